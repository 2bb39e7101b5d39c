import { z } from 'zod';
import { zId, zText } from '../scalars-schema.ts';
import { ZTableQuery } from '../table-schema.ts';
import { PACKAGING_TYPES, PARTNER_KINDS, POSTING_KINDS } from './container-account.ts';
import { monthStart, STATEMENT_STATUSES } from './statement.ts';

/** Container statements' bodies and replies (docs/api.md "Container statements"). */
const isoDay = z.iso.date().regex(/^(?!0000)/);

/** A month as `yyyy-MM` or its first day `yyyy-MM-01`; read as the first day. */
export const zMonth = () =>
  z
    .string()
    .max(10)
    .refine((s) => monthStart(s) !== null, { message: 'yyyy-MM' })
    .transform((s) => monthStart(s)!);

export const ZStatementQuery = ZTableQuery.extend({
  partner: zId().optional(),
  month: zMonth().optional(),
  status: z.enum(STATEMENT_STATUSES).optional(),
});
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/**
 * `~make`: the month's statements of one partner (ctr_partner id), or of every partner with a balance or
 * postings. With `from` (a partner id, 0 to begin) only the next batch of partners after it is made and
 * `next` says where to go on (null when done): the console steps through and shows its progress.
 */
export const ZStatementMake = z.object({
  month: zMonth(),
  partner: zId().optional(),
  from: z.number().int().min(0).max(2147483647).optional(),
});
export type TStatementMake = z.infer<typeof ZStatementMake>;

export const ZStatementMade = z.object({
  month: z.string(),
  /** Statements made new or made again (issued). */
  made: z.number().int(),
  /** Confirmed statements left as they were. */
  kept: z.number().int(),
  partners: z.number().int(),
  ms: z.number().int(),
  /** With `from`: the partner id to go on after, or null when every partner is done. */
  next: z.number().int().nullable(),
  /** Partners there are (the steps' progress: partners looked at so far against this). */
  total: z.number().int(),
  /** Partners looked at by this call (with or without a statement). */
  seen: z.number().int(),
});
export type TStatementMade = z.infer<typeof ZStatementMade>;

/** `~confirm` / `~dispute`: the partner's answer, the day it gave it, and its comment (required for a dispute). */
export const ZStatementAnswer = z.object({
  id: zId(),
  respondedOn: isoDay,
  comment: zText(500).trim().optional(),
});
export type TStatementAnswer = z.infer<typeof ZStatementAnswer>;
export const ZStatementDispute = ZStatementAnswer.extend({ comment: zText(500).trim().min(1) });

export const ZStatementRow = z.object({
  id: z.number().int(),
  partner: z.number().int(),
  partnerKind: z.enum(PARTNER_KINDS),
  partnerCode: z.string(),
  partnerName: z.string(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  charged: z.boolean(),
  freeDays: z.number().int(),
  opening: z.number().int(),
  outQty: z.number().int(),
  backQty: z.number().int(),
  closing: z.number().int(),
  rent: z.number().int(),
  lossValue: z.number().int(),
  total: z.number().int(),
  madeAt: z.string(),
  madeBy: z.string().nullable(),
  /** Made before its month ended: rent up to that day, not final, not to be confirmed. */
  interim: z.boolean(),
  respondedOn: z.string().nullable(),
  responseComment: z.string().nullable(),
  respondedBy: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZStatementLine = z.object({
  packagingType: z.enum(PACKAGING_TYPES),
  opening: z.number().int(),
  outQty: z.number().int(),
  backQty: z.number().int(),
  closing: z.number().int(),
  writtenOff: z.number().int(),
  unitDays: z.number().int(),
  dailyRent: z.number().int(),
  lossPrice: z.number().int(),
  rent: z.number().int(),
  lossValue: z.number().int(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** A posting of the month as the statement lists it: `balance` is the running balance by day, then posting. */
export const ZStatementPosting = z.object({
  id: z.number().int(),
  packagingType: z.enum(PACKAGING_TYPES),
  kind: z.enum(POSTING_KINDS),
  postedOn: z.string(),
  qty: z.number().int(),
  balance: z.number().int(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TStatementPosting = z.infer<typeof ZStatementPosting>;

export const ZStatementDetail = z.object({
  statement: ZStatementRow,
  lines: z.array(ZStatementLine),
  postings: z.array(ZStatementPosting),
});
export type TStatementDetail = z.infer<typeof ZStatementDetail>;
