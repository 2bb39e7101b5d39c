import { z } from 'zod';
import { ENUMS } from '../enums.ts';
import { zId, zText } from '../scalars-schema.ts';

/**
 * Allocation and deallocation calls of an outbound order (issue 10 §2, §3; docs/decisions/outbound-and-allocation.md
 * "Outbound orders" gives the exact meaning of each strategy and shortage policy).
 */
export const ALLOC_STRATEGIES = ENUMS.allocStrategy;
export const SHORTAGE_POLICIES = ENUMS.shortagePolicy;
export type AllocStrategy = (typeof ALLOC_STRATEGIES)[number];
export type ShortagePolicy = (typeof SHORTAGE_POLICIES)[number];

/** Most orders one call allocates or deallocates (each locks its stock until the call ends). */
export const ALLOC_ORDERS_MAX = 100;

/** `~allocate?strategy=&shortage=`: both required, so the clerk's choice is never a silent default. */
export const ZAllocQuery = z.object({
  strategy: z.enum(ALLOC_STRATEGIES),
  shortage: z.enum(SHORTAGE_POLICIES),
  _: zText(32).optional(),
});
export const ZAllocBody = z.object({ ids: z.array(zId()).min(1).max(ALLOC_ORDERS_MAX) });
export type TAllocBody = z.infer<typeof ZAllocBody>;

/**
 * `~deallocate`: `force` cancels the order's pick, pack and seal tasks in the same transaction
 * (without it, an order with tasks is refused, naming them).
 */
export const ZDeallocBody = z.object({
  ids: z.array(zId()).min(1).max(ALLOC_ORDERS_MAX),
  force: z.boolean().optional(),
});
export type TDeallocBody = z.infer<typeof ZDeallocBody>;

/** A line that did not get all it asked for: `short` = qty − allocQty after the call. */
export const ZShortage = z.object({
  line: z.number().int(),
  lineNo: z.number().int(),
  sku: z.number().int(),
  skuLabel: z.string(),
  lotNo: z.string().nullable(),
  qty: z.number().int(),
  allocQty: z.number().int(),
  short: z.number().int(),
});
export type TShortage = z.infer<typeof ZShortage>;

/** Per order: its status after the call, what it now holds, what this call took, and the lines left short. */
export const ZAllocOutcome = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  qty: z.number().int(),
  allocQty: z.number().int(),
  taken: z.number().int(),
  shortages: z.array(ZShortage),
});
export type TAllocOutcome = z.infer<typeof ZAllocOutcome>;
export const ZAllocResult = z.object({ orders: z.array(ZAllocOutcome) });

export const ZDeallocOutcome = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  released: z.number().int(),
  /** Numbers of the pick, pack and seal tasks a forced deallocation cancelled (empty without tasks). */
  cancelledTasks: z.array(z.string()),
});
export const ZDeallocResult = z.object({ orders: z.array(ZDeallocOutcome) });
export type TDeallocResult = z.infer<typeof ZDeallocResult>;

/** `~allocate/preview`: like `~allocate`, `strategy` left out = all four side by side. Nothing is written. */
export const ZPreviewQuery = z.object({
  strategy: z.enum(ALLOC_STRATEGIES).optional(),
  shortage: z.enum(SHORTAGE_POLICIES),
  _: zText(32).optional(),
});

/** Why a row is taken: oldest first (fifo), smallest first (qty), a whole row (pallet). */
export const TAKE_REASONS = ['fifo', 'smallest', 'whole'] as const;
export const ZPreviewRow = z.object({
  stock: z.number().int(),
  locationLabel: z.string(),
  lotNo: z.string().nullable(),
  inboundDate: z.string().meta({ format: 'date-time' }),
  /** Available when previewed (what earlier lines and orders of the call left). */
  available: z.number().int(),
  qty: z.number().int(),
  reason: z.enum(TAKE_REASONS),
  /** The reason as text in the caller's language. */
  why: z.string(),
});
export const ZPreviewLine = z.object({
  line: z.number().int(),
  lineNo: z.number().int(),
  sku: z.number().int(),
  skuLabel: z.string(),
  lotNo: z.string().nullable(),
  want: z.number().int(),
  got: z.number().int(),
  rows: z.array(ZPreviewRow),
});
export const ZPreviewResult = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      no: z.string(),
      strategies: z.array(
        z.object({
          strategy: z.enum(ALLOC_STRATEGIES),
          /** Some line would get less than it needs. */
          short: z.boolean(),
          /** With `shortage=error` the order would be refused and get nothing. */
          refused: z.boolean(),
          lines: z.array(ZPreviewLine),
        }),
      ),
    }),
  ),
});
export type TPreviewResult = z.infer<typeof ZPreviewResult>;
