import type { TFloorStock } from '@wms/contract/floor';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import './kitStyle.ts';

function Row({ row }: { row: TFloorStock }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="floor-stock-head">
        <span className="floor-code">{row.location}</span>
        <span className="floor-stock-qty">{t('floor.stock.qty', { qty: row.qty, qoh: row.qoh })}</span>
      </span>
      <span className="floor-code floor-stock-sku">{row.sku}</span>
      {row.itemName && <span className="floor-stock-name">{row.itemName}</span>}
      <span className="floor-stock-facts">
        {row.lotNo && (
          <span>
            {t('floor.stock.lot')} <span className="floor-code">{row.lotNo}</span>
          </span>
        )}
        {row.lpn && (
          <span>
            {t('floor.stock.lpn')} <span className="floor-code">{row.lpn}</span>
          </span>
        )}
        {row.qal > 0 && <span>{t('floor.stock.allocated', { qal: row.qal })}</span>}
      </span>
    </>
  );
}

/** Stock rows as cards, read at arm's length; with `onPick` each card is a button that picks its row. */
export function StockRows({ rows, onPick }: { rows: TFloorStock[]; onPick?: (row: TFloorStock) => void }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="floor-note">{t('floor.stock.none')}</p>;
  return (
    <ul className="floor-stock">
      {rows.map((row) => (
        <li key={row.id}>
          {onPick ? (
            <button type="button" className="floor-stock-card" onClick={() => onPick(row)}>
              <Row row={row} />
            </button>
          ) : (
            <div className="floor-stock-card">
              <Row row={row} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
