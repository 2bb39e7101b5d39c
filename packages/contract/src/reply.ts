import { z } from 'zod';

/** Every non-table, non-select, non-upload reply: `{action, message, data?}`. */
export const ZAction = z.enum(['ok', 'error']);

export function ZOkReply<T extends z.ZodType>(data: T) {
  return z.object({ action: z.literal('ok'), message: z.string(), data });
}
export const ZErrorReply = z.object({
  action: z.literal('error'),
  message: z.string(),
  /** For validation errors: the offending field (dotted path). */
  field: z.string().optional(),
  /** For imports: one entry per bad cell. */
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })).optional(),
  code: z.number().optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;

/** Table reply (spec §7): `data.rows` the page, `data.summary` the totals when asked for, `count` the total. */
export function ZTableReply<T extends z.ZodType>(row: T) {
  return z.object({
    action: z.literal('ok'),
    message: z.string(),
    count: z.number(),
    data: z.object({ rows: z.array(row), summary: z.record(z.string(), z.number()).optional() }),
  });
}

/** Table-select reply (spec §7). */
export function ZSelectReply<T extends z.ZodType>(row: T) {
  return z.object({
    code: z.number(),
    message: z.string(),
    data: z.object({ rows: z.array(row), total: z.number() }),
  });
}

/** Upload reply (spec §7); imports add their counts. */
export const ZUploadReply = z.object({
  code: z.literal(200),
  action: z.literal('ok'),
  message: z.string(),
  data: z.object({
    fileName: z.string(),
    src: z.string(),
    inserted: z.number().optional(),
    updated: z.number().optional(),
  }),
});

export const ZSelectQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().max(100).optional(),
  _: z.string().optional(),
});
/** `?key=` searches the resource's search fields; `?code=` instead matches codes starting with it (spec §7 packaging code suggest). */
export const ZSuggestQuery = z.object({
  key: z.string().max(100).default(''),
  code: z.string().max(100).optional(),
  _: z.string().optional(),
});
export const ZIdBody = z.object({ id: z.coerce.number().int().positive() });
export const ZDeleteBody = z.union([
  z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) }),
  z.object({ id: z.coerce.number().int().positive() }),
]);
