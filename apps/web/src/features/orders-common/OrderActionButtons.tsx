import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../../shared/feedback/feedback.ts';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';

/** One button of an order's actions. */
export interface OrderAction {
  /** The permission and status-table action that offers it (`update` for edit). */
  action: string;
  label: ReactNode;
  onClick: () => void;
  /** Asked first (a Popconfirm) when set. */
  confirm?: string;
  danger?: boolean;
  /** A primary button on the detail (a link in the list like the others). */
  primary?: boolean;
  /** Left out whatever the status says (e.g. edit in the list's narrow column). */
  off?: boolean;
}

/**
 * An order's actions as buttons, in the given order, each offered only while `can` (the user's
 * permission and the contract's status table) allows it. The server refuses anything else anyway.
 */
export function OrderActionButtons({
  actions,
  status,
  can,
  link,
}: {
  actions: OrderAction[];
  status: number;
  can: (action: string, status?: number) => boolean;
  /** Link buttons (list rows) or default buttons (detail). */
  link?: boolean;
}) {
  const { t } = useTranslation();
  const size = link ? 'small' : 'middle';
  return (
    <>
      {actions
        .filter((a) => !a.off && can(a.action, status))
        .map((a) => {
          const type = link ? 'link' : a.primary ? 'primary' : 'default';
          if (!a.confirm) {
            return (
              <Button key={a.action} type={type} size={size} danger={a.danger} onClick={a.onClick}>
                {a.label}
              </Button>
            );
          }
          return (
            <Popconfirm
              key={a.action}
              title={a.confirm}
              okText={t('table.ok')}
              cancelText={t('table.cancel')}
              onConfirm={a.onClick}
            >
              <Button type={type} size={size} danger={a.danger}>
                {a.label}
              </Button>
            </Popconfirm>
          );
        })}
    </>
  );
}

/** Runs an action's call: the server's message on success, then `after`; a refusal is shown by the request client. */
export function useRunAction() {
  const { t } = useTranslation();
  return async <R extends { message?: string }>(call: () => Promise<R>, after: (reply: R) => void) => {
    try {
      const reply = await call();
      feedback().message.success(reply.message || t('table.done'));
      after(reply);
    } catch {
      // The request client showed the refusal (e.g. the status does not allow it).
    }
  };
}
