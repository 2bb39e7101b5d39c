/**
 * Reads that fall back on the kept copy when the server cannot be reached, and say so: a screen shows
 * "offline — as of HH:MM" (OfflineHint) for a name read from the device, and reads it again when the
 * browser says the network is back (useRefreshOnline). One line in a list hook plugs it in:
 * `readKept(keptName.x, () => read())` where it read before.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FloorApiError } from '../floorApi.ts';
import { keep, kept } from './keptStore.ts';

export { keptName } from './keptNames.ts';

/**
 * Names behind the server: read from the device (the copy's time) or not read at all (null), since the
 * server could not be reached. Memory only: after a reload nothing is behind until a read fails again.
 */
const behind = new Map<string, number | null>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/**
 * No answer from the server: the network (status 0: offline, timeout) or a gateway in front of a
 * server that is down. Any other refusal is the server's word and is shown as such, not papered over.
 */
export const unreachable = (e: unknown): boolean =>
  e instanceof FloorApiError && (e.status === 0 || (e.status >= 502 && e.status <= 504));

/** Marks `name` as read from the server just now, keeping `data` (shaped by `shape`) as its copy. */
export function keepFresh<T>(name: string, data: T, shape: (data: T) => unknown = (d) => d): void {
  keep(name, shape(data));
  if (behind.delete(name)) changed();
}

/**
 * `read()`, kept under `name` when it answers; when the server cannot be reached, the copy kept before
 * (no older than a day), else the error. `shape` trims what is kept to what the screen uses.
 */
export async function readKept<T>(name: string, read: () => Promise<T>, shape?: (data: T) => T): Promise<T> {
  let data: T;
  try {
    data = await read();
  } catch (e) {
    if (!unreachable(e)) throw e;
    const copy = kept<T>(name);
    behind.set(name, copy?.at ?? null);
    changed();
    if (!copy) throw e;
    return copy.data;
  }
  keepFresh(name, data, shape);
  return data;
}

/** Whether `name` was last read from the device or not at all for want of a network. */
export const isBehind = (name: string): boolean => behind.has(name);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy shown under `name` was read from the server; undefined while it is the server's latest or none is shown. */
export function useKeptAsOf(name: string): number | undefined {
  const at = () => behind.get(name) ?? undefined;
  return useSyncExternalStore(subscribe, at, at);
}

/**
 * Calls `reload` when the network returns, if `name` was last read without it: the list then shows
 * the server's rows again without the worker asking. Names read fine are left alone, so a flapping
 * Wi-Fi does not re-read every list on each reconnect.
 */
export function useRefreshOnline(name: string, reload: () => void): void {
  const latest = useRef({ name, reload });
  latest.current = { name, reload };
  useEffect(() => {
    const onOnline = () => {
      if (isBehind(latest.current.name)) latest.current.reload();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
