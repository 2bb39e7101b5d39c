import { z } from 'zod';
import { normalizePhone, PHONE_DESCRIPTION, PHONE_TEXT } from './phone.ts';
import { defineResource } from './resource.ts';
import { zId, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/**
 * Users, roles and departments (spec §3 User, §5, §6). They are not in RESOURCES: their writes have
 * rules of their own (passwords, grants, the last superuser), so these definitions only serve the
 * list, its filters and the labels naming a refused field.
 */
/** Longest user name: what records the user's name as the doer (ledger, count, task, route rows) holds as much. */
export const USER_NAME_MAX = 100;

export const sysUser = defineResource({
  name: 'sysUser',
  path: '/system/user',
  auditColumns: ['createdAt'],
  labelField: 'name',
  codeField: 'account',
  searchFields: ['account', 'name'],
  defaultSort: { prop: 'account', order: 'asc' },
  fields: [
    { name: 'account', kind: 'string', required: true, max: 50, list: true, sortable: true },
    { name: 'name', kind: 'string', required: true, max: USER_NAME_MAX, list: true, sortable: true },
    { name: 'email', kind: 'string', required: true, max: 200, format: 'email', list: true, sortable: true },
    { name: 'phone', kind: 'string', max: 30, list: true, sortable: true },
    { name: 'dept', kind: 'int', list: true, filter: false },
    { name: 'enabled', kind: 'bool', list: true, sortable: true, readOnly: true },
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    // Body fields named in refused requests; never listed.
    { name: 'password', kind: 'string', filter: false },
    { name: 'newPassword', kind: 'string', filter: false },
    { name: 'confirmPassword', kind: 'string', filter: false },
    { name: 'code', kind: 'string', filter: false },
    { name: 'roles', kind: 'tags', filter: false, list: true },
    { name: 'permissions', kind: 'tags', filter: false },
  ],
});

export const sysRole = defineResource({
  name: 'sysRole',
  path: '/system/role',
  auditColumns: [],
  defaultSort: { prop: 'code', order: 'asc' },
  fields: [
    { name: 'code', kind: 'string', required: true, max: 50, list: true, sortable: true },
    { name: 'name', kind: 'string', required: true, max: 100, list: true, sortable: true },
    { name: 'permissions', kind: 'tags', filter: false },
  ],
});

export const sysDept = defineResource({
  name: 'sysDept',
  path: '/system/dept',
  searchFields: ['name'],
  fields: [
    { name: 'name', kind: 'string', required: true, max: 100 },
    { name: 'parent', kind: 'int' },
    { name: 'sort', kind: 'int' },
  ],
});

/** Spec §5: 8 or more characters including letters and digits. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,128}$/;
export const zPassword = () => zText(128).regex(PASSWORD_RULE, vmError('passwordRule'));

/** A permission string (`area/resource/action`, `*` per segment). */
export const zPermission = () => z.string().regex(/^[\w*]{1,40}\/[\w*]{1,40}\/[\w*]{1,40}$/, vmError('format'));
export const ZPermissions = z.array(zPermission()).max(2000);

export const zAccount = () =>
  zText(50)
    .trim()
    .min(1)
    .regex(/^[\w.@-]+$/, vmError('format'));
/** An e-mail address: trimmed, then checked as one (the document says `format: email`). */
export const zEmail = () =>
  zText(200)
    .trim()
    .min(1)
    .check(z.email(vmError('email')));
/** A phone number in any form `normalizePhone` reads (contract phone.ts), given on as E.164. */
export const zPhoneNumber = () =>
  zText(30)
    .trim()
    .regex(PHONE_TEXT, vmError('format'))
    .refine((s) => normalizePhone(s) !== null, vmError('format'))
    .transform((s) => normalizePhone(s)!)
    .meta({ description: PHONE_DESCRIPTION });
/** A user's phone number, optional: blank is none. */
export const zPhone = () =>
  z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), zPhoneNumber().nullable()).optional();
const zRoleCodes = () => z.array(zText(50).min(1)).max(50);

export const mismatch = { path: ['confirmPassword'], ...vmError('passwordMismatch') };
/** `confirmPassword`, which must equal the password field `of` (checked on the body; JSON Schema cannot say it). */
export const zConfirmPassword = (of = 'password') => zText(128).describe(`The same text as \`${of}\``);

const userFields = {
  name: zText(USER_NAME_MAX).trim().min(1),
  email: zEmail(),
  phone: zPhone(),
  roles: zRoleCodes().default([]),
  dept: zId().optional().nullable(),
};

export const ZUserAdd = z
  .object({ account: zAccount(), ...userFields, password: zPassword(), confirmPassword: zConfirmPassword() })
  .refine((b) => b.password === b.confirmPassword, mismatch);
export type TUserAdd = z.infer<typeof ZUserAdd>;

export const ZUserUpdate = z.object({ id: zId(), ...userFields });
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZPasswordChange = z
  .object({ password: zText(128).min(1), newPassword: zPassword(), confirmPassword: zConfirmPassword('newPassword') })
  .refine((b) => b.newPassword === b.confirmPassword, mismatch);

export const ZGrantBody = z.object({ permissions: ZPermissions });

export const ZUserRow = z.looseObject({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dept: z.number().nullable(),
  deptLabel: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type TUserRow = z.infer<typeof ZUserRow>;

const roleFields = {
  code: zText(50)
    .trim()
    .min(1)
    .regex(/^[\w.-]+$/, vmError('format')),
  name: zText(100).trim().min(1),
  permissions: ZPermissions.default([]),
};
export const ZRoleAdd = z.object(roleFields);
export const ZRoleUpdate = z.object({ id: zId(), ...roleFields });
export const ZRoleRow = z.looseObject({ id: z.number(), code: z.string(), name: z.string(), permissions: z.array(z.string()) });
export type TRoleRow = z.infer<typeof ZRoleRow>;

const deptFields = {
  name: zText(100).trim().min(1),
  parent: zId().optional().nullable(),
  sort: z.number().int().min(0).max(100000).default(0),
};
export const ZDeptAdd = z.object(deptFields);
export const ZDeptUpdate = z.object({ id: zId(), ...deptFields });
export interface TDeptNode {
  id: number;
  name: string;
  parent: number | null;
  sort: number;
  users: number;
  children?: TDeptNode[];
}
/**
 * Tree replies are described to a fixed depth rather than recursively: the OpenAPI document cannot
 * hold a recursive schema without named components; below that depth nodes pass unchecked.
 */
function treeNode<T extends z.ZodRawShape>(shape: T, depth: number): z.ZodType {
  if (depth === 0) return z.looseObject(shape);
  return z.object({ ...shape, children: z.array(treeNode(shape, depth - 1)).optional() });
}
export const ZDeptNode = treeNode(
  { id: z.number(), name: z.string(), parent: z.number().nullable(), sort: z.number(), users: z.number() },
  8,
) as z.ZodType<TDeptNode>;

/**
 * The feature tree (spec §6): menu folders, their screens, then each screen's actions. Only an action
 * node carries a `permission`; a screen's own visibility is its `view` action. One permission may sit
 * under two screens (stock by SKU and by location read the same call), so keys are the node's place,
 * and checking one such node checks every node of that permission.
 */
export interface TFeatureNode {
  key: string;
  title: string;
  permission?: string;
  children?: TFeatureNode[];
}
export const ZFeatureNode = treeNode(
  { key: z.string(), title: z.string(), permission: z.string().optional() },
  6,
) as z.ZodType<TFeatureNode>;
export const ZFeatureOfUser = z.object({
  tree: z.array(ZFeatureNode),
  /** The user's own grants as stored (wildcards kept). */
  own: z.array(z.string()),
  /** What the user's roles give (wildcards kept): shown checked and fixed. */
  inherited: z.array(z.string()),
});
export type TFeatureOfUser = z.infer<typeof ZFeatureOfUser>;
