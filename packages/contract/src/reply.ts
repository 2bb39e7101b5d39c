import { z } from 'zod';
import { zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

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

/**
 * Table reply (spec §7): `data.rows` the page, `data.summary` the totals when asked for, `count` the total.
 * `countEstimated` marks `count` as the planner's estimate (a large match, see docs/decisions/performance.md); the
 * totals are then left out until the list asks `exactCount`.
 */
export function ZTableReply<T extends z.ZodType>(row: T) {
  return z.object({
    action: z.literal('ok'),
    message: z.string(),
    count: z.number(),
    countEstimated: z.boolean().optional(),
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

/** Query of an import and its preview: `blankClears=1` lets an empty cell clear that field of an existing row. */
export const ZImportQuery = z.object({ blankClears: z.enum(['0', '1']).optional() });

/** One existing row an import changes: its sheet row, its key as the file writes it, and each changed field. */
export const ZImportChange = z.object({
  row: z.number().int(),
  key: z.string(),
  fields: z.array(z.object({ field: z.string(), label: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type TImportChange = z.infer<typeof ZImportChange>;

/**
 * An import's reply (and its preview's): rows added, rows changed, rows the file holds as they are;
 * the preview lists the changed rows (at most IMPORT_CHANGES_MAX, first in the file).
 */
export const ZImportReply = ZUploadReply.extend({
  data: ZUploadReply.shape.data.extend({
    unchanged: z.number().optional(),
    changes: z.array(ZImportChange).optional(),
  }),
});
export const IMPORT_CHANGES_MAX = 200;

export const ZSelectQuery = z.object({
  page: zInt(1, 1_000_000).default(1),
  pageSize: zInt(1, 100).default(20),
  keyword: zText(100).optional(),
  /** Only rows of this warehouse, on resources that belong to one (SKUs, locations): an order's pickers. */
  warehouse: zId().optional(),
  _: zText(32).optional(),
});
/** `?key=` searches the resource's search fields; `?code=` instead matches codes starting with it (spec §7 packaging code suggest). */
export const ZSuggestQuery = z.object({
  key: zText(100).default(''),
  code: zText(100).optional(),
  _: zText(32).optional(),
});
export const ZIdBody = z.object({ id: zId() });
/**
 * `{ids: [...]}` or `{id}`, exactly one: one object rather than a union, so a bad id is reported at its own
 * path. The document says the same as `oneOf` (each form requires its key), so a client generated from
 * it, or a body made from it, sends one of them.
 */
export const ZDeleteBody = z
  .object({ ids: z.array(zId()).min(1).max(1000).optional(), id: zId().optional() })
  .refine((b) => b.ids !== undefined || b.id !== undefined, { path: ['ids'], ...vmError('required') })
  .refine((b) => b.ids === undefined || b.id === undefined, { path: ['ids'], ...vmError('unionAmbiguous') })
  .meta({ oneOf: [{ required: ['ids'] }, { required: ['id'] }], example: { ids: [1] } });
