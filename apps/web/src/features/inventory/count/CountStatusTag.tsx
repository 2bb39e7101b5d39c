import { countStatusLabel } from '@wms/contract/inventory/count';
import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { labelLang } from '../../../shared/table/labels.ts';

const COLORS: Record<number, string> = { 0: 'default', 10: 'success', 20: 'processing', 100: 'blue' };

/** A count task's status as a coloured tag in the UI language. */
export function CountStatusTag({ status }: { status: unknown }) {
  const { i18n } = useTranslation();
  if (typeof status !== 'number') return null;
  return <Tag color={COLORS[status]}>{countStatusLabel(status, labelLang(i18n.language))}</Tag>;
}
