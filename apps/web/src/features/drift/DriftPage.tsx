import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, Typography } from 'antd';
import { api } from '../../shared/api/request.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

interface DriftRow {
  id: number;
  sku: string;
  location: string;
  qoh: number;
  ledger: number;
}

const fetchDrift = async () => (await api.get<{ data: { rows: DriftRow[] } }>('/inventory/stock/_drift')).data.rows;

/**
 * Ledger drift (administrators, `/system/drift`): every stock row whose on-hand quantity differs
 * from the sum of its ledger (`GET /inventory/stock/_drift`). Only a write that bypassed the stock
 * module can cause one, so the screen should always say that all rows agree.
 */
export default function DriftPage() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['stockDrift'], queryFn: fetchDrift });
  const rows = q.data ?? [];
  return (
    <div style={{ padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('drift.intro')}
        </Typography.Paragraph>
        <Space>
          <Button icon={<ReloadOutlined />} loading={q.isFetching} onClick={() => void q.refetch()}>
            {t('drift.refresh')}
          </Button>
        </Space>
        {q.isSuccess &&
          (rows.length ? (
            <Alert type="error" showIcon title={t('drift.found', { count: rows.length })} />
          ) : (
            <Alert type="success" showIcon title={t('drift.none')} />
          ))}
        <Table<DriftRow>
          size="small"
          rowKey="id"
          loading={q.isLoading}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('drift.none')} /> }}
          columns={[
            { key: 'id', dataIndex: 'id', title: t('drift.stock'), width: 100 },
            { key: 'sku', dataIndex: 'sku', title: t('drift.sku') },
            { key: 'location', dataIndex: 'location', title: t('drift.location') },
            { key: 'qoh', dataIndex: 'qoh', title: t('drift.qoh'), align: 'right' },
            { key: 'ledger', dataIndex: 'ledger', title: t('drift.ledger'), align: 'right' },
            {
              key: 'diff',
              title: t('drift.diff'),
              align: 'right',
              render: (_, r) => <Typography.Text type="danger">{r.qoh - r.ledger}</Typography.Text>,
            },
          ]}
        />
      </Space>
    </div>
  );
}
