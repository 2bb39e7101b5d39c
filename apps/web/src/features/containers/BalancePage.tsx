import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ctrBalance } from '@wms/contract/containers/container-account';
import { Button, Checkbox, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../shared/table/cells.tsx';
import { ExportButton } from '../../shared/table/ExportButton.tsx';
import { ListTable } from '../../shared/table/ListTable.tsx';
import { DictFilter, useAddressFilters } from './AddressFilters.tsx';
import { ClosePeriodDialog } from './ClosePeriodDialog.tsx';
import { fetchPeriod, partnerScreen } from './containerApi.ts';
import { PartnerSearch } from './PartnerSearch.tsx';
import { PostDialog } from './PostDialog.tsx';
import { useUnitTotals } from './unitTotals.ts';
import { EXPORT_PERMISSION, useContainerPerms } from './useContainerPerms.ts';

const partnerLink = (v: unknown, row: Row) => <Link to={partnerScreen(Number(row.partner))}>{String(v ?? '')}</Link>;

/**
 * Container accounts (`/inventory/account`): what each partner holds of each packaging type, aged
 * first in, first out (0–30, 31–60, 61–90, over 90 days), with totals when one packaging type is
 * shown (units of different types do not add up: `unitTotals.ts`). Filters by partner type,
 * packaging type and name live in the address; a partner opens its account.
 */
export default function BalancePage() {
  const { t } = useTranslation();
  const perms = useContainerPerms();
  const { params, set } = useAddressFilters();
  const partnerKind = params.get('kind') ?? undefined;
  const packagingType = params.get('type') ?? undefined;
  const all = params.get('all') === '1';
  const extraBody = useMemo(
    () => ({ partnerKind, packagingType, ...(all ? { open: false } : {}) }),
    [partnerKind, packagingType, all],
  );
  const [posting, setPosting] = useState(false);
  const [closing, setClosing] = useState(false);
  const queries = useQueryClient();
  const period = useQuery({ queryKey: ['ctr-period'], queryFn: fetchPeriod });
  const closedThrough = period.data?.closedThrough;
  const [refresh, setRefresh] = useState<() => void>(() => () => {});
  const totals = useUnitTotals(ctrBalance, packagingType);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={ctrBalance}
        extraBody={extraBody}
        totals={totals}
        renderers={{ partnerName: partnerLink, partnerCode: partnerLink }}
        toolbar={(ctx) => (
          <>
            <DictFilter
              name="partnerKind"
              label={t('ctrAccount.partnerKind')}
              width={140}
              value={partnerKind}
              onChange={(v) => set({ kind: v })}
            />
            <DictFilter
              name="packagingType"
              label={t('ctrAccount.packagingType')}
              width={160}
              value={packagingType}
              onChange={(v) => set({ type: v })}
            />
            <PartnerSearch ctx={ctx} label={t('ctrAccount.search')} />
            <Checkbox checked={all} onChange={(e) => set({ all: e.target.checked ? '1' : undefined })}>
              {t('ctrAccount.showEmpty')}
            </Checkbox>
            {perms.post && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  setRefresh(() => ctx.refresh);
                  setPosting(true);
                }}
              >
                {t('ctrAccount.post')}
              </Button>
            )}
            <ExportButton path={ctrBalance.path} ctx={ctx} permission={EXPORT_PERMISSION} />
            <Typography.Text type="secondary" data-testid="ctr-period">
              {closedThrough ? t('ctrAccount.closedThrough', { day: closedThrough }) : t('ctrAccount.nothingClosed')}
            </Typography.Text>
            {perms.closePeriod && <Button onClick={() => setClosing(true)}>{t('ctrAccount.closePeriod')}</Button>}
          </>
        )}
      />
      <PostDialog open={posting} onClose={() => setPosting(false)} onDone={refresh} />
      <ClosePeriodDialog
        open={closing}
        period={period.data}
        onClose={() => setClosing(false)}
        onDone={(p) => queries.setQueryData(['ctr-period'], p)}
      />
    </div>
  );
}
