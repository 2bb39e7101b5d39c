import { z } from 'zod';
import { defineResource } from './resource.ts';
import { zId, zText } from './scalars-schema.ts';

/**
 * Customer-service messages (spec §7 "customer-service messages (get, add)"): a user writes to
 * the administrators from the user centre; an administrator answers on `/system/msg`.
 */
export const sysMessage = defineResource({
  name: 'sysMessage',
  path: '/system/msg',
  auditColumns: ['createdAt'],
  labelField: 'body',
  codeField: 'account',
  searchFields: ['account', 'body', 'reply'],
  defaultSort: { prop: 'createdAt', order: 'desc' },
  fields: [
    { name: 'createdAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'account', kind: 'string', max: 50, list: true, sortable: true },
    { name: 'status', kind: 'enum', enum: 'messageStatus', list: true, sortable: true },
    { name: 'body', kind: 'text', max: 2000, list: true },
    { name: 'reply', kind: 'text', max: 2000, list: true },
    { name: 'repliedBy', kind: 'string', max: 50, list: true },
    { name: 'repliedAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
  ],
});

export const MESSAGE_MAX = 2000;
/** Messages one user may send per hour: enough for a conversation, not for flooding the administrators. */
export const MESSAGES_PER_HOUR = 20;

export const ZMessageAdd = z.object({ body: zText(MESSAGE_MAX).trim().min(1) });
export const ZMessageReply = z.object({ id: zId(), reply: zText(MESSAGE_MAX).trim().min(1) });
export const ZMessageMineQuery = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  length: z.number().int().min(1).max(100).default(10),
});
export const ZMessageRow = z.looseObject({
  id: z.number().int(),
  createdAt: z.union([z.string(), z.date()]),
  account: z.string().nullable(),
  status: z.string(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.union([z.string(), z.date()]).nullable(),
});
