import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stock, stockLedger } from '../../db/schema/index.ts';
import { postTo } from '../../test/crash.ts';
import { auth, DB_KIND } from '../../test/harness.ts';
import { twoProcessRace } from '../../test/request.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Issue 13, "Bad input and failure": the same acknowledgement or delivery sent by two server processes
 * at once does the thing once. Two real servers (apps/server/src/main.ts as child processes) on one
 * PostgreSQL database; every action locks the order row (SELECT … FOR UPDATE) and decides on its
 * status as locked, so the second waits, finds the new status and is refused. Row locks only exist
 * there; PGlite skips.
 */
const ROUNDS = 8;

type Reply = { status: number; message: string };

describe.skipIf(DB_KIND !== 'postgres')(
  'request orders: double ack and double delivery across two processes (PostgreSQL)',
  () => {
    const race = twoProcessRace(['wms-req-a', 'wms-req-b']);
    const { inject } = race;
    /** The same call through both race.servers at once. */
    const both = async (url: string, body: object): Promise<Reply[]> =>
      Promise.all(
        race.servers.map(async (s) => {
          const r = await postTo(s, url, JSON.stringify(body));
          if (typeof r === 'string') throw new Error(r);
          return { status: r.status, message: ((await r.json()) as { message: string }).message };
        }),
      );
    const newOrder = (kind: 'tr' | 'mr', qty: number) =>
      inject(`/${kind === 'tr' ? 'inbound/tr' : 'outbound/mr'}/order/~add`, {
        customer: race.fx.customer,
        warehouse: race.fx.wh,
        items: [{ material: race.fx.lid, qty }],
      });
    const route = async (kind: 'tr' | 'mr', id: number) =>
      (
        await race.t.app.inject({
          method: 'GET',
          url: `/${kind === 'tr' ? 'inbound/tr' : 'outbound/mr'}/order/_route/get?id=${id}`,
          headers: auth(race.token),
        })
      ).json().data as { action: string }[];

    it('a double acknowledgement acknowledges once; the other is refused naming the status', async () => {
      for (let i = 0; i < ROUNDS; i++) {
        const kind = i % 2 ? 'mr' : 'tr';
        const o = await newOrder(kind, 1);
        const replies = await both(`/${kind === 'tr' ? 'inbound/tr' : 'outbound/mr'}/order/~ack`, { id: o.id });
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(replies.find((r) => r.status === 409)!.message).toMatch(/当前状态为「已接单」，不能接单$/);
        expect((await route(kind, o.id)).filter((s) => s.action === 'ack')).toHaveLength(1);
      }
    }, 120_000);

    it('a double delivery issues the stock once, with one set of ledger rows', async () => {
      const db = race.t.database.db;
      const P = '/outbound/mr/order';
      for (let i = 0; i < ROUNDS; i++) {
        await db.transaction((tx) =>
          stockService.receive(tx, { location: race.fx.locA, sku: race.fx.lidSku, qty: 3, lotNo: `D${i}` }),
        );
        const o = await newOrder('mr', 3);
        for (const a of ['~ack', '~transfer', '~transfer', '~transfer', '~inv/update']) await inject(`${P}/${a}`, { id: o.id });
        const before = await onHand();
        const replies = await both(`${P}/~delivery`, { id: o.id });
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(replies.find((r) => r.status === 409)!.message).toMatch(/当前状态为「配送中」，不能发货$/);
        expect(await onHand()).toBe(before - 3);
        const led = await db.select().from(stockLedger).where(eq(stockLedger.orderNo, o.no));
        expect(led.reduce((n, l) => n + l.qty, 0)).toBe(-3);
        expect((await route('mr', o.id)).filter((s) => s.action === 'delivery')).toHaveLength(1);
      }
      await assertNoDrift(db);

      async function onHand() {
        const [r] = await db
          .select({ n: sql<number>`coalesce(sum(${stock.qoh}), 0)::int` })
          .from(stock)
          .where(eq(stock.sku, race.fx.lidSku));
        return r!.n;
      }
    }, 180_000);

    it('two deliveries of different orders competing for the same stock never take it below zero', async () => {
      const db = race.t.database.db;
      const P = '/outbound/mr/order';
      for (let i = 0; i < ROUNDS; i++) {
        const [row] = await db
          .select({ n: sql<number>`coalesce(sum(${stock.qoh} - ${stock.qal}), 0)::int` })
          .from(stock)
          .where(eq(stock.sku, race.fx.lidSku));
        if (row!.n < 4) {
          await db.transaction((tx) =>
            stockService.receive(tx, { location: race.fx.locB, sku: race.fx.lidSku, qty: 4 - row!.n, lotNo: `E${i}` }),
          );
        }
        // 4 on hand (any more was issued above), two orders of 3: one is delivered, the other is refused short.
        const left = (
          await db
            .select({ n: sql<number>`coalesce(sum(${stock.qoh}), 0)::int` })
            .from(stock)
            .where(eq(stock.sku, race.fx.lidSku))
        )[0]!.n;
        if (left > 4) {
          const o = await newOrder('mr', left - 4);
          for (const a of ['~ack', '~transfer', '~transfer', '~transfer', '~inv/update', '~delivery'])
            await inject(`${P}/${a}`, { id: o.id });
        }
        const a = await newOrder('mr', 3);
        const b = await newOrder('mr', 3);
        for (const o of [a, b])
          for (const x of ['~ack', '~transfer', '~transfer', '~transfer']) await inject(`${P}/${x}`, { id: o.id });
        // inv/update checks each alone (4 ≥ 3), so both reach awaiting delivery.
        for (const o of [a, b]) await inject(`${P}/~inv/update`, { id: o.id });
        const replies = await Promise.all(
          [a, b].map(async (o, k) => {
            const r = await postTo(race.servers[k]!, `${P}/~delivery`, JSON.stringify({ id: o.id }));
            if (typeof r === 'string') throw new Error(r);
            return { status: r.status, message: ((await r.json()) as { message: string }).message };
          }),
        );
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(replies.find((r) => r.status === 409)!.message).toBe('库存不足：LID-1200 需要 3，可用 1');
        const [after] = await db
          .select({ n: sql<number>`coalesce(sum(${stock.qoh}), 0)::int`, min: sql<number>`coalesce(min(${stock.qoh}), 0)::int` })
          .from(stock)
          .where(eq(stock.sku, race.fx.lidSku));
        expect(after).toEqual({ n: 1, min: 0 });
      }
      await assertNoDrift(db);
    }, 240_000);
  },
);
