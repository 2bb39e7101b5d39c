import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/request.ts';

/** The spec's tip refresh interval: a wall screen refreshes its figures on its own every 60 s. */
export const REFRESH_MS = 60_000;

/**
 * `data` of a GET, fetched now and every REFRESH_MS; the last figures stay on screen while a refresh
 * runs or fails (a wall screen must not blank out on one lost request). Quiet: no error toasts.
 */
export function usePolled<T>(url: string, params: Record<string, string | number> = {}) {
  const [state, setState] = useState<{ data?: T; failed: boolean; at?: Date }>({ failed: false });
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.get<{ data: T }>(url, JSON.parse(key), { silent: true }).then(
        (r) => live && setState({ data: r.data, failed: false, at: new Date() }),
        () => live && setState((s) => ({ ...s, failed: true })),
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [url, key]);
  return state;
}
