import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { ItemView } from './countFlow.ts';

function Body({ view, picked }: { view: ItemView; picked: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="floor-stock-head">
        <span className="floor-code">{view.sku}</span>
        <span className="floor-stock-qty">
          {view.counted === null ? t('floor.count.uncounted') : t('floor.count.counted', { counted: view.counted })}
          {view.book !== null && ` · ${t('floor.count.book', { book: view.book })}`}
        </span>
      </span>
      {view.itemName && <span className="floor-stock-name">{view.itemName}</span>}
      <span className="floor-stock-facts">
        {picked && <span>{t('floor.count.lotPicked')}</span>}
        {view.lotNo && (
          <span>
            {t('floor.stock.lot')} <span className="floor-code">{view.lotNo}</span>
          </span>
        )}
        {view.lpn && (
          <span>
            {t('floor.stock.lpn')} <span className="floor-code">{view.lpn}</span>
          </span>
        )}
        {view.found && <span>{t('floor.count.foundTag')}</span>}
      </span>
    </>
  );
}

/**
 * A place's items as cards: SKU, counted so far and, on an open task only, the book. With `onPick`
 * each card is a button that picks its lot; `lotNo` marks the lot picked.
 */
export function CountItems({
  views,
  onPick,
  lotNo = null,
}: {
  views: readonly ItemView[];
  onPick?: (view: ItemView) => void;
  lotNo?: string | null;
}) {
  return (
    <ul className="floor-stock">
      {views.map((view) => {
        const picked = lotNo !== null && view.lotNo === lotNo;
        return (
          <li key={view.key}>
            {onPick ? (
              <button type="button" className="floor-stock-card" aria-pressed={picked} onClick={() => onPick(view)}>
                <Body view={view} picked={picked} />
              </button>
            ) : (
              <div className="floor-stock-card">
                <Body view={view} picked={false} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
