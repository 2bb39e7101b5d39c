import type { OutboundAction } from '@wms/contract/outbound/ob-actions';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type OrderAction, OrderActionButtons, useRunAction } from '../../orders-common/OrderActionButtons.tsx';
import type { ObOrder } from '../orders/api.ts';
import { useObCan } from '../orders/OrderActions.tsx';
import { flowApi } from './api.ts';
import { DnDialog } from './DnDialog.tsx';

/** The permission (`outbound/obOrder/<p>`) of each step; the status table decides by the step's own name. */
const PERMISSION: Partial<Record<OutboundAction, string>> = { pick: 'task', pack: 'task', seal: 'task', stockOut: 'stock' };

/** `can` for steps: the step's permission, and the contract's status table for the step. */
export function useFlowCan() {
  const can = useObCan();
  return (action: string, status?: number) =>
    can(PERMISSION[action as OutboundAction] ?? action, status, action as OutboundAction);
}

/**
 * An order's steps after allocation on its detail: create the pick, pack or seal task, stock out
 * (asks first: it cannot be undone), ship, finish; delivery numbers per line; the packing list and
 * the order print. Each is offered only while the status and the user's permission allow it.
 */
export function OrderFlowActions({ order, onDone }: { order: ObOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const can = useFlowCan();
  const run = useRunAction();
  const [dn, setDn] = useState(false);
  const ids = [order.id];
  const task = (type: 'picking' | 'packing' | 'sealing', action: OutboundAction): OrderAction => ({
    action,
    label: t(`obFlow.${type}`),
    onClick: () => void run(() => flowApi.createTasks(ids, type), onDone),
  });
  const actions: OrderAction[] = [
    task('picking', 'pick'),
    task('packing', 'pack'),
    task('sealing', 'seal'),
    {
      action: 'stockOut',
      label: t('obFlow.stockOut'),
      primary: true,
      confirm: t('obFlow.stockOutConfirm', { no: order.no }),
      onClick: () => void run(() => flowApi.stockOut(ids), onDone),
    },
    {
      action: 'ship',
      label: t('obFlow.ship'),
      primary: true,
      confirm: t('obFlow.shipConfirm', { no: order.no }),
      onClick: () => void run(() => flowApi.ship(ids), onDone),
    },
    {
      action: 'finish',
      label: t('obFlow.finish'),
      confirm: t('obFlow.finishConfirm', { no: order.no }),
      onClick: () => void run(() => flowApi.finish(ids), onDone),
    },
  ];
  // Delivery numbers from allocation until the order is shipped (the server's DN_STATUSES).
  const dnOpen = order.status >= 80 && order.status <= 130 && can('update');
  return (
    <>
      <OrderActionButtons actions={actions} status={order.status} can={can} />
      {dnOpen && <Button onClick={() => setDn(true)}>{t('obFlow.dn')}</Button>}
      <Button onClick={() => void flowApi.packingList(order.id).catch(() => {})}>{t('obFlow.packingList')}</Button>
      <Button onClick={() => void flowApi.print(order.id).catch(() => {})}>{t('obFlow.print')}</Button>
      {dn && (
        <DnDialog
          order={order}
          onClose={() => setDn(false)}
          onSaved={() => {
            setDn(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
