import { z } from 'zod';
import type { FieldDef, ResourceDef } from './resource.ts';
import { createSchema, rowSchema } from './resource-schema.ts';
import { zId, zText } from './scalars-schema.ts';

/** Most quantities one line may carry: far above any receipt, well inside int4 sums of a 1,000-line order. */
export const LINE_QTY_MAX = 1_000_000;

/** Most lines one order (or one put-away) may carry. */
export const ORDER_LINES_MAX = 1000;

/** A listed, sortable text field of an order or line definition. */
export const textField = (name: string, max: number, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'string',
  max,
  list: true,
  sortable: true,
  ...extra,
});

export const dateField = (name: string): FieldDef => ({ name, kind: 'date', list: true, sortable: true });

/**
 * The schemas every order-with-lines shares (inbound, outbound, request orders): a line, a line
 * update, `~add` (the header with at least one line; `no` may be left out, the server numbers the
 * order), `~update` (header fields to change; `items` with an id change that line, without one add a
 * line), and the row and detail replies.
 */
export function orderSchemas(order: ResourceDef, line: ResourceDef) {
  const ZLine = createSchema(line);
  const ZOrderRow = rowSchema(order);
  const ZLineRow = rowSchema(line);
  return {
    ZLine,
    ZLineUpdate: ZLine.partial().extend({ id: zId() }),
    ZOrderAdd: createSchema(order).extend({
      no: zText(50).trim().optional(),
      items: z.array(ZLine).min(1).max(ORDER_LINES_MAX),
    }),
    ZOrderUpdate: createSchema(order)
      .partial()
      .extend({
        id: zId(),
        items: z
          .array(ZLine.partial().extend({ id: zId().optional() }))
          .max(ORDER_LINES_MAX)
          .optional(),
      }),
    ZOrderRow,
    ZLineRow,
    ZOrderDetail: ZOrderRow.extend({ items: z.array(ZLineRow) }),
  };
}
