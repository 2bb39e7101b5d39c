import { z } from 'zod';

/**
 * `GET /outbound/ob/order/~allocation/get?id=`: which stock rows hold an order's allocations, one
 * entry per line and stock row, for the detail screen (docs/api.md "Outbound orders").
 */
export const ZAllocationRow = z.object({
  id: z.number().int(),
  line: z.number().int(),
  lineNo: z.number().int(),
  stock: z.number().int(),
  skuLabel: z.string(),
  locationLabel: z.string(),
  lotNo: z.string().nullable(),
  lpn: z.string().nullable(),
  shipBoxLbl: z.string().nullable(),
  inboundDate: z.string().meta({ format: 'date-time' }),
  qty: z.number().int(),
});
export type TAllocationRow = z.infer<typeof ZAllocationRow>;
