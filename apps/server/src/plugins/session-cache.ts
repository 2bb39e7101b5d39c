import type { Database } from '../db/client.ts';

/** How long a checked session may be answered from memory at most, should a notification be lost. */
const TTL_MS = 10_000;
/** Sessions kept at most; the oldest goes first. */
const MAX = 10_000;
/** The channel the database triggers of migration 0027 notify on. */
export const AUTH_CHANNEL = 'wms_auth';

/**
 * The sessions this process has checked, with their users' roles and permissions, by token hash
 * (docs/decisions/performance.md "What a list call costs besides its SQL"). Every change to a session, a user, a role or
 * a user's roles, made by any process, notifies AUTH_CHANNEL and empties it; a write request of
 * this process empties it before its reply leaves, so its own next request never meets what it
 * changed. While nothing listens (the listening connection was lost), nothing is kept.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private listening = false;
  private stop?: () => Promise<void>;
  /** Counts the emptyings: a value read before one is not kept after it. */
  generation = 0;

  async start(database: Database): Promise<void> {
    this.stop = await database.listen(
      AUTH_CHANNEL,
      () => this.clear(),
      (up) => {
        this.clear();
        this.listening = up;
      },
    );
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  get(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (Date.now() - e.at < TTL_MS) return e.value;
    this.entries.delete(key);
    return undefined;
  }

  /** `at`: when the value was read, taken before the read, so a change notified during the read empties it. */
  set(key: string, value: T, at: number, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
