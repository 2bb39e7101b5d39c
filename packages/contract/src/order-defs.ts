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
 * One field in which a second `~add` under an API key's `extRef` differs from the first (`items.1.qty`; absent: null;
 * docs/api.md "Orders from an ERP").
 */
export const ZSenderRefDifference = z.object({
  field: z.string().describe('The body path: a header field, `items.<i>` for a line only one body has, `items.<i>.<field>`'),
  first: z.unknown().describe('Its value in the first body (null when absent)'),
  now: z.unknown().describe('Its value in this body (null when absent)'),
});
export type TSenderRefDifference = z.infer<typeof ZSenderRefDifference>;

/** What `extRef` means to `~add`, in the OpenAPI document. */
const EXT_REF_ADD =
  "With an API key (Authorization: Bearer) the order's reference at its sender: the same key sending it again gets this " +
  'order back (`existing: true`), or a 409 naming the differences when the body differs (docs/api.md "Orders from an ERP"). ' +
  'From a console session it is free text: the same value may be on many orders.';

/** A rule over a line's fields (its check and the document's words for it), given the line's object schema. */
export type LineRule = <T extends z.ZodObject>(line: T) => T;

/**
 * The schemas every order-with-lines shares (inbound, outbound, request orders): a line, a line
 * update, `~add` (the header with at least one line; `no` may be left out, the server numbers the
 * order), `~update` (header fields to change; `items` with an id change that line, without one add a
 * line), and the row and detail replies. `lineRule` adds a kind's rule tying a line's fields together to
 * every line schema (a new line, and a change of one by id).
 */
export function orderSchemas(order: ResourceDef, line: ResourceDef, lineRule: LineRule = (l) => l) {
  const base = createSchema(line);
  const ZLine = lineRule(base);
  const ZOrderRow = rowSchema(order);
  const ZLineRow = rowSchema(line);
  const header = createSchema(order);
  const extRef = header.shape.extRef;
  return {
    ZLine,
    ZLineUpdate: lineRule(base.partial().extend({ id: zId() })),
    ZOrderAdd: header.extend({
      no: zText(50).trim().optional(),
      ...(extRef && { extRef: extRef.describe(EXT_REF_ADD) }),
      items: z.array(ZLine).min(1).max(ORDER_LINES_MAX),
    }),
    ZOrderUpdate: createSchema(order)
      .partial()
      .extend({
        id: zId(),
        items: z
          .array(lineRule(base.partial().extend({ id: zId().optional() })))
          .max(ORDER_LINES_MAX)
          .optional(),
      }),
    ZOrderRow,
    ZLineRow,
    ZOrderDetail: ZOrderRow.extend({ items: z.array(ZLineRow) }),
  };
}
