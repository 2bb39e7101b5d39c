import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { requestFixture } from '../../test/request.ts';
import { erpKey, ordersUnder, SENDER_KINDS } from '../../test/sender-ref.ts';

/**
 * Issue 35 §2: the same `~add` of one API key under one `extRef` sent through two server processes at once
 * makes one order, and both replies name it. Two app instances, each with its own connection pool on one
 * PostgreSQL database, stand for the two processes: the second waits on the reference's advisory lock
 * until the first commits, then finds its order (READ COMMITTED). Only PostgreSQL has two connections;
 * on PGlite sender-ref.test.ts sends a burst through one app instead.
 */
const ROUNDS = 6;

describe.skipIf(DB_KIND !== 'postgres')('create-or-return by an API key’s extRef across two processes (PostgreSQL)', () => {
  let t: TestApp;
  let otherDb: Database;
  let other: FastifyInstance;
  let erp: Awaited<ReturnType<typeof erpKey>>;
  let fx: Awaited<ReturnType<typeof requestFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    otherDb = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 8 });
    other = await buildApp({ database: otherDb, config: t.config, logger: false });
    await other.ready();
    fx = await requestFixture(t.database.db);
    erp = await erpKey(t, await t.login(), 'erp');
  });
  afterAll(async () => {
    await other.close();
    await otherDb.close();
    await t.close();
  });

  const through = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: erp() });

  it.each(SENDER_KINDS)(
    '$kind: one order, both replies name it, one order number taken',
    async (k) => {
      for (let i = 0; i < ROUNDS; i++) {
        const ref = `RACE-${k.kind}-${i}`;
        const body = { ...k.body(fx), extRef: ref };
        const replies = await Promise.all([t.app, other].map((app) => through(app, `${k.path}/~add`, body)));
        expect(
          replies.map((r) => r.statusCode),
          replies.map((r) => r.body).join('\n'),
        ).toEqual([200, 200]);
        const data = replies.map((r) => r.json().data as { id: number; no: string; existing: boolean });
        expect(data[0]!.id).toBe(data[1]!.id);
        expect(data.map((d) => d.existing).sort()).toEqual([false, true]);
        expect(await ordersUnder(t.database.db, k.table, ref)).toBe(1);
        // The call that found the order never took a number: the next order is numbered right after it.
        const next = await through(other, `${k.path}/~add`, { ...k.body(fx), extRef: `${ref}-NEXT` });
        expect(Number(next.json().data.no.slice(-6))).toBe(Number(data[0]!.no.slice(-6)) + 1);
      }
    },
    120_000,
  );

  it.each(SENDER_KINDS)(
    '$kind: two different bodies at once: one order, the other refused naming it',
    async (k) => {
      for (let i = 0; i < ROUNDS; i++) {
        const ref = `RACE-DIFF-${k.kind}-${i}`;
        const body = k.body(fx);
        const bodies = [
          { ...body, extRef: ref },
          { ...body, extRef: ref, comment: 'second' },
        ];
        const replies = await Promise.all([t.app, other].map((app, j) => through(app, `${k.path}/~add`, bodies[j]!)));
        const codes = replies.map((r) => r.statusCode);
        expect([...codes].sort(), replies.map((r) => r.body).join('\n')).toEqual([200, 409]);
        const won = replies[codes.indexOf(200)]!.json().data as { id: number; no: string };
        const lost = replies[codes.indexOf(409)]!.json();
        expect(lost.data.order).toEqual({ id: won.id, no: won.no });
        expect(lost.data.differences).toHaveLength(1);
        expect(lost.data.differences[0].field).toBe('comment');
        expect(await ordersUnder(t.database.db, k.table, ref)).toBe(1);
      }
    },
    120_000,
  );
});
