import { ZChargesUpdate } from '@wms/contract/containers/container-account-schema';
import { ENUMS } from '@wms/contract/enums';
import { ibOrder, ibOrderLine } from '@wms/contract/inbound/ib-order';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { obOrder, obOrderLine } from '@wms/contract/outbound/ob-order';
import { mrOrder, trOrder, trOrderLine } from '@wms/contract/request/req-order';
import { type FieldDef, fieldBounds, type ResourceDef } from '@wms/contract/resource';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { sysRole, sysUser } from '@wms/contract/system';
import { schemaLimits } from '@wms/contract/validation-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { countItem, countTask, ctrPartner, outboundTaskItem, stock, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { assertNoDrift } from '../../test/stock.ts';

/**
 * Issue 35 §5: master data made with the longest value each form takes, driven through every workflow that
 * copies those values (order lines, stock and its ledger, tasks, counts, routes, container accounts). Nothing
 * answers 5xx, and what is copied arrives whole. The lengths are read from the contract's definitions, so a
 * field made longer is tested at its new length.
 */
let t: TestApp;
let db: Db;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

const def = (name: string) => RESOURCE_BY_NAME.get(name)!;
const field = (d: ResourceDef, name: string) => d.fields.find((f) => f.name === name)!;
const maxOf = (d: ResourceDef, name: string) => fieldBounds(field(d, name)).max;

/** Codes, numbers and labels a scanner reads stay ASCII; names and texts are Chinese (a character is not a byte). */
const ASCII = /code|^no$|barcode|phone|lpn|lot|box|ref|^uom$|sscc|vehicle|^sn$|^dn$|carrier|ncts|^cron$/i;

/** `tag` filled out to `n` characters. */
const fill = (tag: string, n: number, ch = 'X') => (tag + ch.repeat(n)).slice(0, n);

/** The longest value of a text field: its maximum length (an e-mail address when it holds one). */
function longest(f: FieldDef, tag: string): string {
  const max = fieldBounds(f).max;
  if (f.format === 'email') return `${fill(tag.toLowerCase(), max - 12, 'x')}@example.com`;
  return ASCII.test(f.name) ? fill(tag, max) : fill(tag, max, '长');
}

/** A body giving every field the definition accepts: texts at their longest, the rest plain; `refs` and `set` as given. */
function longestBody(d: ResourceDef, tag: string, set: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of d.fields) {
    if (f.readOnly) continue;
    if (f.kind === 'string' || f.kind === 'text') body[f.name] = longest(f, `${tag}-${f.name}-`);
    else if (f.kind === 'enum') body[f.name] = (ENUMS[f.enum!] as readonly string[])[0];
    else if (f.kind === 'int' || f.kind === 'decimal') body[f.name] = Math.max(fieldBounds(f).min, 1);
    else if (f.kind === 'bool') body[f.name] = false;
    else if (f.kind === 'date') body[f.name] = '2026-11-22';
  }
  return { ...body, ...set };
}

const post = async (url: string, payload: object, tok = token) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: auth(tok) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const get = async (url: string, tok = token) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(tok) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
};
/** A master-data row through its own `~add`, with every field at its longest. */
const addRow = async (name: string, tag: string, set: Record<string, unknown> = {}) => {
  const d = def(name);
  const body = longestBody(d, tag, set);
  const row = await post(`${d.path}/~add`, body);
  return { ...body, ...row } as Record<string, unknown> & { id: number };
};

describe('the longest values every form takes, through every workflow', () => {
  it('arrive whole: orders, receipt, put-away, moves, counts, picking, shipping, request orders, accounts', async () => {
    // Master data, each at its longest.
    const unit = await addRow('unit', 'U');
    const wh = await addRow('warehouse', 'WH');
    const locA = await addRow('location', 'LA', { warehouse: wh.id, type: 'store' });
    const locB = await addRow('location', 'LB', { warehouse: wh.id, type: 'store' });
    const consignor = await addRow('consignor', 'CR');
    const consignee = await addRow('consignee', 'CE');
    const customer = await addRow('customer', 'CU');
    const item = await addRow('item', 'IT', { unit: unit.id, warehouse: wh.id, consignor: consignor.id });
    const sku = await addRow('productSku', 'SKU', {
      item: item.id,
      warehouse: wh.id,
      unit: unit.id,
      snp: 1,
      packType: 'pallet',
      serialTracked: false,
    });
    const packaging = await addRow('packaging', 'PK', { customer: customer.id, type: 'pallet' });
    // A transit order's stock goes under the SKU numbered with the packaging's code.
    const packSku = await addRow('productSku', 'PKS', {
      item: item.id,
      warehouse: wh.id,
      unit: unit.id,
      no: packaging.code,
      packType: 'pallet',
    });
    expect((sku.no as string).length).toBe(maxOf(def('productSku'), 'no'));

    // A user with the longest name and account, who does everything below (its name is copied as the doer).
    const roleCode = fill('R', maxOf(sysRole, 'code'));
    await post('/system/role/~add', { code: roleCode, name: fill('角色', maxOf(sysRole, 'name'), '长'), permissions: ['*/*/*'] });
    const password = 'Longest1234';
    const user = {
      account: fill('u', maxOf(sysUser, 'account'), 'x'),
      name: fill('用户', maxOf(sysUser, 'name'), '长'),
      email: longest(field(sysUser, 'email'), 'user'),
      phone: '+86 138 0013 8000',
    };
    await post('/system/user/~account/add', { ...user, password, confirmPassword: password, roles: [roleCode] });
    const tok = await t.login(user.account, password);
    const as = (url: string, payload: object) => post(url, payload, tok);

    // Inbound: the line copies the SKU's number, name and description; receipt by the SKU number; put-away.
    const lot = fill('LOT-', maxOf(ibOrderLine, 'lotNo'));
    const box = fill('BOX-', maxOf(ibOrderLine, 'shipBoxLbl'));
    const ibLine = longestBody(ibOrderLine, 'IBL', { sku: sku.id, shipQty: 10, location: locA.id, lotNo: lot, shipBoxLbl: box });
    for (const copied of ['itemCode', 'itemName', 'itemDesc']) delete ibLine[copied];
    for (const counts of ['shipBox', 'recvBox', 'stockBox']) delete ibLine[counts];
    const ib = await as('/inbound/ib/order/~add', {
      ...longestBody(ibOrder, 'IB', { warehouse: wh.id, consignor: consignor.id, postingDate: '2026-11-22' }),
      items: [ibLine],
    });
    const line = ib.items[0];
    expect([line.itemCode, line.itemName, line.itemDesc]).toEqual([sku.no, sku.itemName, sku.description]);
    expect(line.lpn).toBe(ibLine.lpn);
    await as('/inbound/ib/order/~approve', { id: ib.id });
    await as('/inbound/ib/order/~scan', { id: ib.id, code: sku.no, qty: 10 });
    await as('/inbound/ib/order/~store', {
      id: ib.id,
      items: [{ id: line.id, stockQty: 10, location: locA.id, lotNo: lot, shipBoxLbl: box }],
    });
    const [row] = await db
      .select()
      .from(stock)
      .where(and(eq(stock.sku, sku.id as number), eq(stock.lotNo, lot)));
    expect(row).toMatchObject({ lotNo: lot, shipBoxLbl: box, lpn: ibLine.lpn, itemName: sku.itemName, packCode: sku.packCode });
    const [booked] = await db.select().from(stockLedger).where(eq(stockLedger.orderNo, ib.no));
    expect(booked).toMatchObject({
      userName: user.name,
      itemCode: item.code,
      itemName: sku.itemName,
      lotNo: lot,
      lpn: ibLine.lpn,
    });
    await get(`/inbound/ib/order/~print?id=${ib.id}`, tok);

    // A second pallet, put away whole by its LPN (inbound MU), then moved on the floor by that LPN.
    const lpn = fill('MU-', maxOf(ibOrderLine, 'lpn'));
    const mu = await as('/inbound/ib/order/~add', {
      ...longestBody(ibOrder, 'IB2', { warehouse: wh.id, postingDate: '2026-11-22' }),
      items: [{ sku: sku.id, shipQty: 4, lpn, lotNo: lot, shipBoxLbl: fill('BOX2-', maxOf(ibOrderLine, 'shipBoxLbl')) }],
    });
    await as('/inbound/ib/order/~approve', { id: mu.id });
    await as('/inbound/ib/mu/~store', { lpn, location: locA.id });
    const moved = await as('/inventory/floor/~move', { lpn, to: locB.code });
    expect(moved.rows[0]).toMatchObject({ lpn, location: locB.code, sku: sku.no, itemName: sku.itemName });

    // Transfer, adjustment: the stock row's key and the ledger's copies stay whole.
    const tf = await as('/inbound/tf/order/~add', {
      ...longestBody(tfOrder, 'TF', { warehouse: wh.id, postingDate: '2026-11-22' }),
      items: [{ stock: row!.id, location: locB.id, qty: 2 }],
    });
    await as('/inbound/tf/order/~store', { id: tf.id });
    const adjustLot = fill('ADJ-', maxOf(ibOrderLine, 'lotNo'));
    await as('/inventory/stock/~adjust', {
      warehouse: wh.id,
      location: locB.id,
      sku: sku.id,
      lotNo: adjustLot,
      qty: 3,
      comment: fill('调整', 200, '长'),
    });

    // A stock count by the codes a scanner reads: the location's and the SKU's, at their longest.
    const count = await as('/inventory/count/~add', { warehouse: wh.id, locations: [locA.id, locB.id] });
    await as('/inventory/count/~item/add', {
      id: count.id,
      items: [
        { location: locA.code, sku: sku.no, lotNo: lot, qty: 8 },
        { location: locB.code, sku: sku.no, lotNo: fill('FOUND-', maxOf(ibOrderLine, 'lotNo')), qty: 1 },
      ],
    });
    await as('/inventory/count/~merge', { id: count.id });
    const [task] = await db.select().from(countTask).where(eq(countTask.id, count.id));
    expect([task!.createdBy, task!.mergedBy]).toEqual([user.name, user.name]);
    const counted = await db.select().from(countItem).where(eq(countItem.task, count.id));
    expect(counted.filter((i) => i.counted !== null).every((i) => i.countedBy === user.name)).toBe(true);

    // Outbound: the line copies the SKU's texts; allocation of the lot, picking by codes, stock out, ship.
    const obLine = longestBody(obOrderLine, 'OBL', { sku: sku.id, qty: 2, lotNo: lot, consignee: consignee.id });
    for (const copied of ['itemCode', 'itemName', 'itemDesc']) delete obLine[copied];
    const ob = await as('/outbound/ob/order/~add', {
      ...longestBody(obOrder, 'OB', { warehouse: wh.id, consignor: consignor.id, consignee: consignee.id }),
      items: [obLine],
    });
    expect([ob.items[0].itemCode, ob.items[0].itemName]).toEqual([sku.no, sku.itemName]);
    await as('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [ob.id] });
    const made = await as('/outbound/ob/order/~multi/task/add?task=picking', { ids: [ob.id] });
    const pick = (await get(`/outbound/ob/task/~item/get?id=${made.tasks[0].id}`, tok)).json().data;
    // Scanning every item finishes the task.
    for (const it of pick.items)
      await as('/outbound/ob/task/~item/scan', { id: it.id, location: it.locationLabel, code: sku.no });
    const [picked] = await db.select().from(outboundTaskItem).where(eq(outboundTaskItem.task, made.tasks[0].id));
    expect(picked).toMatchObject({ worker: user.name, lotNo: lot });
    await as('/outbound/ob/order/~stock', { ids: [ob.id] });
    await as('/outbound/ob/order/~ship', { ids: [ob.id] });
    const [out] = await db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.orderNo, ob.no), eq(stockLedger.type, 'outbound')));
    expect(out).toMatchObject({ userName: user.name, lotNo: lot, itemCode: item.code });

    // Request orders: a transit order received into stock, a material request delivered from it.
    await as('/inventory/account/~post', {
      partnerKind: 'customer',
      refId: customer.id,
      kind: 'correction',
      packagingType: 'pallet',
      qty: 50,
      reason: fill('期初', 500, '长'),
    });
    const header = (tag: string) => longestBody(trOrder, tag, { customer: customer.id, warehouse: wh.id, location: locA.id });
    const trLine = longestBody(trOrderLine, 'TRL', { packaging: packaging.id, qty: 5 });
    delete trLine.material;
    const tr = await as('/inbound/tr/order/~add', { ...header('TR'), items: [trLine] });
    const comment = fill('备注', 500, '长');
    for (const [action, body] of [
      ['ack', {}],
      ['transfer', { to: 400 }],
      ['transfer', {}],
      ['transfer', {}],
      ['inv/update', {}],
    ] as const) {
      await as(`/inbound/tr/order/~${action}`, { id: tr.id, comment, ...body });
    }
    const route = (await get(`/inbound/tr/order/_route/get?id=${tr.id}`, tok)).json().data;
    expect(route.at(-1)).toMatchObject({ userName: user.name, comment });
    const mr = await as('/outbound/mr/order/~add', {
      ...longestBody(mrOrder, 'MR', { customer: customer.id, warehouse: wh.id }),
      items: [trLine],
    });
    for (const action of ['ack', 'transfer', 'transfer', 'transfer', 'inv/update', 'delivery']) {
      await as(`/outbound/mr/order/~${action}`, { id: mr.id, comment });
    }
    await get(`/outbound/mr/order/~print?id=${mr.id}`, tok);
    expect((await db.select().from(stock).where(eq(stock.sku, packSku.id))).length).toBeGreaterThan(0);

    // Container accounts: the partners' codes and names copied whole; the statements' address at its longest.
    const partners = await db.select().from(ctrPartner);
    for (const p of [customer, consignee]) {
      expect(partners.find((x) => x.code === p.code)).toMatchObject({ code: p.code, name: p.name });
    }
    const partner = partners.find((x) => x.code === customer.code)!;
    await as('/inventory/account/partner/~charges/update', {
      partnerKind: 'customer',
      refId: customer.id,
      freeDays: 0,
      charged: false,
      statementEmail: longest(
        {
          name: 'statementEmail',
          kind: 'string',
          max: schemaLimits(ZChargesUpdate.shape.statementEmail).maxLength,
          format: 'email',
        },
        'statements',
      ),
      prices: [],
    });
    await get(`/inventory/account/partner/_detail/get?id=${partner.id}`, tok);
  });
});
