import { orderStatusColor, orderStatusLabel } from '@wms/contract/inbound/status';
import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { labelLang } from '../../../shared/table/labels.ts';

/** An order status as its coloured tag (spec §4: 0 info, 10 success, 20–130 primary) and label in the UI language. */
export function StatusTag({ status }: { status: unknown }) {
  const { i18n } = useTranslation();
  if (typeof status !== 'number') return null;
  return <Tag color={orderStatusColor(status)}>{orderStatusLabel(status, labelLang(i18n.language))}</Tag>;
}
