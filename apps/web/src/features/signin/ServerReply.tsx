import { Alert } from 'antd';

export interface ReplyState {
  ok: boolean;
  message: string;
}

/** The server's reply to a form, shown as is (its `message` is final, localized text). */
export function ServerReply({ reply }: { reply: ReplyState | undefined }) {
  if (!reply?.message) return null;
  return <Alert type={reply.ok ? 'success' : 'error'} showIcon title={reply.message} style={{ marginBottom: 16 }} />;
}
