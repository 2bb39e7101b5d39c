import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/** A time as the console shows times; '-' for none. */
export const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-');

/** A run's result: ok / error / running, with its message. */
export function RunStatus({ status, message, testId }: { status: string | null; message: string | null; testId?: string }) {
  const { t } = useTranslation();
  if (!status) return <span data-testid={testId}>-</span>;
  const color = status === 'ok' ? 'success' : status === 'error' ? 'error' : 'processing';
  return (
    <Space size={4} data-testid={testId}>
      <Tag color={color}>{t(`task.status.${status}`)}</Tag>
      {message && (
        <Typography.Text
          type={status === 'error' ? 'danger' : undefined}
          ellipsis={{ tooltip: message }}
          style={{ maxWidth: 260 }}
        >
          {message}
        </Typography.Text>
      )}
    </Space>
  );
}
