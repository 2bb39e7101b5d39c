import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { amountText } from '@wms/contract/containers/money';
import { ctrStatement, STATEMENT_STATUSES, type StatementStatus, statementActions } from '@wms/contract/containers/statement';
import type { ResourceDef } from '@wms/contract/resource';
import { Button, DatePicker, Select, Tag, Typography } from 'antd';
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
import { SendDialog } from './SendDialog.tsx';
import { type NamedStatement, StatementLinesDrawer } from './StatementLines.tsx';
import { printStatement, statementPerm } from './statementApi.ts';

const STATUS_COLOR: Record<StatementStatus, string> = { issued: 'blue', confirmed: 'green', disputed: 'red' };

/**
 * The row's unit figures add up every packaging type (pallets + boxes + lids), a sum that means
 * nothing: the list leaves them out, the partner's name opens the lines per type (and the PDF has them).
 */
const CROSS_TYPE_UNITS: ReadonlySet<string> = new Set(['opening', 'outQty', 'backQty', 'closing']);
/**
 * The columns shown first, the money owed right after who and what state, so rent, loss value and
 * total owed stand clear of the actions at 1440 px in either language; the rest follow, offered in
 * the column settings. Interim is a tag in the status, a dispute's comment the status's tooltip.
 */
const SHOWN = ['month', 'partnerCode', 'partnerName', 'status', 'rent', 'lossValue', 'total', 'currency'];
const rank = (name: string) => (SHOWN.includes(name) ? SHOWN.indexOf(name) : SHOWN.length);
/** The list as the screen draws it; same name, so labels, column settings and the table default still apply. */
const STATEMENT_LIST: ResourceDef = {
  ...ctrStatement,
  fields: ctrStatement.fields
    .filter((f) => !CROSS_TYPE_UNITS.has(f.name))
    .map((f) => ({ ...f, list: f.list === true && SHOWN.includes(f.name) }))
    .sort((a, b) => rank(a.name) - rank(b.name)),
};
/** A long name is cut (whole in its tooltip) rather than pushing the amounts under the actions. */
const NAME_STYLE = { maxWidth: 220 } as const;

/**
 * Container statements (`/inventory/accountStatement`): each partner's monthly statement with its
 * status and what it owes; filters by month, status and partner name (in the address); make a month's
 * statements, open the lines per packaging type or the PDF in either language, record the partner's
 * confirmation or dispute.
 */
export default function StatementPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const { params, set } = useAddressFilters();
  const month = params.get('month') ?? undefined;
  const status = params.get('status') ?? undefined;
  const extraBody = useMemo(() => ({ month, status }), [month, status]);
  const [making, setMaking] = useState(false);
  const [sending, setSending] = useState(false);
  const [answering, setAnswering] = useState<AnsweredStatement | null>(null);
  const [lines, setLines] = useState<NamedStatement | null>(null);
  const [refresh, setRefresh] = useState<() => void>(() => () => {});
  // Minor units of the statement's own currency (its places: CNY 2, JPY 0), named in the currency column beside.
  const money = (v: unknown, row: Row) => amountText(Number(v ?? 0), typeof row.currency === 'string' ? row.currency : undefined);
  return (
    <div style={{ padding: 16 }}>
      <ListTable<Row>
        def={STATEMENT_LIST}
        extraBody={extraBody}
        renderers={{
          month: (v) => String(v ?? '').slice(0, 7),
          partnerName: (v, row) => (
            <Typography.Link
              ellipsis
              style={NAME_STYLE}
              title={String(v ?? '')}
              onClick={() => setLines(row as unknown as NamedStatement)}
            >
              {String(v ?? '')}
            </Typography.Link>
          ),
          status: (v, row) => {
            const s = v as StatementStatus;
            return (
              <>
                <Tag color={STATUS_COLOR[s]} title={typeof row.responseComment === 'string' ? row.responseComment : undefined}>
                  {t(`ctrStatement.status.${s}`)}
                </Tag>
                {row.interim === true && <Tag color="orange">{t('ctrStatement.interim')}</Tag>}
              </>
            );
          },
          rent: money,
          lossValue: money,
          total: money,
        }}
        actionsWidth={228}
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
            {has(statementPerm('send')) && (
              <Button
                icon={<MailOutlined />}
                onClick={() => {
                  setRefresh(() => ctx.refresh);
                  setSending(true);
                }}
              >
                {t('ctrStatement.sendMonth')}
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
      <SendDialog open={sending} onClose={() => setSending(false)} onDone={refresh} />
      <AnswerDialog statement={answering} onClose={() => setAnswering(null)} onDone={refresh} />
      <StatementLinesDrawer statement={lines} onClose={() => setLines(null)} />
    </div>
  );
}
