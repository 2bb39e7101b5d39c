import type { FieldDef, ResourceDef } from '@wms/contract/resource';

/** What an order area (inbound, outbound) tells the shared add/edit code: its contract and its line table. */
export interface OrderFormDef {
  order: ResourceDef;
  line: ResourceDef;
  /** The area's i18n group (`ibOrder`, `obOrder`): header, lines, save, linesMin… are looked up in it. */
  text: string;
  /** The antd form name, hence the inputs' ids (`ib-order_items_0_sku`). */
  formName: string;
  /** The line fields the lines table edits, in column order; the rest of the line is the server's. */
  lineColumns: readonly string[];
  /** Label fields of a line's selects (`skuLabel`) that ride along in the form, never sent. */
  lineLabels: readonly string[];
  /** A new line's values. */
  newLine: Record<string, unknown>;
}

export interface OrderLineShape {
  id: number;
  [field: string]: unknown;
}

export interface OrderShape {
  id: number;
  no: string;
  status: number;
  items: OrderLineShape[];
  [field: string]: unknown;
}

export const lineFieldOf = (def: OrderFormDef, name: string): FieldDef => def.line.fields.find((f) => f.name === name)!;
