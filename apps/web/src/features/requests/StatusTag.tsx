import { reqStatusColor, reqStatusLabel } from '@wms/contract/request/status';
import { Tag } from 'antd';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { labelLang } from '../../shared/table/labels.ts';

export function useReqStatusLabel(): (status: number) => string {
  const { i18n } = useTranslation();
  const lang = labelLang(i18n.language);
  return (status) => reqStatusLabel(status, lang);
}

/** A request order's status as its coloured tag. */
export function ReqStatusTag({ status }: { status: number }) {
  const label = useReqStatusLabel();
  return <Tag color={reqStatusColor(status)}>{label(status)}</Tag>;
}
