import { useEffect, useRef } from 'react';
import { floorQueue } from '../../floorApi.ts';
import type { Feedback } from '../../kit/useFeedback.ts';
import { useToLogin } from '../../kit/useToLogin.ts';

export interface CallHandlers {
  ok: (reply: unknown) => void;
  /** Before the refusal shows: the flow takes back what it counted as done. */
  refused?: (status: number) => void;
}

/**
 * A write of a task screen through the outbox, its answer handed to the screen while it is open. A
 * refusal shows as an error to acknowledge (and leaves the outbox's list: it is seen here); once the
 * screen is closed, it stays in the outbox for RefusedCalls to show. A 401 asks for a sign-in.
 */
export function useTaskCalls(feedback: Feedback) {
  const toLogin = useToLogin();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** `key`: a call of the same intent still in the outbox, to wait on rather than send again (scanQueue `enqueue`). */
  return (url: string, body: unknown, label: string, handlers: CallHandlers, key?: string) => {
    const { call, outcome } = floorQueue.enqueue(url, body, label, key);
    void outcome.then((result) => {
      if (!mounted.current) return;
      if (result.kind === 'ok') return handlers.ok(result.reply);
      handlers.refused?.(result.status);
      if (result.status === 401) return toLogin();
      floorQueue.acknowledge(call.key);
      feedback.error(result.message);
    });
  };
}
