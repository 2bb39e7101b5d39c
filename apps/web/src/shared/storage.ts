/**
 * Browser storage helpers (spec §9): local entries carry an expiry, 0 meaning never, and an
 * expired entry is removed when it is read. Values are JSON; a corrupt entry reads as absent.
 */

interface Envelope {
  /** The stored value. */
  v: unknown;
  /** Expiry as epoch milliseconds; 0 = never. */
  e: number;
}

function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && 'v' in x && typeof (x as Envelope).e === 'number';
}

function safeParse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export const local = {
  /** Stores `value` for `seconds` (0 = never expires). */
  set(key: string, value: unknown, seconds = 0): void {
    const env: Envelope = { v: value, e: seconds > 0 ? Date.now() + seconds * 1000 : 0 };
    try {
      localStorage.setItem(key, JSON.stringify(env));
    } catch {
      // Storage full or disabled (private mode): the app keeps working without persistence.
    }
  },
  get<T>(key: string): T | undefined {
    const env = safeParse(localStorage.getItem(key));
    if (!isEnvelope(env)) return undefined;
    if (env.e !== 0 && env.e <= Date.now()) {
      localStorage.removeItem(key);
      return undefined;
    }
    return env.v as T;
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
  /** Removes every entry except the listed keys. */
  clear(keep: readonly string[] = []): void {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key !== null && !keep.includes(key)) localStorage.removeItem(key);
    }
  },
};

/** Session storage: lives as long as the tab; used e.g. for column settings (spec §9). */
export const session = {
  set(key: string, value: unknown): void {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // See local.set.
    }
  },
  get<T>(key: string): T | undefined {
    return safeParse(sessionStorage.getItem(key)) as T | undefined;
  },
  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
  clear(): void {
    sessionStorage.clear();
  },
};
