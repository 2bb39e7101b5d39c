import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { fetchAttempts, type TAttemptRow } from './webhookApi.ts';

/** A receiver's answer: its HTTP status (green when 2xx), or none at all (refused, timed out). */
export function AnswerTag({ status }: { status: number | null | undefined }) {
  const { t } = useTranslation();
  if (status === null || status === undefined) return <Tag color="error">{t('webhook.noAnswer')}</Tag>;
  return <Tag color={status >= 200 && status < 300 ? 'success' : 'error'}>{status}</Tag>;
}

/** Every attempt of one delivery, oldest first: when, the answer, the error and how long it took. */
export function AttemptsDrawer({ delivery, onClose }: { delivery: { id: number; msgId: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const attempts = useQuery({
    queryKey: ['webhookAttempts', delivery?.id],
    queryFn: () => fetchAttempts(delivery!.id),
    enabled: !!delivery,
  });
  return (
    <Drawer open={!!delivery} onClose={onClose} size={760} title={t('webhook.attemptsOf', { msgId: delivery?.msgId ?? '' })}>
      <Table<TAttemptRow>
        rowKey="id"
        size="small"
        loading={attempts.isLoading}
        dataSource={attempts.data ?? []}
        pagination={false}
        columns={[
          { key: 'at', title: t('webhook.attempt.at'), render: (_, r) => formatDate(r.at as string) },
          { key: 'status', title: t('webhook.attempt.status'), render: (_, r) => <AnswerTag status={r.status} /> },
          { key: 'error', dataIndex: 'error', title: t('webhook.attempt.error'), render: (v: string | null) => v ?? '' },
          { key: 'ms', title: t('webhook.attempt.ms'), align: 'right', render: (_, r) => t('webhook.ms', { ms: r.ms }) },
        ]}
      />
    </Drawer>
  );
}
