export interface ReceiveCandidate {
  id: number;
  lineNo: number;
  recvQty: number;
  shipQty: number;
  lotNo: string | null;
}

export type ReceiveChoice<L> = { line: L; fillLot?: string } | { otherLot: L };

const lotOf = (l: ReceiveCandidate) => l.lotNo?.trim() || null;

/**
 * Which line of its SKU a scanned carton counts on (docs/decisions/floor.md "The floor reads every label"). A line that names
 * a lot is lot-controlled: it takes only cartons of that lot. A label's lot goes to an open line of that
 * lot, else to an open line without one (which then takes it); open lines only of other lots refuse the
 * carton naming both lots. Without a lot on the label the first open line counts it. No open line: the
 * first line, whose over-receipt is refused by the caller.
 */
export function receiveLine<L extends ReceiveCandidate>(lines: readonly L[], lot: string | undefined): ReceiveChoice<L> {
  const open = lines.filter((l) => l.recvQty < l.shipQty);
  if (!open.length) return { line: lines[0]! };
  if (lot === undefined) return { line: open[0]! };
  const same = open.find((l) => lotOf(l) === lot);
  if (same) return { line: same };
  const free = open.find((l) => lotOf(l) === null);
  if (free) return { line: free, fillLot: lot };
  return { otherLot: open[0]! };
}
