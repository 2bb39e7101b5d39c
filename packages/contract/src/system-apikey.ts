import { z } from 'zod';
import { defineResource } from './resource.ts';
import { zId, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/**
 * API keys of machine clients (`/system/apikey`, issue 35 §1; docs/api.md "Machine clients (API keys)"). A key
 * acts as a user of its own (`key:<name>`) holding one role; the token is shown once, when the key is made.
 */
export const API_KEY_PREFIX = 'wms_';
/** The characters of a token a list shows: the prefix and 8 more, enough to tell keys apart, useless to call with. */
export const API_KEY_SHOWN = API_KEY_PREFIX.length + 8;
/** `key:` and the name still fit a user's account (50). */
export const API_KEY_NAME_MAX = 40;
/** A key lives at most this long (two years), to the end of its last day. */
export const API_KEY_MAX_DAYS = 730;
/** What the dialog offers. */
export const API_KEY_DEFAULT_DAYS = 365;
/** The account of a key's own user: persons' accounts cannot hold a `:` (zAccount), so none can take this form. */
export const keyAccount = (name: string) => `key:${name}`;

export const sysApiKey = defineResource({
  name: 'sysApiKey',
  path: '/system/apikey',
  auditColumns: ['createdAt'],
  labelField: 'name',
  codeField: 'name',
  searchFields: ['name', 'prefix'],
  defaultSort: { prop: 'createdAt', order: 'desc' },
  fields: [
    { name: 'name', kind: 'string', required: true, max: API_KEY_NAME_MAX, list: true, sortable: true },
    // The role's name and the creator's account are read through the key's ids: plain text to the list.
    { name: 'role', kind: 'string', max: 100, list: true, sortable: true },
    { name: 'prefix', kind: 'string', max: 20, list: true },
    { name: 'status', kind: 'enum', enum: 'apiKeyStatus', list: true, sortable: true },
    { name: 'expiresAt', kind: 'datetime', required: true, list: true, sortable: true },
    { name: 'lastUsedAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'lastUsedIp', kind: 'string', max: 64, list: true, readOnly: true },
    { name: 'createdBy', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'revokedAt', kind: 'datetime', sortable: true, readOnly: true },
  ],
});

/** No control characters: the name is shown in lists and written into the audit log's account. */
const zKeyName = () =>
  zText(API_KEY_NAME_MAX)
    .trim()
    .min(1)
    .regex(/^[^\p{Cc}]+$/u, vmError('format'));

export const ZApiKeyAdd = z.object({
  name: zKeyName(),
  /** The role whose permissions the key holds. */
  role: zId(),
  /** When the key stops working: later than now, at most API_KEY_MAX_DAYS days (and the rest of that day) ahead. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TApiKeyAdd = z.infer<typeof ZApiKeyAdd>;

/** The one reply that carries the token. */
export const ZApiKeyCreated = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyRow = z.looseObject({
  id: z.number(),
  name: z.string(),
  role: z.string().nullable(),
  prefix: z.string(),
  status: z.string(),
  expiresAt: z.union([z.string(), z.date()]),
  lastUsedAt: z.union([z.string(), z.date()]).nullable(),
  lastUsedIp: z.string().nullable(),
  createdBy: z.string().nullable(),
});

/** A role a key may be made for. */
export const ZApiKeyRole = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type TApiKeyRole = z.infer<typeof ZApiKeyRole>;
