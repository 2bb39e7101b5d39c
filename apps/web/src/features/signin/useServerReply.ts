import { useState } from 'react';
import { ApiError, api } from '../../shared/api/request.ts';
import type { ReplyState } from './ServerReply.tsx';
import { useAsyncAction } from './useAsyncAction.ts';

interface MessageReply {
  message?: string;
}

/** POSTs a public form silently and keeps the server's reply (success or error) for display. */
export function useServerReply<B>(url: string) {
  const [reply, setReply] = useState<ReplyState>();
  const { run, pending } = useAsyncAction(async (body: B) => {
    setReply(undefined);
    try {
      const r = await api.post<MessageReply>(url, body, { silent: true });
      setReply({ ok: true, message: r.message ?? '' });
    } catch (e) {
      setReply({ ok: false, message: e instanceof ApiError ? e.message : String(e) });
    }
  });
  return { reply, submit: (body: B) => void run(body), pending };
}
