import { z } from 'zod';

/**
 * What a scanned GS1 label said beyond the name it was looked up by, as scan replies give it back
 * (dates ISO; `qty` from AI 37, else 30): the worker sees the lot and count the label filled in.
 */
export const ZLabelData = z
  .object({
    gtin: z.string(),
    sscc: z.string(),
    lot: z.string(),
    serial: z.string(),
    qty: z.number(),
    produced: z.string(),
    bestBefore: z.string(),
    expiry: z.string(),
  })
  .partial();
export type TLabelData = z.infer<typeof ZLabelData>;
