import { z } from 'zod';
import { zId } from '../scalars-schema.ts';

// Request schemas of the item-pack resource's own routes; the definition (item-pack.ts) stays free of zod.

/** `POST /product/item/pack/~all/get` body: every pack, or only the packs of one item. */
export const ZItemPackAllBody = z.object({ item: zId().optional() }).nullish();
