import { ORDER_STATUS } from '@wms/contract/outbound/status';
import { Steps } from 'antd';
import { StatusTag, useStatusLabel } from '../inbound/StatusTag.tsx';

/** The statuses an outbound order passes through (docs/decisions.md "Outbound orders"), in order. */
const PATH = [
  ORDER_STATUS.new,
  ORDER_STATUS.allocated,
  ORDER_STATUS.picked,
  ORDER_STATUS.packed,
  ORDER_STATUS.sealed,
  ORDER_STATUS.loaded,
  ORDER_STATUS.shipped,
  ORDER_STATUS.finished,
];

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
