import { ORDER_STATUS, orderStatusColor, orderStatusLabel } from '@wms/contract/inbound/status';
import { Steps, Tag } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { labelLang } from '../../shared/table/labels.ts';

/** An order status's label in the language shown: the status codes of spec §4, which inbound and outbound orders share. */
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

/**
 * Where the order is on its way: `path`, the statuses its kind passes through in order (each kind's
 * detail screen gives its own); a cancelled order shows its tag instead.
 */
export function StatusSteps({ status, path }: { status: number; path: readonly number[] }) {
  const label = useStatusLabel();
  if (!path.includes(status)) return <StatusTag status={status} />;
  return (
    <Steps
      size="small"
      current={path.indexOf(status)}
      items={path.map((s) => ({ title: label(s), status: s === status && s === ORDER_STATUS.finished ? 'finish' : undefined }))}
    />
  );
}
