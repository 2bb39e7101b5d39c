import { z } from 'zod';
import { zId, zText, zWhole, zWholeId } from '../scalars-schema.ts';
import { ZTableQuery } from '../table-schema.ts';
import { vmError } from '../validation-messages.ts';
import { PACKAGING_TYPES, PARTNER_KINDS, POSTING_KINDS } from './container-account.ts';
import { POSTING_MAX } from './container-account-schema.ts';
import { MONTH_TEXT, monthStart, STATEMENT_STATUSES } from './statement.ts';

/** Container statements' bodies and replies (docs/api.md "Container statements"). */
const isoDay = z.iso.date().regex(/^(?!0000)/);

/** A month as `yyyy-MM` or its first day `yyyy-MM-01`; read as the first day. */
export const zMonth = () =>
  z
    .string()
    .max(10)
    .regex(MONTH_TEXT, vmError('month'))
    .transform((s) => monthStart(s)!)
    .describe('A month: yyyy-MM, or its first day yyyy-MM-01');

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
  /** Statements not confirmed that the postings left as they were: not made again, their answers stand. */
  unchanged: z.number().int(),
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
  id: zWholeId(),
  respondedOn: isoDay,
  comment: zText(500).trim().optional(),
});
export type TStatementAnswer = z.infer<typeof ZStatementAnswer>;
/** A packaging type's count by the partner: the units it says it holds at the statement's closing. */
export const ZStatementCountIn = z.object({ packagingType: z.enum(PACKAGING_TYPES), counted: zWhole(0, POSTING_MAX) });

/** `~dispute`: with the partner's own counts per packaging type (a type at most once), when it gave them. */
export const ZStatementDispute = ZStatementAnswer.extend({
  comment: zText(500).trim().min(1),
  counts: z
    .array(ZStatementCountIn)
    .max(PACKAGING_TYPES.length)
    .refine((c) => new Set(c.map((x) => x.packagingType)).size === c.length, { message: 'a packaging type twice' })
    .describe('At most one count per packaging type')
    .optional(),
});
export type TStatementDispute = z.infer<typeof ZStatementDispute>;

/** `~accept`: books the difference between the partner's count of a type and our closing as a correction. */
export const ZStatementAccept = z.object({ id: zWholeId(), packagingType: z.enum(PACKAGING_TYPES) });
export type TStatementAccept = z.infer<typeof ZStatementAccept>;

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
  /** ISO 4217 code of the amounts (minor units of it): the site's currency when the statement was made. */
  currency: z.string(),
  madeAt: z.string(),
  madeBy: z.string().nullable(),
  /** Made before its month ended: rent up to that day, not final, not to be confirmed. */
  interim: z.boolean(),
  /** 1 when first made; each make that changed it counts on (the earlier ones: `versions` of the detail). */
  version: z.number().int(),
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
  /** Units written off in the month (part of `backQty`), chargeable or not. */
  writtenOff: z.number().int(),
  /** Of those, the units the partner is charged for: `lossValue` = chargedOff × lossPrice. */
  chargedOff: z.number().int(),
  /** The free days the type's rent was counted with: its own, else the partner's. */
  freeDays: z.number().int(),
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
  /** False for a write-off the partner is not charged for. */
  chargeable: z.boolean(),
});
export type TStatementPosting = z.infer<typeof ZStatementPosting>;

/** A type's count in a dispute: our closing, the partner's count, the difference, and the correction that accepted it. */
export const ZStatementCount = z.object({
  packagingType: z.enum(PACKAGING_TYPES),
  ours: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  posting: z.number().int().nullable(),
});
export type TStatementCount = z.infer<typeof ZStatementCount>;

/** What a version of a statement showed (and what its PDF is printed from again): kept when a make changed it. */
export const ZStatementSnapshot = z.object({
  statement: ZStatementRow,
  lines: z.array(ZStatementLine),
  postings: z.array(ZStatementPosting),
  counts: z.array(ZStatementCount),
});
export type TStatementSnapshot = z.infer<typeof ZStatementSnapshot>;

export const ZStatementVersion = z.object({
  version: z.number().int(),
  status: z.enum(STATEMENT_STATUSES),
  madeAt: z.string(),
  madeBy: z.string().nullable(),
  closing: z.number().int(),
  total: z.number().int(),
  respondedOn: z.string().nullable(),
  responseComment: z.string().nullable(),
  respondedBy: z.string().nullable(),
  counts: z.array(ZStatementCount),
});
export type TStatementVersion = z.infer<typeof ZStatementVersion>;

export const STATEMENT_EVENT_KINDS = [
  'made',
  'remade',
  'sent',
  'sendFailed',
  'opened',
  'confirmed',
  'disputed',
  'accepted',
] as const;
export const STATEMENT_CHANNELS = ['console', 'link', 'task'] as const;
export const ZStatementEvent = z.object({
  version: z.number().int(),
  kind: z.enum(STATEMENT_EVENT_KINDS),
  channel: z.enum(STATEMENT_CHANNELS),
  at: z.string(),
  by: z.string().nullable(),
  recipient: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TStatementEvent = z.infer<typeof ZStatementEvent>;

/** `_detail/get`: the current version with its counts, the versions before it (newest first) and what happened to it. */
export const ZStatementDetail = ZStatementSnapshot.extend({
  versions: z.array(ZStatementVersion),
  events: z.array(ZStatementEvent),
});
export type TStatementDetail = z.infer<typeof ZStatementDetail>;

/**
 * `~send`: mails statements to their partners with the PDF and a link to answer (issue 34 §4): the ones named, or
 * the month's not yet sent, one batch after `from` (0 to begin; `next` says where to go on, null when done).
 */
export const ZStatementSend = z.union([
  z.object({ ids: z.array(zWholeId()).min(1).max(200) }),
  z.object({ month: zMonth(), from: z.number().int().min(0).max(2147483647) }),
]);
export type TStatementSend = z.infer<typeof ZStatementSend>;

export const ZStatementSent = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  noAddress: z.number().int(),
  failures: z.array(z.object({ id: z.number().int(), partner: z.string(), reason: z.string() })),
  /** With `month`: the statement id to go on after, or null when every one is done. */
  next: z.number().int().nullable().optional(),
  /** With `month`: statements of the month still to send after this call (0 when done). */
  due: z.number().int().optional(),
});
export type TStatementSent = z.infer<typeof ZStatementSent>;

/** `_link/get`: the partner's link to its statement (to pass on by phone or chat) and until when it opens. */
export const ZStatementLink = z.object({ link: z.string(), expires: z.string() });

/** The partner's page (`/app/partner/statement`, opened with the link's token): no console account needed. */
export const ZPartnerStatement = ZStatementSnapshot.omit({ counts: true }).extend({
  counts: z.array(ZStatementCount),
  versions: z.array(ZStatementVersion),
  /** What the partner may do now: confirm (a final statement not yet confirmed), dispute (one not confirmed). */
  canConfirm: z.boolean(),
  canDispute: z.boolean(),
  expires: z.string(),
});
export type TPartnerStatement = z.infer<typeof ZPartnerStatement>;

/** The partner's answer through its link: dated today; a dispute with a comment and, optionally, its counts. */
export const ZPartnerAnswer = z.object({
  comment: zText(500).trim().optional(),
  counts: ZStatementDispute.shape.counts,
});
export type TPartnerAnswer = z.infer<typeof ZPartnerAnswer>;
