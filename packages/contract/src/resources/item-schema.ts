import { z } from 'zod';
import { zId, zText } from '../scalars-schema.ts';

// Request schemas of the item resource's own routes; the definition (item.ts) stays free of zod.

/** `POST /product/item/~sku/add?wh=` query (body `{id}`): the warehouse of the new SKU; the default warehouse when absent. */
export const ZItemSkuAddQuery = z.object({
  wh: zId().optional(),
  _: zText(32).optional(),
});
