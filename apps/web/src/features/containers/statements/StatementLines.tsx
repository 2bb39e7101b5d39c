import { useQuery } from '@tanstack/react-query';
import { amountText } from '@wms/contract/containers/money';
import type { TStatementLine } from '@wms/contract/containers/statement-schema';
import { Alert, Drawer, Table } from 'antd';
import { useDict } from '../../../shared/form/useDict.ts';
import { formatThousands } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { useFieldLabel } from '../../../shared/table/labels.ts';
import { StatementCounts } from './StatementCounts.tsx';
import { StatementHistory, StatementSend } from './StatementHistory.tsx';
import { fetchStatement } from './statementApi.ts';

/** The statement a list row or dialog names. */
export interface NamedStatement {
  id: number;
  partnerCode: string;
  partnerName: string;
  month: string;
}

export const statementQuery = (id: number) => ({ queryKey: ['ctrStatement', id], queryFn: () => fetchStatement(id) });

const UNITS = ['opening', 'outQty', 'backQty', 'closing', 'writtenOff'] as const;
const MONEY = ['rent', 'lossValue'] as const;
/** A charged statement's terms per line: the write-offs charged for, and the free days the type's rent counted. */
const TERMS = ['chargedOff', 'freeDays'] as const;

/**
 * A statement's lines, one per packaging type: units never added up across types (pallets and
 * lids make no sum), money is, in the statement's currency (named in the headings, with its places).
 * `only` narrows the unit columns (the answer dialog shows the closing).
 */
export function StatementLines({ id, only }: { id: number; only?: readonly (typeof UNITS)[number][] }) {
  const { t } = useTranslation();
  const label = useFieldLabel('ctrStatement');
  const typeLabel = useFieldLabel('ctrBalance');
  const types = useDict('packagingType');
  const detail = useQuery(statementQuery(id));
  if (detail.isError) return <Alert type="warning" showIcon title={t('ctrStatement.linesFailed')} />;
  const units = only ?? UNITS;
  const money = only ? [] : MONEY;
  const currency = detail.data?.statement?.currency;
  const terms = only || !detail.data?.statement?.charged ? [] : TERMS;
  const title = (name: string) => (name === 'writtenOff' ? t('ctrStatement.writtenOff') : label(name));
  const termTitle = (name: (typeof TERMS)[number]) =>
    name === 'chargedOff' ? t('ctrStatement.chargedOff') : t('ctrStatement.lineFreeDays');
  const moneyTitle = (name: string) => (currency ? t('ctrStatement.inCurrency', { label: label(name), currency }) : label(name));
  return (
    <Table<TStatementLine>
      size="small"
      rowKey="packagingType"
      data-testid="statement-lines"
      loading={detail.isLoading}
      pagination={false}
      dataSource={detail.data?.lines ?? []}
      locale={{ emptyText: t('ctrStatement.noLines') }}
      columns={[
        {
          key: 'packagingType',
          title: typeLabel('packagingType'),
          render: (_, l) => types.labelOf(l.packagingType),
        },
        ...units.map((name) => ({
          key: name,
          title: title(name),
          align: 'right' as const,
          render: (_: unknown, l: TStatementLine) => formatThousands(l[name]),
        })),
        ...terms.map((name) => ({
          key: name,
          title: termTitle(name),
          align: 'right' as const,
          render: (_: unknown, l: TStatementLine) => formatThousands(l[name]),
        })),
        ...money.map((name) => ({
          key: name,
          title: moneyTitle(name),
          align: 'right' as const,
          render: (_: unknown, l: TStatementLine) => amountText(l[name], currency),
        })),
      ]}
    />
  );
}

/**
 * The statement beside the list: what the row's money is owed for, per packaging type; a dispute's counts with the
 * differences to accept; the earlier versions and what happened to it.
 */
export function StatementLinesDrawer({ statement, onClose }: { statement: NamedStatement | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={!!statement}
      onClose={onClose}
      size={760}
      title={
        statement
          ? t('ctrStatement.linesTitle', {
              partner: `${statement.partnerCode} ${statement.partnerName}`,
              month: statement.month.slice(0, 7),
            })
          : ''
      }
    >
      {statement && (
        <>
          <StatementLines id={statement.id} />
          <StatementCounts id={statement.id} />
          <StatementSend id={statement.id} />
          <StatementHistory id={statement.id} />
        </>
      )}
    </Drawer>
  );
}
