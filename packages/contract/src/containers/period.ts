import { z } from 'zod';
import { vmError } from '../validation-messages.ts';
import { isCurrency } from './money.ts';

/**
 * The container accounts' closed period (issue 34 §1): no posting is dated on or before `closedThrough`
 * (the site's lock date, moved by whoever holds `inventory/account/closePeriod`), nor, for one partner, on or
 * before the end of its latest confirmed statement's month. docs/decisions/containers.md "Closed periods". The same
 * site row holds the accounts' opening date and the site's currency (issue 34 §5), moved with the same call.
 */
export const ZPeriodClose = z.object({
  closedThrough: z.iso
    .date()
    .regex(/^(?!0000)/)
    .nullable()
    .describe('The last closed day (yyyy-mm-dd, before today), or null to open every period'),
  openedOn: z.iso
    .date()
    .regex(/^(?!0000)/)
    .optional()
    .describe("The accounts' opening date: nothing is dated before it (not after the first posting nor the lock date)"),
  currency: z
    .string()
    .refine(isCurrency, vmError('currency'))
    .optional()
    .describe(
      "The site's currency (ISO 4217, e.g. CNY): every price and statement amount is in it; not changed while a price is set",
    ),
});
export type TPeriodClose = z.infer<typeof ZPeriodClose>;

export const ZPeriod = z.object({
  openedOn: z.string(),
  closedThrough: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The first day a posting may be dated on (the day after `closedThrough`), null while nothing is closed. */
  firstOpen: z.string().nullable(),
  /** The site's currency (ISO 4217): prices and statements' amounts are minor units of it. */
  currency: z.string(),
});
export type TPeriod = z.infer<typeof ZPeriod>;
