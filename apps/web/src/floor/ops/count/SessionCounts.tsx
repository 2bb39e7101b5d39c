import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type SessionEntry, sessionByLocation } from './countFlow.ts';

/** What this worker counted since opening the task, per location (the current one first), each with its answer. */
export function SessionCounts({ session, location }: { session: readonly SessionEntry[]; location?: string }) {
  const { t } = useTranslation();
  if (session.length === 0) return null;
  return (
    <section className="floor-kit-stack" aria-label={t('floor.count.session')}>
      <h2 className="floor-kit-step">{t('floor.count.session')}</h2>
      {sessionByLocation(session, location).map(([loc, entries]) => (
        <section key={loc} aria-label={t('floor.count.atLocation', { code: loc })}>
          <p className="floor-stock-head floor-code">{t('floor.count.atLocation', { code: loc })}</p>
          <ul className="floor-stock">
            {entries.map((e) => (
              <li key={e.key} className="floor-stock-card" data-status={e.status}>
                <span className="floor-stock-head">
                  <span className="floor-code">{t('floor.count.line', { sku: e.sku, qty: e.qty })}</span>
                  <span className="floor-stock-qty">{t(`floor.count.status.${e.status}`)}</span>
                </span>
                {e.lotNo && (
                  <span className="floor-stock-facts">
                    <span>
                      {t('floor.stock.lot')} <span className="floor-code">{e.lotNo}</span>
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
