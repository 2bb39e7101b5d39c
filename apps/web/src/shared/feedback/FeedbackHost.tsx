import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { attachFeedbackHost } from './feedback.ts';
import { MESSAGE_TOP, NOTIFICATION_PLACEMENT } from './placement.ts';

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
