import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an async action with a pending flag. The public pages use this rather than TanStack
 * Query, whose provider lives with the signed-in console so /login downloads less.
 */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setPending(true);
    try {
      return await latest.current(...args);
    } catch {
      // The request client has reported the failure (or the action handled it).
      return undefined;
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);
  return { run, pending };
}
