import { z } from 'zod';
import { zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/** Most labels one call generates or prints (a pallet run; a bigger batch is split by the user). */
export const LPN_LABEL_MAX = 500;

/** `pdf` (default, 100 × 150 mm pages) or `zpl` (text for thermal printers). */
export const ZLabelFormat = z.enum(['pdf', 'zpl']);

/** `GET <label screen>/~add?qty=&print=0|1&format=` (ib LPN, ob LPN, ship-box label): generate `qty` LPNs of its type, print them with print=1. */
export const ZLpnAddQuery = z.object({
  qty: zInt(1, LPN_LABEL_MAX),
  print: z.enum(['0', '1']).default('0'),
  format: ZLabelFormat.default('pdf'),
  _: zText(32).optional(),
});

/** `POST <label screen>/~print?format=`: these LPNs of its type, or the `qty` oldest not yet printed. */
export const ZLpnPrintBody = z
  .object({ ids: z.array(zId()).min(1).max(LPN_LABEL_MAX).optional(), qty: zInt(1, LPN_LABEL_MAX).optional() })
  .refine((b) => b.ids !== undefined || b.qty !== undefined, { path: ['ids'], ...vmError('required') })
  .refine((b) => b.ids === undefined || b.qty === undefined, { path: ['ids'], ...vmError('unionAmbiguous') })
  .meta({ description: 'Exactly one of `ids` and `qty`', oneOf: [{ required: ['ids'] }, { required: ['qty'] }] });

export const ZLpnPrintQuery = z.object({ format: ZLabelFormat.default('pdf') });

export type TLpnAddQuery = z.infer<typeof ZLpnAddQuery>;
export type TLpnPrintBody = z.infer<typeof ZLpnPrintBody>;
