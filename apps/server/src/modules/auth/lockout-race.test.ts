import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';

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

describe(`lock-out under parallel guesses (${DB_KIND})`, () => {
  let t: TestApp;
  let second: { app: FastifyInstance; database?: Database };
  const THRESHOLD = 5;

  beforeAll(async () => {
    t = await createTestApp({ lockThreshold: THRESHOLD, lockMinutes: 15 });
    // A second server on the same database: on PostgreSQL with its own connection pool, as a second process would be.
    const database = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 8 })
      : undefined;
    const app = await buildApp({ database: database ?? t.database, config: t.config, logger: false });
    await app.ready();
    second = { app, database };
    await t.userWith('target', ['setting/*/view']);
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
  });

  const attempt = (app: FastifyInstance, account: string, password: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      // Spread over addresses so only the account's count can stop them.
      remoteAddress: `10.50.${Math.floor(i / 200)}.${i % 200}`,
      headers: { 'accept-language': 'en' },
      payload: { account, password },
    });

  /** 39 wrong guesses at once over both servers; the right password arrives while they are in flight, once one was refused. */
  async function storm(account: string, right: string) {
    checked.passwords.length = 0;
    let firstLocked!: () => void;
    const locked = new Promise<void>((r) => (firstLocked = r));
    const wrong = Array.from({ length: 39 }, (_, i) =>
      attempt(i % 2 ? second.app : t.app, account, `Wrong-guess-${i}`, i).then((res) => {
        if (res.statusCode === 423) firstLocked();
        return res;
      }),
    );
    const all = Promise.all(wrong);
    await Promise.race([locked, all]);
    const rightReply = await attempt(second.app, account, right, 39);
    return { wrong: await all, right: rightReply };
  }

  it('checks at most the threshold of 40 simultaneous guesses, and refuses the right password once locked', async () => {
    const { wrong, right } = await storm('target', 'Passw0rd!');
    expect(checked.passwords.length).toBeLessThanOrEqual(THRESHOLD);
    expect(checked.passwords).not.toContain('Passw0rd!');
    expect(wrong.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(THRESHOLD - 1);
    expect(wrong.every((r) => r.statusCode === 400 || r.statusCode === 423)).toBe(true);
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toMatch(/locked, try again in \d+ minutes/);
  }, 60_000);

  it('answers an unknown account exactly as a known one', async () => {
    const { wrong, right } = await storm('no-such-user', 'Passw0rd!');
    expect(checked.passwords.length).toBeLessThanOrEqual(THRESHOLD);
    expect(wrong.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(THRESHOLD - 1);
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toMatch(/locked, try again in \d+ minutes/);
  }, 60_000);
});
