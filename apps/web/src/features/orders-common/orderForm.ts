import { ApiError } from '../../shared/api/request.ts';
import { editableFields, formValuesToPayload, rowToFormValues } from '../../shared/form/formValues.ts';
import type { FieldError } from '../../shared/form/useFormSubmit.ts';
import type { OrderFormDef, OrderShape } from './orderDef.ts';

/**
 * Conversions of an order's add/edit screen: the order as form values, the form values as the `~add` /
 * `~update` body, and a refusal's field (`extRef`, `items.2.qty`) as the form item to mark.
 */

export interface LineValues {
  id?: number;
  skuLabel?: string | null;
  [field: string]: unknown;
}
export interface OrderFormValues {
  items: LineValues[];
  [field: string]: unknown;
}

/** An order (edit) or nothing but a suggested number (add) as form values; labels ride along for the selects. */
export function orderToForm(def: OrderFormDef, order: OrderShape | null, no?: string): OrderFormValues {
  if (!order) return { ...rowToFormValues(def.order, null), no, items: [{ ...def.newLine }] };
  return {
    ...rowToFormValues(def.order, order),
    items: order.items.map((l) => {
      const line: LineValues = { ...rowToFormValues(def.line, l), id: l.id };
      for (const name of def.lineLabels) line[name] = l[name];
      return line;
    }),
  };
}

/** The body of `~add` (no id) or `~update`: emptied optional fields go as null, a blank number is left to the server. */
export function formToBody(def: OrderFormDef, values: OrderFormValues, id?: number): Record<string, unknown> {
  const body = formValuesToPayload(def.order, values, id);
  if (body.no == null) delete body.no;
  const lineNames = editableFields(def.line).map((f) => f.name);
  body.items = (values.items ?? []).map((line) => {
    const out = formValuesToPayload(def.line, line, line.id);
    // Only what the table edits; other line fields keep what the server has.
    for (const k of Object.keys(out)) if (k !== 'id' && !lineNames.includes(k)) delete out[k];
    return out;
  });
  return body;
}

/** Lines the user removed while editing: they go through `~item/delete` once the order is saved. */
export function removedLines(order: OrderShape | null, values: OrderFormValues): number[] {
  if (!order) return [];
  const kept = new Set((values.items ?? []).map((l) => l.id).filter((id) => id !== undefined));
  return order.items.map((l) => l.id).filter((id) => !kept.has(id));
}

/** The form item a refusal names: a header field, or `['items', i, field]` for a line. */
export function formErrorOf(def: OrderFormDef, e: unknown): FieldError | null {
  if (!(e instanceof ApiError)) return null;
  const { field, message } = (e.reply ?? {}) as { field?: unknown; message?: unknown };
  if (typeof field !== 'string') return null;
  const text = typeof message === 'string' && message ? message : e.message;
  const parts = field.replace(/^body\./, '').split('.');
  if (parts[0] === 'items' && parts.length === 3 && /^\d+$/.test(parts[1]!) && def.lineColumns.includes(parts[2]!)) {
    return { field: ['items', Number(parts[1]), parts[2]!], message: text };
  }
  const header = editableFields(def.order).map((f) => f.name);
  return parts.length === 1 && header.includes(parts[0]!) ? { field: parts[0]!, message: text } : null;
}
