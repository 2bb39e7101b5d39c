import type { FlowAction } from '@wms/contract/request/flow';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { type OrderAction, OrderActionButtons, useRunAction } from '../orders-common/OrderActionButtons.tsx';
import type { ReqApi, ReqOrder } from './api.ts';
import { FlowDialog } from './FlowDialog.tsx';
import { type ReqKindDef, reqScreen } from './kinds.ts';
import { PrintButton } from './PrintButton.tsx';
import { useReqCan } from './useReqCan.ts';

/** The flow's actions in the order the buttons show; the forward ones are primary on the detail. */
const FLOW: readonly { action: FlowAction; primary?: boolean; danger?: boolean }[] = [
  { action: 'ack', primary: true },
  { action: 'transfer', primary: true },
  { action: 'invUpdate', primary: true },
  { action: 'delivery', primary: true },
  { action: 'close', primary: true },
  { action: 'cancel', danger: true },
];

export interface RequestActionsProps {
  kind: ReqKindDef;
  api: ReqApi;
  order: { id: number; no: string; status: number };
  /** After an action, with the order as the server returned it (absent after a delete). */
  onDone: (order?: ReqOrder) => void;
  /** Link buttons (list rows) or default buttons (detail). */
  link?: boolean;
  /** Edit is offered on the detail and in the list. */
  withEdit?: boolean;
}

/**
 * A request order's actions, each offered only with its permission and while the contract's status
 * table allows it: edit, the flow actions (each through its confirmation with an optional comment),
 * delete (asks first), and the delivery note print. The server refuses anything else anyway.
 */
export function RequestActions({ kind, api, order, onDone, link, withEdit = true }: RequestActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useReqCan(kind);
  const run = useRunAction();
  const [asking, setAsking] = useState<FlowAction | null>(null);
  const actions: OrderAction[] = [
    { action: 'update', label: t('table.edit'), off: !withEdit, onClick: () => navigate(reqScreen(kind).edit(order.id)) },
    ...FLOW.map((f) => ({
      action: f.action,
      label: t(`reqOrder.action.${f.action}`),
      primary: f.primary,
      danger: f.danger,
      onClick: () => setAsking(f.action),
    })),
    {
      action: 'delete',
      label: t('table.delete'),
      confirm: t(`${kind.text}.deleteConfirm`, { no: order.no }),
      danger: true,
      onClick: () =>
        run(
          () => api.remove([order.id]),
          () => onDone(),
        ),
    },
  ];
  return (
    <>
      <OrderActionButtons actions={actions} status={order.status} can={can} link={link} />
      {can('print', order.status) && <PrintButton api={api} id={order.id} link={link} />}
      {asking && (
        <FlowDialog
          kind={kind}
          api={api}
          order={order}
          action={asking}
          onClose={() => setAsking(null)}
          onDone={(o) => {
            setAsking(null);
            onDone(o);
          }}
        />
      )}
    </>
  );
}
