import { type OutboundAction, obAllows } from '@wms/contract/outbound/ob-actions';
import { perm } from '@wms/contract/permissions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type OrderAction, OrderActionButtons, useRunAction } from '../../orders-common/OrderActionButtons.tsx';
import { AllocateDialog } from './AllocateDialog.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';
import { useDeallocate } from './useDeallocate.tsx';

/** The user may do `action` (permission `outbound/obOrder/<action>`) and the order's status allows it. */
export function useObCan() {
  const { has } = usePermission();
  return (action: string, status?: number, allowedBy: OutboundAction = action as OutboundAction) =>
    has(perm('outbound', 'obOrder', action)) && (status === undefined || obAllows(status, allowedBy));
}

type Head = Pick<ObOrder, 'id' | 'no' | 'status'>;

export interface OrderActionsProps {
  order: Head;
  /** After an action, with the order as the server returned it (absent after a delete, or when only a reload tells). */
  onDone: (order?: ObOrder, deleted?: boolean) => void;
  /** Link buttons (list rows) or default buttons (detail). */
  link?: boolean;
  /** Shown on the detail, not in the list's narrow column. */
  withEdit?: boolean;
}

/**
 * Edit, allocate, deallocate, cancel and delete, each offered only with its permission and while
 * the status allows it (the contract's table the server decides with); deallocate, cancel and delete
 * ask first, allocate opens its dialog. The server refuses anything else anyway.
 */
export function OrderActions({ order, onDone, link, withEdit = true }: OrderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useObCan();
  const run = useRunAction();
  const [allocating, setAllocating] = useState(false);
  const deallocate = useDeallocate(() => onDone());
  const actions: OrderAction[] = [
    { action: 'update', label: t('table.edit'), off: !withEdit, onClick: () => navigate(obScreen.edit(order.id)) },
    { action: 'allocate', label: t('obOrder.allocate'), primary: true, onClick: () => setAllocating(true) },
    {
      action: 'deallocate',
      label: t('obOrder.deallocate'),
      confirm: t('obOrder.deallocateConfirm', { no: order.no }),
      onClick: () => deallocate(order),
    },
    {
      action: 'cancel',
      label: t('obOrder.cancel'),
      confirm: t('obOrder.cancelConfirm', { no: order.no }),
      danger: true,
      // Not awaited by the confirm: the popup closes at once.
      onClick: () => {
        void run(
          () => obApi.cancel(order.id),
          (reply) => onDone(reply.data),
        );
      },
    },
    {
      action: 'delete',
      label: t('table.delete'),
      confirm: t('obOrder.deleteConfirm', { no: order.no }),
      danger: true,
      onClick: () =>
        run(
          () => obApi.remove([order.id]),
          () => onDone(undefined, true),
        ),
    },
  ];

  return (
    <>
      <OrderActionButtons actions={actions} status={order.status} can={can} link={link} />
      {allocating && (
        <AllocateDialog
          orders={[order]}
          onClose={() => setAllocating(false)}
          onAllocated={() => {
            setAllocating(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
