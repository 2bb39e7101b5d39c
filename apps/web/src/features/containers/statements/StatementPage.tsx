import { PlusOutlined } from '@ant-design/icons';
import { amountText } from '@wms/contract/containers/money';
import { ctrStatement, STATEMENT_STATUSES, type StatementStatus, statementActions } from '@wms/contract/containers/statement';
import { Button, DatePicker, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import type { Row } from '../../../shared/table/cells.tsx';
import { ListTable } from '../../../shared/table/ListTable.tsx';
import { useAddressFilters } from '../AddressFilters.tsx';
import { PartnerSearch } from '../PartnerSearch.tsx';
import { AnswerDialog, type AnsweredStatement } from './AnswerDialog.tsx';
import { MakeDialog } from './MakeDialog.tsx';
import { printStatement, statementPerm } from './statementApi.ts';

const STATUS_COLOR: Record<StatementStatus, string> = { issued: 'blue', confirmed: 'green', disputed: 'red' };

/**
 * Container statements (`/inventory/accountStatement`): each partner's monthly statement with its
 * status and what it owes; filters by month, status and partner name (in the address); make a month's
 * statements, open the PDF in either language, record the partner's confirmation or dispute.
 */
export default function StatementPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const { params, set } = useAddressFilters();
  const month = params.get('month') ?? undefined;
  const status = params.get('status') ?? undefined;
  const extraBody = useMemo(() => ({ month, status }), [month, status]);
  const [making, setMaking] = useState(false);
  const [answering, setAnswering] = useState<AnsweredStatement | null>(null);
  const [refresh, setRefresh] = useState<() => void>(() => () => {});
  const money = (v: unknown) => amountText(Number(v ?? 0));
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={ctrStatement}
        extraBody={extraBody}
        renderers={{
          month: (v) => String(v ?? '').slice(0, 7),
          status: (v, row) => {
            const s = v as StatementStatus;
            return (
              <>
                <Tag color={STATUS_COLOR[s]}>{t(`ctrStatement.status.${s}`)}</Tag>
                {row.interim === true && <Tag color="orange">{t('ctrStatement.interim')}</Tag>}
              </>
            );
          },
          rent: money,
          lossValue: money,
          total: money,
        }}
        actionsWidth={240}
        toolbar={(ctx) => (
          <>
            <DatePicker
              picker="month"
              aria-label={t('ctrStatement.month')}
              placeholder={t('ctrStatement.month')}
              value={month ? dayjs(`${month}-01`) : null}
              onChange={(v) => set({ month: v ? v.format('YYYY-MM') : undefined })}
            />
            <Select
              allowClear
              aria-label={t('ctrStatement.status')}
              placeholder={t('ctrStatement.status')}
              style={{ width: 120 }}
              value={status}
              options={STATEMENT_STATUSES.map((s) => ({ value: s, label: t(`ctrStatement.status.${s}`) }))}
              onChange={(v) => set({ status: v })}
            />
            <PartnerSearch ctx={ctx} label={t('ctrStatement.search')} />
            {has(statementPerm('add')) && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  setRefresh(() => ctx.refresh);
                  setMaking(true);
                }}
              >
                {t('ctrStatement.make')}
              </Button>
            )}
          </>
        )}
        rowActions={(row, ctx) => (
          <>
            {has(statementPerm('print')) && (
              <>
                <Button type="link" size="small" onClick={() => printStatement(Number(row.id), 'zh')}>
                  {t('ctrStatement.pdfZh')}
                </Button>
                <Button type="link" size="small" onClick={() => printStatement(Number(row.id), 'en')}>
                  {t('ctrStatement.pdfEn')}
                </Button>
              </>
            )}
            {has(statementPerm('reply')) && statementActions(row.status as StatementStatus).includes('confirm') && (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setRefresh(() => ctx.refresh);
                  setAnswering(row as unknown as AnsweredStatement);
                }}
              >
                {t('ctrStatement.answer')}
              </Button>
            )}
          </>
        )}
      />
      <MakeDialog open={making} onClose={() => setMaking(false)} onDone={refresh} />
      <AnswerDialog statement={answering} onClose={() => setAnswering(null)} onDone={refresh} />
    </div>
  );
}
