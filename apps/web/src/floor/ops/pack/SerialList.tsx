import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/** The serial numbers scanned for an item, each with a button that takes it out again. */
export function SerialList({ serials, onRemove }: { serials: readonly string[]; onRemove: (sn: string) => void }) {
  const { t } = useTranslation();
  if (serials.length === 0) return <p className="floor-note">{t('floor.pack.snNone')}</p>;
  return (
    <ul className="floor-stock" aria-label={t('floor.pack.snList', { count: serials.length })}>
      {serials.map((sn) => (
        <li key={sn} className="floor-qty-row">
          <span className="floor-stock-card floor-code">{sn}</span>
          <button
            type="button"
            className="floor-qty-step"
            aria-label={t('floor.pack.snRemove', { sn })}
            onClick={() => onRemove(sn)}
          >
            ✕
          </button>
        </li>
      ))}
    </ul>
  );
}
