import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  consignee,
  countItem,
  countRecord,
  inboundOrder,
  inboundOrderLine,
  lpn,
  outboundTask,
  outboundTaskItem,
  stock,
  stockLedger,
  transferOrder,
  transferOrderLine,
} from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { allocationDrift, freshSku, putStock, qalOf } from '../../test/outbound.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { containerAccountService } from '../containers/container-account-service.ts';
import { statementRepository } from '../containers/statement-repository.ts';
import { statementService } from '../containers/statement-service.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Every route marked `config.idempotent` (docs/api.md "Idempotent writes"), each sent as a handheld
 * sends it: with a key, and again with the same key when the answer did not arrive. A route marked
 * later without a case here fails the last test.
 */

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;

/** The routes the test app registered with `config.idempotent`, as `${method} ${url}`. */
const marked: string[] = [];
/** Fastify announces each instance it makes before any route is added to it: the test app's are seen as they are. */
const watch = (message: unknown) =>
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotent) for (const method of [route.method].flat()) marked.push(`${method} ${route.url}`);
  });

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', watch);
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', watch);
  }
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
});
afterAll(() => t.close());
afterEach(async () => {
  await assertNoDrift(db);
  expect(await allocationDrift(db)).toEqual([]);
});

/** Setup calls go without a key, as the console sends them. */
const post = async (url: string, payload: object) => {
  const r = await t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json().data;
};
const send = (url: string, payload: object, key: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...auth(token), 'idempotency-key': key } });

/** What a case needs: the call's body, and what the call writes read back, with its value after one application. */
interface Prepared {
  body: object;
  effect: () => Promise<unknown>;
  once: unknown;
}

let seq = 0;
const receive = async (sku: number, qty: number, lotNo: string) =>
  (await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku, qty, lotNo }))).id;
const qoh = async (id: number) => (await db.select().from(stock).where(eq(stock.id, id)))[0]!.qoh;
const ledgerOf = async (orderNo: string) =>
  (await db.select().from(stockLedger).where(eq(stockLedger.orderNo, orderNo))).map((l) => l.qty).sort((a, b) => a - b);

// ---- inbound

type IbLine = { sku: number; shipQty: number; lpn?: string; lotNo?: string; shipBoxLbl?: string };
async function approvedInbound(items: IbLine[]) {
  const o = await post('/inbound/ib/order/~add', {
    no: `IB-RPL${++seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-27',
    items,
  });
  await post('/inbound/ib/order/~approve', { id: o.id });
  return o as { id: number; no: string; items: { id: number }[] };
}
const ibLine = async (id: number) => (await db.select().from(inboundOrderLine).where(eq(inboundOrderLine.id, id)))[0]!;
const ibStatus = async (id: number) => (await db.select().from(inboundOrder).where(eq(inboundOrder.id, id)))[0]!.status;

async function inboundScan(): Promise<Prepared> {
  const o = await approvedInbound([{ sku: fx.sku, shipQty: 10 }]);
  const line = o.items[0]!.id;
  return {
    body: { id: o.id, code: 'PAL-1200', qty: 3 },
    effect: async () => ({ recvQty: (await ibLine(line)).recvQty, status: await ibStatus(o.id) }),
    once: { recvQty: 3, status: 50 },
  };
}

async function inboundStore(): Promise<Prepared> {
  const o = await approvedInbound([{ sku: fx.sku, shipQty: 10 }]);
  const line = o.items[0]!.id;
  const lot = `LOT-RPL${++seq}`;
  return {
    body: { id: o.id, items: [{ id: line, stockQty: 4, location: fx.locA, lotNo: lot, shipBoxLbl: `BOX-${lot}` }] },
    effect: async () => ({
      stockQty: (await ibLine(line)).stockQty,
      ledger: await ledgerOf(o.no),
      stock: (await db.select().from(stock).where(eq(stock.lotNo, lot))).map((s) => s.qoh),
    }),
    once: { stockQty: 4, ledger: [4], stock: [4] },
  };
}

async function muStore(): Promise<Prepared> {
  const pallet = `MU-RPL${++seq}`;
  const o = await approvedInbound([
    { sku: fx.sku, shipQty: 6, lpn: pallet, lotNo: 'LOT-MU', shipBoxLbl: `${pallet}-1` },
    { sku: fx.lidSku, shipQty: 2, lpn: pallet, lotNo: 'LOT-MU', shipBoxLbl: `${pallet}-2` },
  ]);
  return {
    body: { lpn: pallet, location: fx.locB },
    effect: async () => ({
      stock: Object.fromEntries(
        (await db.select().from(stock).where(eq(stock.lpn, pallet))).map((s) => [s.sku, [s.location, s.qoh]]),
      ),
      ledger: await ledgerOf(o.no),
      status: await ibStatus(o.id),
    }),
    once: { stock: { [fx.sku]: [fx.locB, 6], [fx.lidSku]: [fx.locB, 2] }, ledger: [2, 6], status: 70 },
  };
}

async function transferAdd(): Promise<Prepared> {
  const src = await receive(fx.sku, 10, `LOT-TFA${++seq}`);
  // No number given: a second application would make a second order, not a refused duplicate.
  return {
    body: { warehouse: fx.wh, postingDate: '2026-11-27', items: [{ stock: src, location: fx.locB, qty: 2 }] },
    effect: async () => ({
      lines: (await db.select().from(transferOrderLine).where(eq(transferOrderLine.stock, src))).map((l) => l.qty),
      qoh: await qoh(src),
    }),
    once: { lines: [2], qoh: 10 },
  };
}

async function transferStore(): Promise<Prepared> {
  const src = await receive(fx.sku, 10, `LOT-TFS${++seq}`);
  const o = await post('/inbound/tf/order/~add', {
    warehouse: fx.wh,
    postingDate: '2026-11-27',
    items: [{ stock: src, location: fx.locB, qty: 5 }],
  });
  return {
    body: { id: o.id },
    effect: async () => ({
      status: (await db.select().from(transferOrder).where(eq(transferOrder.id, o.id)))[0]!.status,
      qoh: await qoh(src),
      ledger: await ledgerOf(o.no),
    }),
    once: { status: 70, qoh: 5, ledger: [-5, 5] },
  };
}

// ---- outbound tasks

const O = '/outbound/ob/order';
/** An order of `qty` of a SKU of its own, allocated from its one stock row (10 at A-01), and its pick task. */
async function pickTask(qty: number) {
  const code = `RPL-${++seq}`;
  const sku = await freshSku(db, code, fx.wh, fx.unit);
  const [row] = await putStock(db, sku, [{ qty: 10, date: '2026-01-01T08:00:00Z', location: fx.locA, lotNo: 'LR' }]);
  const order = await post(`${O}/~add`, {
    no: `OB-RPL${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-27',
    items: [{ sku, qty }],
  });
  await post(`${O}/~allocate?strategy=fifo&shortage=error`, { ids: [order.id] });
  const [task] = (await post(`${O}/~multi/task/add?task=picking`, { ids: [order.id] })).tasks;
  const items = await db.select().from(outboundTaskItem).where(eq(outboundTaskItem.task, task.id));
  return { code, row: row!, order: order as { id: number }, task: task as { id: number }, item: items[0]! };
}
const taskState = async (id: number) => {
  const [task] = await db.select().from(outboundTask).where(eq(outboundTask.id, id));
  const items = await db.select().from(outboundTaskItem).where(eq(outboundTaskItem.task, id));
  return { status: task!.status, items: items.map((i) => [i.status, i.actQty]) };
};

async function labelAdd(): Promise<Prepared> {
  const { order, task } = await pickTask(2);
  await post('/outbound/ob/task/~finish', { id: task.id });
  const [pack] = (await post(`${O}/~multi/task/add?task=packing`, { ids: [order.id] })).tasks;
  const labels = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(lpn).where(eq(lpn.type, 'shipBox')))[0]!.n;
  return { body: { id: pack.id }, effect: labels, once: (await labels()) + 1 };
}

async function itemScan(): Promise<Prepared> {
  const { code, row, task, item } = await pickTask(3);
  // A short pick gives the rest back at once: applied twice, it would give back twice.
  return {
    body: { id: item.id, location: 'A-01', code, actQty: 2 },
    effect: async () => ({ task: await taskState(task.id), qal: await qalOf(db, [row]) }),
    once: { task: { status: 100, items: [[100, 2]] }, qal: [2] },
  };
}

async function taskFinish(): Promise<Prepared> {
  const { row, task } = await pickTask(3);
  return {
    body: { id: task.id },
    effect: async () => ({ task: await taskState(task.id), qal: await qalOf(db, [row]) }),
    once: { task: { status: 100, items: [[100, 3]] }, qal: [3] },
  };
}

// ---- inventory

async function countAdd(): Promise<Prepared> {
  const code = `CNT-${++seq}`;
  const sku = await freshSku(db, code, fx.wh, fx.unit);
  await receive(sku, 5, 'LC');
  const task = await post('/inventory/count/~add', { warehouse: fx.wh, skus: [sku] });
  // Counts add up: applied twice, the item would read 8.
  return {
    body: { id: task.id, items: [{ location: 'A-01', sku: code, qty: 4 }] },
    effect: async () => {
      const items = await db.select().from(countItem).where(eq(countItem.task, task.id));
      const records = await db
        .select({ qty: countRecord.qty })
        .from(countRecord)
        .innerJoin(countItem, eq(countItem.id, countRecord.item))
        .where(eq(countItem.task, task.id));
      return { counted: items.map((i) => i.counted), records: records.map((r) => r.qty) };
    },
    once: { counted: [4], records: [4] },
  };
}

async function floorMove(): Promise<Prepared> {
  const lot = `LOT-FL${++seq}`;
  const src = await receive(fx.sku, 10, lot);
  // Part of a row: applied twice, it would move 6.
  return {
    body: { stock: src, qty: 3, to: 'B-01' },
    effect: async () =>
      Object.fromEntries((await db.select().from(stock).where(eq(stock.lotNo, lot))).map((s) => [s.location, s.qoh])),
    once: { [fx.locA]: 7, [fx.locB]: 3 },
  };
}

/** A consignee of its own holding 5 plastic boxes; its balance is what a manual posting changes. */
async function accountPosting(kind: 'post' | 'writeOff'): Promise<Prepared> {
  const [c] = await db
    .insert(consignee)
    .values({ code: `CE-IDEM${++seq}`, name: 'Plant' })
    .returning();
  const who = { partnerKind: 'consignee' as const, refId: c!.id };
  await db.transaction((tx) =>
    containerAccountService.post(tx, who, 'correction', [{ packagingType: 'plasticBox', qty: 5 }], {
      reason: 'opening',
      lang: 'en',
    }),
  );
  const balance = async () =>
    (
      (await db.execute(
        sql`select a.balance from ctr_account a join ctr_partner p on p.id = a.partner_id where p.consignee_id = ${c!.id}`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  const body = { ...who, packagingType: 'plasticBox', qty: 2, reason: 'count' };
  // Applied twice, it would move 4.
  return {
    body: kind === 'post' ? { ...body, kind: 'correction' } : body,
    effect: balance,
    once: [{ balance: kind === 'post' ? 7 : 3 }],
  };
}

/** A consignee of its own with a posting last month: its statement for that month is what `~make` writes. */
async function statementMake(): Promise<Prepared> {
  const [c] = await db
    .insert(consignee)
    .values({ code: `CE-STM${++seq}`, name: 'Plant' })
    .returning();
  const who = { partnerKind: 'consignee' as const, refId: c!.id };
  const first = new Date();
  first.setUTCDate(1);
  first.setUTCMonth(first.getUTCMonth() - 1);
  const month = first.toISOString().slice(0, 10);
  const [posted] = await db.transaction((tx) =>
    containerAccountService.post(tx, who, 'correction', [{ packagingType: 'pallet', qty: 3 }], {
      reason: 'opening',
      postedOn: month,
      lang: 'en',
    }),
  );
  const [{ partner }] = (
    (await db.execute(sql`select partner_id as partner from ctr_posting where id = ${posted!.id}`)) as unknown as {
      rows: { partner: number }[];
    }
  ).rows as [{ partner: number }];
  const made = async () =>
    (
      (await db.execute(
        sql`select status, closing::int as closing from ctr_statement where partner_id = ${partner} and month = ${month}`,
      )) as unknown as { rows: unknown[] }
    ).rows;
  return { body: { month: month.slice(0, 7), partner }, effect: made, once: [{ status: 'issued', closing: 3 }] };
}

/** That statement made and disputed with a count of 1 pallet: accepting books a correction of −2, once. */
async function statementAccept(): Promise<Prepared> {
  const made = await statementMake();
  const { month, partner } = made.body as { month: string; partner: number };
  await statementService.make(db, { month: `${month}-01`, partner }, null);
  const id = (await statementRepository.byPartnerMonth(db, partner, `${month}-01`))!;
  const respondedOn = await statementRepository.today(db);
  const counts = [{ packagingType: 'pallet' as const, counted: 1 }];
  await statementService.answer(db, 'dispute', { id, respondedOn, comment: 'we hold 1', counts }, null, 'en');
  const balance = async () =>
    ((await db.execute(sql`select balance from ctr_account where partner_id = ${partner}`)) as unknown as { rows: unknown[] })
      .rows;
  return { body: { id, packagingType: 'pallet' }, effect: balance, once: [{ balance: 1 }] };
}

/** Each idempotent route, as `${method} ${url}`, and its setup. */
const CASES: Record<string, () => Promise<Prepared>> = {
  'POST /inbound/ib/order/~scan': inboundScan,
  'POST /inbound/ib/order/~store': inboundStore,
  'POST /inbound/ib/mu/~store': muStore,
  'POST /inbound/tf/order/~add': transferAdd,
  'POST /inbound/tf/order/~store': transferStore,
  'POST /outbound/ob/task/~label/add': labelAdd,
  'POST /outbound/ob/task/~item/scan': itemScan,
  'POST /outbound/ob/task/~finish': taskFinish,
  'POST /inventory/count/~item/add': countAdd,
  'POST /inventory/floor/~move': floorMove,
  'POST /inventory/account/~post': () => accountPosting('post'),
  'POST /inventory/account/~writeOff': () => accountPosting('writeOff'),
  'POST /inventory/account/statement/~make': statementMake,
  'POST /inventory/account/statement/~accept': statementAccept,
};

describe(`every idempotent route replays its first reply and applies once (${DB_KIND})`, () => {
  for (const [route, prepare] of Object.entries(CASES)) {
    const url = route.slice('POST '.length);

    it(`${route}: the repeat gets the first reply back and changes nothing`, async () => {
      const p = await prepare();
      expect(await p.effect()).not.toEqual(p.once);
      const key = randomUUID();
      const first = await send(url, p.body, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await p.effect()).toEqual(p.once);
      const again = await send(url, p.body, key);
      expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', first.json()]);
      expect(await p.effect()).toEqual(p.once);
    });

    it(`${route}: three sends of one key at once apply it once; the others replay it or are told to retry`, async () => {
      const p = await prepare();
      const key = randomUUID();
      const replies = await Promise.all([1, 2, 3].map(() => send(url, p.body, key)));
      const said = replies.map((r) => r.body).join('\n');
      // A repeat meeting the first between its commit and its reply is told to retry (409, Retry-After).
      for (const r of replies)
        expect(r.statusCode === 200 || (r.statusCode === 409 && r.headers['retry-after'] === '1'), said).toBe(true);
      const applied = replies.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true');
      expect(applied, said).toHaveLength(1);
      for (const r of replies.filter((x) => x.statusCode === 200)) expect(r.json()).toEqual(applied[0]!.json());
      const later = await send(url, p.body, key);
      expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(later.json()).toEqual(applied[0]!.json());
      expect(await p.effect()).toEqual(p.once);
    });
  }

  it('has a case for every route marked idempotent, and for no other', () => {
    expect(marked.sort()).toEqual(Object.keys(CASES).sort());
  });
});
