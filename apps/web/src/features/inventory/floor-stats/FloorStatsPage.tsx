import { useQuery } from '@tanstack/react-query';
import type { TFloorStatRow } from '@wms/contract/floor';
import { DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

const DAY = 'YYYY-MM-DD';
const time = (iso: string) => dayjs(iso).format('HH:mm');

/**
 * Worker figures of the floor (`/inventory/floorStats`, `GET /inventory/floor/~stats`): each worker's
 * scans per hour and errors per 1,000 scans, by day; the last seven days unless another range is chosen.
 */
export default function FloorStatsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [from, to] = range.map((d) => d.format(DAY));
  const q = useQuery({
    queryKey: ['floorStats', from, to],
    queryFn: async () => (await api.get<{ data: TFloorStatRow[] }>('/inventory/floor/~stats', { from, to })).data,
  });
  return (
    <div style={{ padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('floorStats.intro')}
        </Typography.Paragraph>
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          aria-label={t('floorStats.range')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Table<TFloorStatRow>
          size="small"
          rowKey={(r) => `${r.day}-${r.userId}`}
          loading={q.isFetching}
          dataSource={q.data ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { key: 'day', dataIndex: 'day', title: t('floorStats.day'), width: 120 },
            { key: 'worker', title: t('floorStats.worker'), render: (_, r) => (r.name ? `${r.name} (${r.account})` : r.userId) },
            { key: 'scans', dataIndex: 'scans', title: t('floorStats.scans'), align: 'right' },
            { key: 'errors', dataIndex: 'errors', title: t('floorStats.errors'), align: 'right' },
            { key: 'span', title: t('floorStats.span'), render: (_, r) => `${time(r.firstAt)}–${time(r.lastAt)}` },
            { key: 'perHour', dataIndex: 'scansPerHour', title: t('floorStats.perHour'), align: 'right' },
            { key: 'per1000', dataIndex: 'errorsPer1000', title: t('floorStats.per1000'), align: 'right' },
          ]}
        />
      </Space>
    </div>
  );
}
