import { OUTBOX_KEY_PREFIX } from '../../shared/outboxKeys.ts';
import type { QueuedCall } from './scanQueue.ts';

/** Where the outbox lives between page loads; `save` must be synchronous so a killed tab loses nothing. */
export interface QueueStorage {
  load(): QueuedCall[];
  save(items: readonly QueuedCall[]): void;
}

function isQueuedCall(x: unknown): x is QueuedCall {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Partial<QueuedCall>;
  return typeof c.key === 'string' && typeof c.url === 'string' && typeof c.createdAt === 'number';
}

/**
 * The outbox in localStorage under `floor.scanQueue.<name>`. Unlike `shared/storage.ts`, a failed
 * write throws: a scan the handheld cannot keep must not look accepted.
 */
export function localQueueStorage(name: string): QueueStorage {
  const key = `${OUTBOX_KEY_PREFIX}${name}`;
  return {
    load() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(localStorage.getItem(key) ?? '[]');
      } catch {
        return [];
      }
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(isQueuedCall).map((c) => ({ ...c, attempts: Number(c.attempts) || 0 }));
    },
    save(items) {
      if (items.length === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(items));
    },
  };
}
