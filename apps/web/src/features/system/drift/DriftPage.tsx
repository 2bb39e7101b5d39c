import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { api } from '../../../shared/api/request.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

interface StockDrift {
  id: number;
  sku: string;
  location: string;
  qoh: number;
  ledger: number;
}

interface ContainerAccountDrift {
  account: number;
  partner: string;
  packagingType: string;
  balance: number;
  posted: number;
  open: number;
}

const rowsOf = async <R,>(url: string) => (await api.get<{ data: { rows: R[] } }>(url)).data.rows;

/** One report: its check button, its verdict and the rows that differ (none, unless a write went round its module). */
function DriftSection<R extends object>(props: {
  url: string;
  rowKey: keyof R & string;
  prefix: 'drift' | 'drift.account';
  columns: ColumnsType<R>;
}) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['drift', props.url], queryFn: () => rowsOf<R>(props.url) });
  const rows = q.data ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`${props.prefix}.intro`)}
      </Typography.Paragraph>
      <Space>
        <Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void q.refetch()}>
          {t('drift.refresh')}
        </Button>
      </Space>
      {q.isSuccess &&
        (rows.length ? (
          <Alert type="error" showIcon title={t(`${props.prefix}.found`, { count: rows.length })} />
        ) : (
          <Alert type="success" showIcon title={t(`${props.prefix}.none`)} />
        ))}
      <Table<R>
        size="small"
        rowKey={props.rowKey}
        loading={q.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${props.prefix}.none`)} /> }}
        columns={props.columns}
      />
    </Space>
  );
}

/**
 * Ledger drift (administrators, `/system/drift`): every stock row whose on-hand quantity differs from the
 * sum of its ledger (`GET /inventory/stock/_drift`), and every container account whose balance differs from
 * the sum of its postings or of its open units (`GET /inventory/account/_drift`). Only a write that bypassed
 * the stock or account module can cause one, so both should always say that everything agrees.
 */
export default function DriftPage() {
  const { t } = useTranslation();
  const diff = (n: number) => <Typography.Text type="danger">{n}</Typography.Text>;
  return (
    <div style={{ padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }} size={24}>
        <DriftSection<StockDrift>
          url="/inventory/stock/_drift"
          rowKey="id"
          prefix="drift"
          columns={[
            { key: 'id', dataIndex: 'id', title: t('drift.stock'), width: 100 },
            { key: 'sku', dataIndex: 'sku', title: t('drift.sku') },
            { key: 'location', dataIndex: 'location', title: t('drift.location') },
            { key: 'qoh', dataIndex: 'qoh', title: t('drift.qoh'), align: 'right' },
            { key: 'ledger', dataIndex: 'ledger', title: t('drift.ledger'), align: 'right' },
            { key: 'diff', title: t('drift.diff'), align: 'right', render: (_, r) => diff(r.qoh - r.ledger) },
          ]}
        />
        <DriftSection<ContainerAccountDrift>
          url="/inventory/account/_drift"
          rowKey="account"
          prefix="drift.account"
          columns={[
            { key: 'partner', dataIndex: 'partner', title: t('drift.account.partner') },
            { key: 'packagingType', dataIndex: 'packagingType', title: t('drift.account.packagingType') },
            { key: 'balance', dataIndex: 'balance', title: t('drift.account.balance'), align: 'right' },
            { key: 'posted', dataIndex: 'posted', title: t('drift.account.posted'), align: 'right' },
            { key: 'open', dataIndex: 'open', title: t('drift.account.open'), align: 'right' },
            { key: 'diff', title: t('drift.diff'), align: 'right', render: (_, r) => diff(r.balance - r.posted) },
          ]}
        />
      </Space>
    </div>
  );
}
