import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/** Task status codes (contract TASK_STATUS) and their colours: cancelled grey, open green, started and done blue. */
const COLOR: Record<number, string> = { 0: 'default', 10: 'success', 20: 'processing', 100: 'blue' };

export function TaskStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status] ?? 'default'}>{t(`task.status.${status}`, { defaultValue: String(status) })}</Tag>;
}
