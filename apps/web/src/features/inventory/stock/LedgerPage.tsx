import { perm } from '@wms/contract/permissions';
import { stockLedger } from '@wms/contract/stock';
import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';

/** The views of Stock history (issue 11 names all, outbound, inbound and adjustment records). */
const VIEWS = ['all', 'inbound', 'outbound', 'adjustment'] as const;
type LedgerView = (typeof VIEWS)[number];

/** Ledger types of each view: adjustments are every change of the book that is neither a receipt, an issue nor a move. */
const TYPES: Record<Exclude<LedgerView, 'all'>, string[]> = {
  inbound: ['inbound'],
  outbound: ['outbound'],
  adjustment: ['adjustment', 'scrap', 'restore', 'unbind'],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The stock ledger: every movement, newest first, with the date range (start, end) above the list
 * and the filter drawer for the rest. `type` fixes the movement type (the inbound ledger).
 */
export function LedgerScreen({ type }: { type?: LedgerView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const picked = params.get('type') as LedgerView | null;
  const view: LedgerView = type ?? (picked && VIEWS.includes(picked) ? picked : 'all');
  const start = DAY.test(params.get('start') ?? '') ? params.get('start')! : undefined;
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : undefined;
  const extraBody = useMemo(
    () => ({ ...(view === 'all' ? {} : { type: TYPES[view] }), ...(start ? { start } : {}), ...(end ? { end } : {}) }),
    [view, start, end],
  );
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const merged = { type: picked ?? undefined, start, end, ...patch };
    for (const [k, v] of Object.entries(merged)) if (v && v !== 'all') next.set(k, v);
    // A new range or type is a new list: back to its first page, filter and sort cleared.
    setParams(next);
  };
  return (
    <div style={{ padding: 16 }}>
      <ListTable
        key={`${view}|${start}|${end}`}
        def={stockLedger}
        extraBody={extraBody}
        toolbar={(ctx) => (
          <>
            {!type && (
              <Segmented<LedgerView>
                value={view}
                onChange={(v) => set({ type: v })}
                options={VIEWS.map((v) => ({ value: v, label: t(`stock.ledger.${v}`) }))}
              />
            )}
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={[t('stock.ledger.start'), t('stock.ledger.end')]}
              value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
              onChange={(range) =>
                set({ start: range?.[0]?.format('YYYY-MM-DD') ?? undefined, end: range?.[1]?.format('YYYY-MM-DD') ?? undefined })
              }
            />
            <ExportButton path={stockLedger.path} ctx={ctx} permission={perm('inventory', 'ledger', 'export')} />
          </>
        )}
      />
    </div>
  );
}
