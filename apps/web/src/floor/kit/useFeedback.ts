import { useCallback, useMemo, useRef, useState } from 'react';
import { playTone } from './sounds.ts';

export type FeedbackTone = 'idle' | 'pending' | 'ok' | 'warn' | 'error';

export interface FeedbackState {
  tone: FeedbackTone;
  text: string;
}

/** What a screen shows of its last scan (FeedbackBanner) and what ScanField consults before taking the next. */
export interface Feedback {
  state: FeedbackState;
  /** Sent, no answer yet. */
  pending(text: string): void;
  ok(text: string): void;
  warn(text: string): void;
  error(text: string): void;
  /** Clears an error; the next scan counts again. */
  acknowledge(): void;
  /** An error is showing: a scan only acknowledges it. */
  blocked: boolean;
}

const IDLE: FeedbackState = { tone: 'idle', text: '' };

/**
 * A screen's scan feedback, with its sound. An error stays until acknowledged: a late answer to an
 * earlier scan (an ok, a warning) does not cover it, so the worker cannot miss it; a newer error does.
 */
export function useFeedback(): Feedback {
  const [state, setState] = useState<FeedbackState>(IDLE);
  // Read by the setters, which may run twice before a render (an error then a late ok).
  const current = useRef(state);

  const show = useCallback((tone: Exclude<FeedbackTone, 'idle'>, text: string) => {
    if (current.current.tone === 'error' && tone !== 'error') return;
    current.current = { tone, text };
    setState(current.current);
    playTone(tone);
  }, []);

  const acknowledge = useCallback(() => {
    if (current.current.tone !== 'error') return;
    current.current = IDLE;
    setState(IDLE);
  }, []);

  return useMemo(
    () => ({
      state,
      blocked: state.tone === 'error',
      pending: (text: string) => show('pending', text),
      ok: (text: string) => show('ok', text),
      warn: (text: string) => show('warn', text),
      error: (text: string) => show('error', text),
      acknowledge,
    }),
    [state, show, acknowledge],
  );
}
