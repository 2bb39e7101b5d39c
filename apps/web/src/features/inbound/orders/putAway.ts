import type { IbLine, StoreItem } from './api.ts';

/** One row of the put-away dialog: an open line and what the user fills in for it. */
export interface PutAwayRow {
  id: number;
  lineNo: number;
  skuLabel?: string | null;
  /** What is still to be put away: shipQty − stockQty. */
  open: number;
  stockQty: number | null;
  location: number | null;
  locationLabel?: string | null;
  lotNo: string | null;
  shipBoxLbl: string | null;
}

export const openQty = (l: Pick<IbLine, 'shipQty' | 'stockQty'>) => Math.max(0, l.shipQty - (l.stockQty ?? 0));

/** The dialog's rows: the lines with something left to put away, each proposing its whole open quantity and its plan. */
export function putAwayRows(lines: readonly IbLine[]): PutAwayRow[] {
  return lines
    .filter((l) => openQty(l) > 0)
    .map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      skuLabel: l.skuLabel,
      open: openQty(l),
      stockQty: openQty(l),
      location: l.location ?? null,
      locationLabel: l.locationLabel,
      lotNo: l.lotNo ?? null,
      shipBoxLbl: l.shipBoxLbl ?? null,
    }));
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The `~store` items of the chosen rows, in the dialog's order. Blanks go as null: the server
 * answers a missing field with the spec's own message ('shipBoxLbl, stockQty, location required').
 */
export function storeItems(rows: readonly PutAwayRow[], chosen: ReadonlySet<number>): StoreItem[] {
  return rows
    .filter((r) => chosen.has(r.id))
    .map((r) => ({
      id: r.id,
      stockQty: typeof r.stockQty === 'number' ? r.stockQty : null,
      location: r.location ?? null,
      lotNo: text(r.lotNo),
      shipBoxLbl: text(r.shipBoxLbl),
    }));
}

/** Labels made by `~box/label/fill` go into rows still without one; what the user typed stays. */
export function withFilledLabels(rows: readonly PutAwayRow[], lines: readonly IbLine[]): PutAwayRow[] {
  const byId = new Map(lines.map((l) => [l.id, l.shipBoxLbl]));
  return rows.map((r) => (text(r.shipBoxLbl) ? r : { ...r, shipBoxLbl: byId.get(r.id) ?? r.shipBoxLbl }));
}

/**
 * Where a refusal of `~store` belongs: `items.<i>.<field>` counts the items sent, so it is
 * turned back into the dialog row of that line.
 */
export function refusedCell(field: unknown, sent: readonly StoreItem[]): { id: number; field: string } | null {
  if (typeof field !== 'string') return null;
  const m = /^(?:body\.)?items\.(\d+)\.(\w+)$/.exec(field);
  const item = m ? sent[Number(m[1])] : undefined;
  return item ? { id: item.id, field: m![2]! } : null;
}
