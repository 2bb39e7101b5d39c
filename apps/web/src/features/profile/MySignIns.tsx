import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api/request.ts';
import { formatDate } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

interface SignIn {
  id: number;
  createdAt: string;
  ip: string | null;
  success: boolean;
  message: string | null;
}
const PAGE = 10;

/** The user centre's own sign-ins (`POST /system/log/_mine`): when, from where, and whether they succeeded. */
export function MySignIns() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['log', 'mine', page],
    queryFn: () => api.post<{ data: { rows: SignIn[]; count: number } }>('/system/log/_mine', { page, length: PAGE }),
  });
  return (
    <Card title={t('log.mySignIns')}>
      <Table<SignIn>
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.data.rows ?? []}
        pagination={{ current: page, pageSize: PAGE, total: q.data?.data.count ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'at', title: t('log.time'), render: (_, r) => formatDate(r.createdAt) },
          { key: 'ip', title: t('log.address'), dataIndex: 'ip' },
          {
            key: 'ok',
            title: t('log.result'),
            render: (_, r) =>
              r.success ? <Tag color="green">{t('log.ok')}</Tag> : <Tag color="red">{r.message ?? t('log.failed')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
