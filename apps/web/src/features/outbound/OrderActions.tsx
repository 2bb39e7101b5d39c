import { type OutboundAction, obAllows } from '@wms/contract/outbound/ob-actions';
import { perm } from '@wms/contract/permissions';
import { Button, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../shared/auth/usePermission.ts';
import { feedback } from '../../shared/feedback/feedback.ts';
import { AllocateDialog } from './AllocateDialog.tsx';
import { type ObOrder, obApi, obScreen } from './api.ts';

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
  const [allocating, setAllocating] = useState(false);
  const type = link ? 'link' : 'default';
  const size = link ? 'small' : 'middle';

  const run = async (call: () => Promise<{ message?: string }>, after: () => void) => {
    try {
      const reply = await call();
      feedback().message.success(reply.message || t('table.done'));
      after();
    } catch {
      // The request client showed the refusal (e.g. the status does not allow it).
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
        <Button type={type} size={size} onClick={() => navigate(obScreen.edit(order.id))}>
          {t('table.edit')}
        </Button>
      )}
      {can('allocate', order.status) && (
        <Button type={link ? 'link' : 'primary'} size={size} onClick={() => setAllocating(true)}>
          {t('obOrder.allocate')}
        </Button>
      )}
      {can('deallocate', order.status) &&
        confirm(
          t('obOrder.deallocateConfirm', { no: order.no }),
          () =>
            run(
              () => obApi.deallocate([order.id]),
              () => onDone(),
            ),
          <Button type={type} size={size}>
            {t('obOrder.deallocate')}
          </Button>,
        )}
      {can('cancel', order.status) &&
        confirm(
          t('obOrder.cancelConfirm', { no: order.no }),
          () => {
            let next: ObOrder | undefined;
            void run(
              async () => {
                const reply = await obApi.cancel(order.id);
                next = reply.data;
                return reply;
              },
              () => onDone(next),
            );
          },
          <Button type={type} size={size} danger>
            {t('obOrder.cancel')}
          </Button>,
        )}
      {can('delete', order.status) &&
        confirm(
          t('obOrder.deleteConfirm', { no: order.no }),
          () =>
            run(
              () => obApi.remove([order.id]),
              () => onDone(undefined, true),
            ),
          <Button type={type} size={size} danger>
            {t('table.delete')}
          </Button>,
        )}
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
