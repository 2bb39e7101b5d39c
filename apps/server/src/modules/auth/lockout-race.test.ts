import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { TestApp } from '../../test/harness.ts';

/** Every password verification, so the test sees how many guesses were actually checked. */
const checked = vi.hoisted(() => ({ passwords: [] as string[] }));
vi.mock('./password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.ts')>();
  return {
    ...real,
    verifyPassword: async (stored: string, plain: string) => {
      checked.passwords.push(plain);
      return real.verifyPassword(stored, plain);
    },
  };
});

/** Both servers sit behind this proxy, which names each client in X-Forwarded-For (TRUST_PROXY). */
const PROXY = '10.50.0.1';

describe(`sign-in throttling under parallel guesses (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database?: Database };
  const THRESHOLD = 5;

  beforeAll(async () => {
    // Files share a worker's modules (isolate: false): the server is imported anew so it sees the mock above.
    vi.resetModules();
    const { buildApp } = await import('../../app.ts');
    const { openDatabase } = await import('../../db/client.ts');
    const { createTestApp } = await import('../../test/harness.ts');
    t = await createTestApp({
      lockThreshold: THRESHOLD,
      lockMinutes: 15,
      trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy,
    });
    // A second server on the same database: on PostgreSQL with its own connection pool, as a second process would be.
    const database = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 8 })
      : undefined;
    const app = await buildApp({ database: database ?? t.database, config: t.config, logger: false });
    await app.ready();
    second = { app, database };
    await t.userWith('target', ['setting/*/view']);
    await t.userWith('spread', ['setting/*/view']);
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  const attempt = (app: FastifyInstance, account: string, password: string, client: string) =>
    app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      remoteAddress: PROXY,
      headers: { 'accept-language': 'en', 'x-forwarded-for': client },
      payload: { account, password },
    });

  /**
   * `perAddress` wrong guesses from each client address at once, spread over both servers; the
   * right password arrives from the first attacking address while they are in flight, once one was delayed.
   */
  async function storm(account: string, right: string, clients: string[], perAddress: number) {
    checked.passwords.length = 0;
    let firstDelayed!: () => void;
    const delayed = new Promise<void>((r) => (firstDelayed = r));
    const wrong = clients.flatMap((client, c) =>
      Array.from({ length: perAddress }, (_, i) =>
        attempt(i % 2 ? second.app : t.app, account, `Wrong-guess-${c}-${i}`, client).then((res) => {
          if (res.statusCode === 429) firstDelayed();
          return { client, res };
        }),
      ),
    );
    const all = Promise.all(wrong);
    await Promise.race([delayed, all]);
    const rightReply = await attempt(second.app, account, right, clients[0]!);
    return { wrong: await all, right: rightReply };
  }

  const byClient = (replies: { client: string; res: { statusCode: number } }[], client: string) =>
    replies.filter((r) => r.client === client).map((r) => r.res.statusCode);

  it('checks at most the threshold of 40 simultaneous guesses from one address; the owner still signs in from another', async () => {
    const { wrong, right } = await storm('target', 'Passw0rd!', ['198.51.100.1'], 40);
    expect(checked.passwords.length).toBeGreaterThan(0);
    expect(checked.passwords.length).toBeLessThanOrEqual(THRESHOLD);
    expect(checked.passwords).not.toContain('Passw0rd!');
    const codes = wrong.map((r) => r.res.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(THRESHOLD - 1);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/from this address[:,] try again in \d+ (seconds|minutes)/);
    // The attack goes on from its address; the owner, elsewhere, is not held up by it.
    expect((await attempt(t.app, 'target', 'Passw0rd!', '198.51.100.2')).statusCode).toBe(200);
    expect((await attempt(second.app, 'target', 'Wrong-again-1', '198.51.100.1')).statusCode).toBe(429);
  }, 60_000);

  it('delays each of several attacking addresses on its own, and lets the owner in from a clean one', async () => {
    const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const { wrong, right } = await storm('spread', 'Passw0rd!', clients, 12);
    expect(checked.passwords.length).toBeLessThanOrEqual(clients.length * THRESHOLD);
    for (const client of clients) {
      const codes = byClient(wrong, client);
      expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(THRESHOLD - 1);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(12 - THRESHOLD);
    }
    expect(right.statusCode).toBe(429);
    const owner = await attempt(t.app, 'spread', 'Passw0rd!', '203.0.113.200');
    expect(owner.statusCode).toBe(200);
    // The owner's success does not lift the attackers' delays.
    for (const client of clients) expect((await attempt(second.app, 'spread', 'Passw0rd!', client)).statusCode).toBe(429);
  }, 60_000);

  it('answers an unknown account exactly as a known one', async () => {
    const { wrong, right } = await storm('no-such-user', 'Passw0rd!', ['198.51.100.9'], 40);
    expect(checked.passwords.length).toBeLessThanOrEqual(THRESHOLD);
    expect(wrong.filter((r) => r.res.statusCode === 400).length).toBeLessThanOrEqual(THRESHOLD - 1);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/from this address[:,] try again in \d+ (seconds|minutes)/);
  }, 60_000);
});
