import { z } from 'zod';
import { defineResource } from './resource.ts';

/**
 * The audit trail (`/system/log`, issue 14 §3). Read-only and not in RESOURCES: the server writes
 * it; the definition serves the list, its filters, the export and the column labels.
 * `params`, `before` and `after` are JSON text, searched by the text filter.
 */
export const sysLog = defineResource({
  name: 'sysLog',
  path: '/system/log',
  auditColumns: ['createdAt'],
  labelField: 'path',
  codeField: 'path',
  searchFields: ['account', 'path', 'target'],
  defaultSort: { prop: 'createdAt', order: 'desc' },
  fields: [
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'kind', kind: 'enum', enum: 'logKind', list: true, sortable: true },
    { name: 'account', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'ip', kind: 'string', max: 64, list: true },
    { name: 'action', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'target', kind: 'string', max: 100, list: true, sortable: true },
    { name: 'record', kind: 'string', max: 200, list: true },
    { name: 'success', kind: 'bool', list: true },
    { name: 'status', kind: 'int', sortable: true },
    { name: 'message', kind: 'string', max: 500, list: true },
    { name: 'path', kind: 'string', max: 200 },
    { name: 'params', kind: 'text' },
    { name: 'before', kind: 'text', list: true },
    { name: 'after', kind: 'text', list: true },
  ],
});

export const ZLogRow = z.looseObject({
  id: z.number().int(),
  createdAt: z.union([z.string(), z.date()]),
  kind: z.string(),
  account: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  success: z.boolean(),
});

/** The user centre's own sign-ins: newest first, one page. */
export const ZMySignInsQuery = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  length: z.number().int().min(1).max(100).default(10),
});
export const ZMySignIn = z.object({
  id: z.number().int(),
  createdAt: z.union([z.string(), z.date()]),
  ip: z.string().nullable(),
  success: z.boolean(),
  message: z.string().nullable(),
});
