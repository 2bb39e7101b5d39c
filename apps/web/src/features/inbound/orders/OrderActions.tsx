import { type InboundAction, ibAllows } from '@wms/contract/inbound/ib-actions';
import { perm } from '@wms/contract/permissions';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../shared/auth/usePermission.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';
import { type OrderAction, OrderActionButtons, useRunAction } from '../../orders-common/OrderActionButtons.tsx';
import { type IbAction, type IbOrder, ibApi, ibScreen } from './api.ts';

/** The user may do `action` (permission `inbound/ibOrder/<action>`) and the order's status allows it. */
export function useIbCan() {
  const { has } = usePermission();
  return (action: string, status?: number, allowedBy: InboundAction = action as InboundAction) =>
    has(perm('inbound', 'ibOrder', action)) && (status === undefined || ibAllows(status, allowedBy));
}

type Head = Pick<IbOrder, 'id' | 'no' | 'status'>;

export interface OrderActionsProps {
  order: Head;
  /** After an action, with the order as the server returned it (absent after a delete). */
  onDone: (order?: IbOrder) => void;
  /** Link buttons (list rows) or default buttons (detail). */
  link?: boolean;
  /** Shown on the detail, not in the list's narrow column. */
  withEdit?: boolean;
  /**
   * Some stock of the order is put away (the detail knows from its lines): cancel and delete are
   * then refused whatever the status, so they are not offered.
   */
  anyStored?: boolean;
}

/**
 * Edit, approve, cancel, finish and delete, each offered only with its permission and while the
 * status allows it; cancel, finish and delete ask first. The server refuses anything else anyway.
 */
export function OrderActions({ order, onDone, link, withEdit = true, anyStored = false }: OrderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useIbCan();
  const run = useRunAction();
  const act = (action: IbAction) =>
    run(
      () => ibApi.act(action, order.id),
      (reply) => onDone(reply.data),
    );
  const actions: OrderAction[] = [
    { action: 'update', label: t('table.edit'), off: !withEdit, onClick: () => navigate(ibScreen.edit(order.id)) },
    { action: 'approve', label: t('ibOrder.approve'), onClick: () => act('approve') },
    {
      action: 'finish',
      label: t('ibOrder.finish'),
      confirm: t('ibOrder.finishConfirm', { no: order.no }),
      onClick: () => act('finish'),
    },
    {
      action: 'cancel',
      label: t('ibOrder.cancel'),
      confirm: t('ibOrder.cancelConfirm', { no: order.no }),
      danger: true,
      off: anyStored,
      onClick: () => act('cancel'),
    },
    {
      action: 'delete',
      label: t('table.delete'),
      confirm: t('ibOrder.deleteConfirm', { no: order.no }),
      danger: true,
      off: anyStored,
      onClick: () =>
        run(
          () => ibApi.remove([order.id]),
          () => onDone(),
        ),
    },
  ];
  return <OrderActionButtons actions={actions} status={order.status} can={can} link={link} />;
}
