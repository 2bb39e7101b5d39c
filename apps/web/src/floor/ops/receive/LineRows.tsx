import type { ReactNode } from 'react';
import type { IbLine } from './inboundOrders.ts';

/** An order's lines as cards: SKU and how many, the item's name, and what else the step needs. */
export function LineRows({
  lines,
  qty,
  facts,
  onPick,
}: {
  lines: readonly IbLine[];
  qty: (line: IbLine) => ReactNode;
  facts?: (line: IbLine) => ReactNode;
  onPick?: (line: IbLine) => void;
}) {
  const body = (l: IbLine) => (
    <>
      <span className="floor-stock-head">
        <span className="floor-code">{l.skuLabel}</span>
        <span className="floor-stock-qty">{qty(l)}</span>
      </span>
      {l.itemName && <span className="floor-stock-name">{l.itemName}</span>}
      {facts && <span className="floor-stock-facts">{facts(l)}</span>}
    </>
  );
  return (
    <ul className="floor-stock">
      {lines.map((l) => (
        <li key={l.id}>
          {onPick ? (
            <button type="button" className="floor-stock-card" onClick={() => onPick(l)}>
              {body(l)}
            </button>
          ) : (
            <div className="floor-stock-card">{body(l)}</div>
          )}
        </li>
      ))}
    </ul>
  );
}
