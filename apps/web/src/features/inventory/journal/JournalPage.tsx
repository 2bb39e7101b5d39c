import { JOURNAL_VIEWS, journalDelivery, stockJournal } from '@wms/contract/inventory/journal';
import { perm } from '@wms/contract/permissions';
import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { ExportButton } from '../../../shared/table/ExportButton.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';

const VIEWS = [...JOURNAL_VIEWS, 'delivery'] as const;
type View = (typeof VIEWS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FORMAT = 'YYYY-MM-DD';

/**
 * The stock journal (`/inventory/journal`): per SKU and day, opening, inbound, outbound, adjustment
 * and closing over a date range (this month unless chosen), or only the inbound or outbound days,
 * or the deliveries per consignee. View and range live in the address, so a link reopens the same list.
 */
export default function JournalPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const picked = params.get('view') as View | null;
  const view: View = picked && VIEWS.includes(picked) ? picked : 'sum';
  const start = DAY.test(params.get('start') ?? '') ? params.get('start')! : dayjs().startOf('month').format(FORMAT);
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : dayjs().format(FORMAT);
  const def = view === 'delivery' ? journalDelivery : stockJournal;
  const extraBody = useMemo(() => ({ view: view === 'delivery' ? 'sum' : view, start, end }), [view, start, end]);
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries({ view, start, end, ...patch })) if (v) next.set(k, v);
    setParams(next);
  };
  return (
    <div style={{ padding: 16 }}>
      <ListTable
        key={`${view}|${start}|${end}`}
        def={def}
        extraBody={extraBody}
        toolbar={(ctx) => (
          <>
            <Segmented<View>
              value={view}
              onChange={(v) => set({ view: v })}
              options={VIEWS.map((v) => ({ value: v, label: t(`journal.${v}`) }))}
            />
            <DatePicker.RangePicker
              aria-label={t('journal.range')}
              allowClear={false}
              value={[dayjs(start), dayjs(end)]}
              onChange={(range) => {
                if (range?.[0] && range[1]) set({ start: range[0].format(FORMAT), end: range[1].format(FORMAT) });
              }}
            />
            <ExportButton path={def.path} ctx={ctx} permission={perm('inventory', 'journal', 'export')} />
          </>
        )}
      />
    </div>
  );
}
