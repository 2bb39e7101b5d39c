import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { DictFilter, useAddressFilters } from './AddressFilters.tsx';
import { PostingList } from './PostingList.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Container postings (`/inventory/accountPosting`): every account's postings with their running
 * balance, filtered by packaging type, kind and date; the filters live in the address.
 */
export default function PostingPage() {
  const { t } = useTranslation();
  const { params, set } = useAddressFilters();
  const type = params.get('type') ?? undefined;
  const kind = params.get('kind') ?? undefined;
  const start = DAY.test(params.get('start') ?? '') ? params.get('start')! : undefined;
  const end = DAY.test(params.get('end') ?? '') ? params.get('end')! : undefined;
  const extraBody = useMemo(() => ({ packagingType: type, kind, start, end }), [type, kind, start, end]);
  return (
    <div style={{ padding: 16 }}>
      <PostingList
        extraBody={extraBody}
        toolbar={() => (
          <>
            <DictFilter
              name="packagingType"
              label={t('ctrAccount.packagingType')}
              width={160}
              value={type}
              onChange={(v) => set({ type: v })}
            />
            <DictFilter
              name="postingKind"
              label={t('ctrAccount.postingKind')}
              width={160}
              value={kind}
              onChange={(v) => set({ kind: v })}
            />
            <DatePicker.RangePicker
              aria-label={t('ctrAccount.range')}
              value={start && end ? [dayjs(start), dayjs(end)] : null}
              onChange={(r) => set({ start: r?.[0]?.format('YYYY-MM-DD'), end: r?.[1]?.format('YYYY-MM-DD') })}
            />
          </>
        )}
      />
    </div>
  );
}
