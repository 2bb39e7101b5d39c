import { z } from 'zod';
import { ENUMS } from './enums.ts';
import { zInt, zText } from './scalars-schema.ts';

/** Replies of the dashboard GETs (docs/api.md "Dashboards"); quantities are units, outbound positive. */
export const ZDailyRow = z.object({ day: z.string(), inbound: z.number(), outbound: z.number() });
export const ZMonthlyRow = z.object({ month: z.string(), inbound: z.number(), outbound: z.number() });
export const ZPlanRow = z.object({ day: z.string(), planned: z.number(), delivered: z.number() });
export const ZCustomerRow = z.object({
  id: z.number().nullable(),
  name: z.string().nullable(),
  qoh: z.number(),
  qal: z.number(),
  skus: z.number(),
});
export const ZDelivery = z.object({
  top: z.array(z.object({ id: z.number(), name: z.string().nullable(), qty: z.number() })),
  /** What went to the consignees beyond the top ones. */
  rest: z.number(),
});

/** Units of one packaging type: all open ones, and those opened more than 90 days ago. */
const held = { units: z.number(), past90: z.number() };
const typeHeld = z.object({ packagingType: z.enum(ENUMS.packagingType), ...held });
/** Partners holding our packaging, and those holding some out over 90 days: counts, never units of types added up. */
const partnersHolding = { partners: z.number(), partnersPast90: z.number() };
/**
 * Our packaging out at partners (container accounts, issue 28 §6): per packaging type, and the ten partners holding
 * most with their units per type (pallets and lids make no sum: issue 34 §6; the ranking alone weighs them together).
 * `past90`: units of lots opened more than 90 days ago.
 */
export const ZContainers = z.object({
  byType: z.array(typeHeld),
  top: z.array(
    z.object({
      /** The ctr_partner id (the partner screen's `id`). */
      partner: z.number(),
      partnerKind: z.enum(ENUMS.partnerKind),
      code: z.string(),
      name: z.string(),
      types: z.array(typeHeld),
    }),
  ),
  ...partnersHolding,
});

/** The home dashboard: each part only for a user who may see its screen (else null). */
export const ZHomeSummary = z.object({
  today: z.record(z.string(), z.object({ qty: z.number(), moves: z.number() })).nullable(),
  inboundOrders: z.array(z.object({ status: z.number(), count: z.number() })).nullable(),
  outboundOrders: z.array(z.object({ status: z.number(), count: z.number() })).nullable(),
  tasks: z.array(z.object({ type: z.string(), status: z.number(), count: z.number() })).nullable(),
  stockByPackType: z.array(z.object({ packType: z.string().nullable(), qoh: z.number(), rows: z.number() })).nullable(),
  /** Packaging out at partners: how many hold some, and how many some out over 90 days (ZContainers' counts). */
  containers: z.object(partnersHolding).nullable(),
});

const stamp = { _: zText(32).optional() };
export const ZDaysQuery = z.object({ days: zInt(1, 366).default(30), ...stamp });
export const ZMonthsQuery = z.object({ months: zInt(1, 36).default(12), ...stamp });
/** Delivery distribution since the first of this month, or over the last `days`. */
export const ZDeliveryQuery = z.object({ days: zInt(1, 366).optional(), limit: zInt(1, 50).default(10), ...stamp });
export const ZPlanQuery = z.object({ before: zInt(0, 60).default(6), after: zInt(0, 60).default(7), ...stamp });
export const ZLimitQuery = z.object({ limit: zInt(1, 50).default(10), ...stamp });

export type TDailyRow = z.infer<typeof ZDailyRow>;
export type TMonthlyRow = z.infer<typeof ZMonthlyRow>;
export type TPlanRow = z.infer<typeof ZPlanRow>;
export type TCustomerRow = z.infer<typeof ZCustomerRow>;
export type TDelivery = z.infer<typeof ZDelivery>;
export type TContainers = z.infer<typeof ZContainers>;
export type THomeSummary = z.infer<typeof ZHomeSummary>;
