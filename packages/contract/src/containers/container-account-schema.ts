import { z } from 'zod';
import { zId, zText, zWhole, zWholeId } from '../scalars-schema.ts';
import { ZTableQuery } from '../table-schema.ts';
import { vmError } from '../validation-messages.ts';
import { PACKAGING_TYPES, PARTNER_KINDS, POSTING_KINDS } from './container-account.ts';

/**
 * Container accounts' bodies and replies (docs/api.md "Container accounts"). Every number of a body is a JSON number
 * (`qty: "3"` is refused); `postedOn` is not after today nor before the accounts' opening date (the service checks
 * both: docs/decisions/containers.md "Dates in range").
 */
const isoDay = z.iso.date().regex(/^(?!0000)/);

/** The most units one posting moves: far above a truck, far below int4 for any balance. */
export const POSTING_MAX = 1_000_000;
/** Prices are whole minor currency units (fen/cents); the most a unit's day or loss may cost. */
export const PRICE_MAX = 100_000_000;

export const ZBalanceQuery = ZTableQuery.extend({
  partnerKind: z.enum(PARTNER_KINDS).optional(),
  packagingType: z.enum(PACKAGING_TYPES).optional(),
  partner: zId().optional(),
  /** Only accounts still holding units (the default); false lists emptied accounts too. */
  open: z.boolean().optional(),
});
export type TBalanceQuery = z.infer<typeof ZBalanceQuery>;

export const ZPostingQuery = ZTableQuery.extend({
  partner: zId().optional(),
  packagingType: z.enum(PACKAGING_TYPES).optional(),
  kind: z.enum(POSTING_KINDS).optional(),
  start: isoDay.optional(),
  end: isoDay.optional(),
});
export type TPostingQuery = z.infer<typeof ZPostingQuery>;

/** A partner named by its kind and its master-data row (customer, consignee, consignor or carrier id). */
export const ZPartnerRef = z.object({ partnerKind: z.enum(PARTNER_KINDS), refId: zWholeId() });
export type TPartnerRef = z.infer<typeof ZPartnerRef>;

const manual = {
  packagingType: z.enum(PACKAGING_TYPES),
  postedOn: isoDay.optional(),
  reason: zText(500).trim().min(1),
};

/**
 * `~post`: a correction or found units, by hand. `qty` is the units out to the partner (+) or back (−)
 * for a correction, a positive count for `found`; `reason` is required.
 */
export const ZManualPosting = ZPartnerRef.extend({
  ...manual,
  kind: z.enum(['correction', 'found']),
  qty: zWhole(-POSTING_MAX, POSTING_MAX)
    .refine((n) => n !== 0, { message: 'not zero' })
    .meta({ not: { enum: [0] } }),
});
export type TManualPosting = z.infer<typeof ZManualPosting>;

/**
 * `~writeOff`: units the partner lost, taken off its account with a reason (its own permission). `chargeable` false
 * when the partner is not to pay for them (damaged at our site): the statement counts them written off, not valued.
 */
export const ZWriteOff = ZPartnerRef.extend({
  ...manual,
  qty: zWhole(1, POSTING_MAX),
  chargeable: z.boolean().default(true),
});
export type TWriteOff = z.infer<typeof ZWriteOff>;

export const ZAgeBuckets = z.object({
  age0: z.number().int(),
  age31: z.number().int(),
  age61: z.number().int(),
  age91: z.number().int(),
});

export const ZPartner = z.object({
  id: z.number().int(),
  partnerKind: z.enum(PARTNER_KINDS),
  refId: z.number().int(),
  code: z.string(),
  name: z.string(),
  freeDays: z.number().int(),
  charged: z.boolean(),
  /** Where its statements are mailed; null: its customer master's e-mail (other partners have none). */
  statementEmail: z.string().nullable(),
});
export type TPartner = z.infer<typeof ZPartner>;

export const ZContainerAccountRow = ZAgeBuckets.extend({
  id: z.number().int(),
  packagingType: z.enum(PACKAGING_TYPES),
  balance: z.number().int(),
  oldestOn: z.string().nullable(),
  lastPostedAt: z.string().nullable(),
});
export type TContainerAccountRow = z.infer<typeof ZContainerAccountRow>;

/** The most free days a partner or a packaging type may have (ten years). */
export const FREE_DAYS_MAX = 3650;

/** A packaging type's terms: daily rent and loss price in minor units of the site's currency; its own free days or null (the partner's). */
export const ZPrice = z.object({
  packagingType: z.enum(PACKAGING_TYPES),
  dailyRent: zWhole(0, PRICE_MAX),
  lossPrice: zWhole(0, PRICE_MAX),
  freeDays: zWhole(0, FREE_DAYS_MAX).nullable().default(null),
});
export type TPrice = z.infer<typeof ZPrice>;

/** `partner/_detail/get`: the partner, its accounts by packaging type, its charges, and the site's currency they are in. */
export const ZPartnerDetail = z.object({
  partner: ZPartner,
  accounts: z.array(ZContainerAccountRow),
  prices: z.array(ZPrice),
  /** ISO 4217: the site's currency, which the prices are in (minor units: `currencyDigits`). */
  currency: z.string(),
});
export type TPartnerDetail = z.infer<typeof ZPartnerDetail>;

/**
 * `partner/~charges/update`: free days, whether the partner is charged, and its terms per packaging type (prices and,
 * where they differ from the partner's, free days).
 */
export const ZChargesUpdate = ZPartnerRef.extend({
  freeDays: zWhole(0, FREE_DAYS_MAX),
  charged: z.boolean(),
  /** The statements' address (100 characters at most); null or absent clears it. */
  statementEmail: zText(100)
    .trim()
    .check(z.email(vmError('email')))
    .nullable()
    .optional(),
  prices: z.array(ZPrice).max(PACKAGING_TYPES.length),
});
export type TChargesUpdate = z.infer<typeof ZChargesUpdate>;

export const ZPostingRow = z.object({
  id: z.number().int(),
  partner: z.number().int(),
  packagingType: z.enum(PACKAGING_TYPES),
  kind: z.enum(POSTING_KINDS),
  qty: z.number().int(),
  balance: z.number().int(),
  postedOn: z.string(),
  postedAt: z.string(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  /** False for a write-off the partner is not charged for (damaged at our site); true for every other posting. */
  chargeable: z.boolean(),
});
export type TPostingRow = z.infer<typeof ZPostingRow>;

/** A drift row: an account whose balance is not the sum of its postings, or not the sum of its open units. */
export const ZContainerAccountDrift = z.object({
  account: z.number().int(),
  partner: z.string(),
  packagingType: z.string(),
  balance: z.number().int(),
  posted: z.number().int(),
  open: z.number().int(),
});
