import { z } from 'zod';
import { absent } from './body-forms.ts';
import { defineResource } from './resource.ts';
import { zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/**
 * Menus and the dictionary (`/system/menu`, `/system/dict`, issue 14 §2). Not in RESOURCES: the
 * menu is a tree with rules of its own, the dictionary's codes are fixed by the contract's ENUMS
 * and only their labels change. The definitions name the fields of a refused body and serve the
 * dictionary list.
 */
export const MENU_TYPES = ['menu', 'iframe', 'link'] as const;

export const sysMenu = defineResource({
  name: 'sysMenu',
  path: '/system/menu',
  labelField: 'title',
  codeField: 'name',
  fields: [
    { name: 'name', kind: 'string', required: true, max: 100 },
    { name: 'title', kind: 'string', required: true, max: 100 },
    { name: 'titleEn', kind: 'string', required: true, max: 100 },
    { name: 'icon', kind: 'string', max: 50 },
    { name: 'type', kind: 'string', max: 16 },
    { name: 'path', kind: 'string', max: 200 },
    { name: 'component', kind: 'string', max: 200 },
    { name: 'url', kind: 'string', max: 500 },
    { name: 'fullpage', kind: 'bool' },
    { name: 'role', kind: 'tags' },
    { name: 'sort', kind: 'int' },
    { name: 'parentId', kind: 'int' },
    { name: 'hidden', kind: 'bool' },
  ],
});

export const sysDict = defineResource({
  name: 'sysDict',
  path: '/system/dict',
  auditColumns: [],
  labelField: 'labelZh',
  codeField: 'value',
  searchFields: ['name', 'value', 'labelZh', 'labelEn'],
  defaultSort: { prop: 'name', order: 'asc' },
  fields: [
    { name: 'name', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'value', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'labelZh', kind: 'string', required: true, max: 100, list: true, sortable: true },
    { name: 'labelEn', kind: 'string', required: true, max: 100, list: true, sortable: true },
    { name: 'sort', kind: 'int', list: true, sortable: true },
  ],
});

/** A frame or link address: http(s) or a path of this console, never `javascript:` and the like. */
const zAddress = () =>
  zText(500)
    .trim()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, vmError('format'));

const menuFields = {
  parentId: zId().nullable().optional(),
  title: zText(100).trim().min(1),
  titleEn: zText(100).trim().min(1),
  icon: zText(50)
    .trim()
    .regex(/^[A-Za-z]*$/, vmError('format'))
    .nullable()
    .optional(),
  type: z.enum(MENU_TYPES),
  path: zText(200)
    .trim()
    .regex(/^\/[\w\-/]*$/, vmError('format'))
    .nullable()
    .optional(),
  component: zText(200).trim().nullable().optional(),
  url: zAddress().nullable().optional(),
  fullpage: z.boolean().optional(),
  role: z.array(zText(50).trim().min(1)).max(50).nullable().optional(),
  sort: zInt(0, 100_000).optional(),
  hidden: z.boolean().optional(),
};
const urlNeeded = {
  path: ['url'],
  ...vmError('required'),
};
const needsUrl = (v: { type?: string; url?: string | null }) => v.type === 'menu' || v.type === undefined || !!v.url;
/** The same rule in the document's words. */
const urlRule = {
  description: 'An `iframe` or `link` entry needs its `url`',
  anyOf: [
    absent('type'),
    { required: ['type'], properties: { type: { type: 'string', enum: ['menu'] } } },
    { required: ['url'], properties: { url: { type: 'string', minLength: 1 } } },
  ],
};

export const ZMenuAdd = z
  .object({
    name: zText(100)
      .trim()
      .regex(/^[\w-]{1,100}$/, vmError('format')),
    ...menuFields,
  })
  .refine(needsUrl, urlNeeded)
  .meta(urlRule);
export const ZMenuUpdate = z
  .object({
    id: zId(),
    ...menuFields,
    type: menuFields.type.optional(),
    title: menuFields.title.optional(),
    titleEn: menuFields.titleEn.optional(),
  })
  .refine(needsUrl, urlNeeded)
  .meta(urlRule);

export const ZMenuRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  path: z.string(),
  component: z.string().nullable(),
  title: z.string(),
  titleEn: z.string(),
  icon: z.string().nullable(),
  type: z.string(),
  role: z.array(z.string()).nullable(),
  fullpage: z.boolean(),
  url: z.string().nullable(),
  permission: z.string().nullable(),
  sort: z.number().int(),
  hidden: z.boolean(),
  edited: z.boolean(),
  /** Shipped with the product: hidden rather than deleted. */
  builtin: z.boolean(),
});
export type TMenuRow = z.infer<typeof ZMenuRow>;

export const ZDictUpdate = z.object({
  id: zId(),
  labelZh: zText(100).trim().min(1),
  labelEn: zText(100).trim().min(1),
  sort: zInt(0, 100_000).optional(),
});
