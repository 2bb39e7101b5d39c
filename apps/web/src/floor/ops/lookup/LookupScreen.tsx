import type { TFloorLookup } from '@wms/contract/floor';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { FloorApiError, floorGet } from '../../floorApi.ts';
import { FeedbackBanner } from '../../kit/FeedbackBanner.tsx';
import { ScanField } from '../../kit/ScanField.tsx';
import { StockRows } from '../../kit/StockRows.tsx';
import { useFeedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';

export const lookupUrl = (code: string) => `/inventory/floor/~lookup?code=${encodeURIComponent(code)}`;

/** /floor/lookup: scan anything, see what it is and the stock there. */
export function LookupScreen() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const toLogin = useToLogin();
  const [found, setFound] = useState<TFloorLookup>();
  // Only the latest scan's answer is shown: answers to quick scans may come back out of order.
  const latest = useRef(0);

  const onScan = (code: string) => {
    const mine = ++latest.current;
    setFound(undefined);
    feedback.pending(t('floor.lookup.pending', { code }));
    floorGet<{ data: TFloorLookup }>(lookupUrl(code)).then(
      ({ data }) => {
        if (mine !== latest.current) return;
        setFound(data);
        if (data.kind === 'none') feedback.warn(t('floor.lookup.none', { code: data.code }));
        else feedback.ok(t(`floor.lookup.${data.kind}`, { code: data.code }));
      },
      (e: unknown) => {
        if (mine !== latest.current) return;
        if (e instanceof FloorApiError && e.status === 401) toLogin();
        else feedback.error(e instanceof Error ? e.message : String(e));
      },
    );
  };

  return (
    <div className="floor-kit-stack">
      <FeedbackBanner feedback={feedback} />
      <ScanField prompt={t('floor.lookup.prompt')} onScan={onScan} feedback={feedback} />
      {found && found.kind !== 'none' && (
        <>
          <h2 className="floor-kit-step">
            <span className="floor-code">{t(`floor.lookup.${found.kind}`, { code: found.code })}</span>
          </h2>
          <StockRows rows={found.rows} />
          {found.more && <p className="floor-note">{t('floor.lookup.more', { count: found.rows.length })}</p>}
        </>
      )}
    </div>
  );
}
