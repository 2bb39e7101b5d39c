import type { TTfOrderAdd } from '@wms/contract/inbound/tf-order';
import { tfOrder } from '@wms/contract/inbound/tf-order';

/** `/inbound/tf/order` calls (docs/api.md "Transfer orders"). */
export const TF_PATH = tfOrder.path;
export const TF_PRINT_URL = `${TF_PATH}/~print`;
export const STOCK_PAGE_URL = '/inventory/stock/~page/get';

/** A stock row as `/inventory/stock/~page/get` lists it (the fields the transfer screens show). */
export interface StockRow {
  id: number;
  sku: number;
  skuLabel?: string | null;
  itemName?: string | null;
  location: number;
  locationLabel?: string | null;
  lotNo?: string | null;
  lpn?: string | null;
  qty: number;
}

/** A line of the add form: the source row as picked (shown read-only), the destination and quantity entered. */
export interface LineDraft {
  stock: number;
  source: StockRow;
  location?: number | null;
  qty?: number | null;
}

export interface AddFormValues {
  no?: string;
  warehouse?: number | null;
  postingDate?: string | null;
  comment?: string | null;
  items?: LineDraft[];
}

/** New lines for the picked rows, skipping rows already on the order; the quantity starts at what is available. */
export function linesFor(current: readonly LineDraft[], picked: readonly StockRow[]): LineDraft[] {
  const have = new Set(current.map((l) => l.stock));
  return [
    ...current,
    ...picked.filter((r) => !have.has(r.id)).map((r) => ({ stock: r.id, source: r, location: null, qty: r.qty })),
  ];
}

/**
 * What the lines of one stock row ask for together, up to and including line `index`: the server
 * refuses an order whose lines on one row add up to more than it has available.
 */
export function askedUpTo(lines: readonly LineDraft[], index: number): number {
  const stockId = lines[index]?.stock;
  let sum = 0;
  for (let i = 0; i <= index; i++) if (lines[i]?.stock === stockId) sum += lines[i]?.qty ?? 0;
  return sum;
}

/** The `~add` body: the number only when typed (the server generates one otherwise). */
export function addBody(v: AddFormValues): TTfOrderAdd {
  const no = v.no?.trim();
  return {
    ...(no ? { no } : {}),
    warehouse: v.warehouse!,
    postingDate: v.postingDate!,
    comment: v.comment?.trim() || null,
    items: (v.items ?? []).map((l) => ({ stock: l.stock, location: l.location!, qty: l.qty! })),
  };
}

/** The stock query of the picker: the warehouse's rows with something available, not held. */
export function availableStockQuery(warehouse: number, page: number, length: number, lpn?: string) {
  const filter: { field: string; operator: string; value: unknown }[] = [
    { field: 'warehouse', operator: 'eq', value: warehouse },
    { field: 'status', operator: 'eq', value: 'available' },
    { field: 'qty', operator: 'gt', value: 0 },
  ];
  if (lpn) filter.push({ field: 'lpn', operator: 'include', value: lpn });
  return { page, length, prop: 'location', order: 'asc', filter };
}
