/**
 * What the floor read last, kept in localStorage so a list or task opened before is still readable
 * after a reload without network (docs/decisions/floor.md "Floor offline: lists and tasks kept on the device"). A cache, never the only copy of
 * work: unsent scans live in the outbox (floor.scanQueue.*), which must always find room, so the
 * kept copies stay under a cap and every write here swallows a full storage.
 *
 * An entry is `floor.kept.<user id>.<name>` → `<epoch ms>|<json>`: the time is read without parsing
 * the JSON, so making room does not parse every kept list.
 */
import { getUser } from '../../shared/session.ts';

const PREFIX = 'floor.kept.';

/** Characters all kept entries may take together: ~3 MB of UTF-16, leaving the rest of the 5 MB to the outbox and session. */
export const KEPT_MAX_CHARS = 1_500_000;

/** A copy older than a day is not shown: lists are a shift's work, and yesterday's is misleading. */
export const KEPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface Kept<T> {
  /** When the server's reply was read (epoch ms). */
  at: number;
  data: T;
}

/** Per user: a shared handheld must not show one worker's tasks to the next. */
function keyOf(name: string): string | undefined {
  const user = getUser();
  return user ? `${PREFIX}${user.id}.${name}` : undefined;
}

const timeOf = (text: string) => Number(text.slice(0, text.indexOf('|')));

function keptKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** Drops expired entries, then the oldest others, until `room` more characters fit under the cap. */
function makeRoom(room: number, spare: string, now: number): void {
  const entries = keptKeys()
    .filter((key) => key !== spare)
    .map((key) => {
      const text = localStorage.getItem(key) ?? '';
      return { key, at: timeOf(text) || 0, size: key.length + text.length };
    })
    .sort((a, b) => a.at - b.at);
  let used = entries.reduce((n, e) => n + e.size, 0);
  for (const e of entries) {
    if (used + room <= KEPT_MAX_CHARS && now - e.at <= KEPT_MAX_AGE_MS) continue;
    localStorage.removeItem(e.key);
    used -= e.size;
  }
}

/** Keeps `data` as the server's latest under `name`; false when it could not be kept (too big, storage full, signed out). */
export function keep(name: string, data: unknown, now = Date.now()): boolean {
  const key = keyOf(name);
  if (!key) return false;
  const text = `${now}|${JSON.stringify(data)}`;
  // An older copy left behind would be shown offline as if it were the latest read.
  localStorage.removeItem(key);
  if (key.length + text.length > KEPT_MAX_CHARS) return false;
  try {
    makeRoom(key.length + text.length, key, now);
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** The copy kept under `name`, unless it is older than KEPT_MAX_AGE_MS or unreadable. */
export function kept<T>(name: string, now = Date.now()): Kept<T> | undefined {
  const key = keyOf(name);
  const text = key === undefined ? null : localStorage.getItem(key);
  if (key === undefined || text === null) return undefined;
  const at = timeOf(text);
  if (!(at > 0) || now - at > KEPT_MAX_AGE_MS) {
    localStorage.removeItem(key);
    return undefined;
  }
  try {
    return { at, data: JSON.parse(text.slice(text.indexOf('|') + 1)) as T };
  } catch {
    localStorage.removeItem(key);
    return undefined;
  }
}

export function forget(name: string): void {
  const key = keyOf(name);
  if (key) localStorage.removeItem(key);
}
