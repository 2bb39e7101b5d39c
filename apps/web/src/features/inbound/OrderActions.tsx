import { type InboundAction, ibAllows } from '@wms/contract/inbound/ib-actions';
import { perm } from '@wms/contract/permissions';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../shared/auth/usePermission.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
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
  const type = link ? 'link' : 'default';
  const size = link ? 'small' : 'middle';

  const act = async (action: IbAction) => {
    try {
      const reply = await ibApi.act(action, order.id);
      feedback().message.success(reply.message || t('table.done'));
      onDone(reply.data);
    } catch {
      // The request client showed the refusal (e.g. the status does not allow it).
    }
  };
  const remove = async () => {
    try {
      const reply = await ibApi.remove([order.id]);
      feedback().message.success(reply.message || t('table.done'));
      onDone();
    } catch {
      // Shown by the request client.
    }
  };
  const confirm = (title: string, onConfirm: () => void, button: ReactNode) => (
    <Popconfirm title={title} okText={t('table.ok')} cancelText={t('table.cancel')} onConfirm={onConfirm}>
      {button}
    </Popconfirm>
  );

  return (
    <>
      {withEdit && can('update', order.status) && (
        <Button type={type} size={size} onClick={() => navigate(ibScreen.edit(order.id))}>
          {t('table.edit')}
        </Button>
      )}
      {can('approve', order.status) && (
        <Button type={type} size={size} onClick={() => act('approve')}>
          {t('ibOrder.approve')}
        </Button>
      )}
      {can('finish', order.status) &&
        confirm(
          t('ibOrder.finishConfirm', { no: order.no }),
          () => act('finish'),
          <Button type={type} size={size}>
            {t('ibOrder.finish')}
          </Button>,
        )}
      {can('cancel', order.status) &&
        !anyStored &&
        confirm(
          t('ibOrder.cancelConfirm', { no: order.no }),
          () => act('cancel'),
          <Button type={type} size={size} danger>
            {t('ibOrder.cancel')}
          </Button>,
        )}
      {can('delete', order.status) &&
        !anyStored &&
        confirm(
          t('ibOrder.deleteConfirm', { no: order.no }),
          remove,
          <Button type={type} size={size} danger>
            {t('table.delete')}
          </Button>,
        )}
    </>
  );
}
