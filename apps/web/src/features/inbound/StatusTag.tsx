import { ORDER_STATUS, orderStatusColor, orderStatusLabel } from '@wms/contract/inbound/status';
import { Steps, Tag } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { labelLang } from '../../shared/table/labels.ts';

export function useStatusLabel(): (status: number) => string {
  const { i18n } = useTranslation();
  const lang = labelLang(i18n.language);
  return (status) => orderStatusLabel(status, lang);
}

/** A status as its coloured tag (spec §4: 0 info, 10 success, 20–130 primary). */
export function StatusTag({ status }: { status: number }) {
  const label = useStatusLabel();
  return <Tag color={orderStatusColor(status)}>{label(status)}</Tag>;
}

/** The statuses an inbound order passes through (docs/decisions.md), in order. */
const PATH = [ORDER_STATUS.new, ORDER_STATUS.approval, ORDER_STATUS.received, ORDER_STATUS.stored, ORDER_STATUS.finished];

/** Where the order is on its way; a cancelled order shows its tag instead. */
export function StatusSteps({ status }: { status: number }) {
  const label = useStatusLabel();
  if (!PATH.includes(status as never)) return <StatusTag status={status} />;
  return (
    <Steps
      size="small"
      current={PATH.indexOf(status as never)}
      items={PATH.map((s) => ({ title: label(s), status: s === status && s === ORDER_STATUS.finished ? 'finish' : undefined }))}
    />
  );
}
