import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { attachFeedbackHost } from './feedback.ts';

/**
 * Where pop-ups appear: toasts in the middle of the header, where nothing can be clicked (below it
 * they covered the list toolbar's import, export and template buttons), notifications at the
 * bottom centre, over table cells rather than the pager or row actions (at the top right they
 * covered the user menu, the language button and the list's filter and column buttons).
 */
export const MESSAGE_TOP = 8;
export const NOTIFICATION_PLACEMENT = 'bottom' as const;

/** antd's toast, notification and dialog holders, themed by the ConfigProvider around them. */
export default function FeedbackHost() {
  const [messageApi, messages] = message.useMessage({ top: MESSAGE_TOP });
  const [notificationApi, notifications] = notification.useNotification({ placement: NOTIFICATION_PLACEMENT });
  const [modalApi, modals] = Modal.useModal();
  useEffect(() => {
    attachFeedbackHost({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => attachFeedbackHost(undefined);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {modals}
      {messages}
      {notifications}
    </>
  );
}
