import type { ReactNode } from 'react';
import type { IbOrderHead } from './inboundOrders.ts';

/** Orders as big cards, each a button that opens it; `progress` says how far it is, when known. */
export function OrderRows<T extends IbOrderHead>({
  orders,
  progress,
  onPick,
}: {
  orders: readonly T[];
  progress: (order: T) => ReactNode;
  onPick: (order: T) => void;
}) {
  return (
    <ul className="floor-stock">
      {orders.map((o) => (
        <li key={o.id}>
          <button type="button" className="floor-stock-card" onClick={() => onPick(o)}>
            <span className="floor-stock-head">
              <span className="floor-code">{o.no}</span>
              <span className="floor-stock-qty">{progress(o)}</span>
            </span>
            <span className="floor-stock-facts">
              {o.warehouseLabel && <span className="floor-code">{o.warehouseLabel}</span>}
              {o.consignorLabel && <span>{o.consignorLabel}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
