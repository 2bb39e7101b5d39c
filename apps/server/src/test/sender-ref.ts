import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { inboundOrder, mrOrder, outboundOrder, sysRole, trOrder } from '../db/schema/index.ts';
import { auth, type TestApp } from './harness.ts';
import type { requestFixture } from './request.ts';

type Fx = Awaited<ReturnType<typeof requestFixture>>;

/**
 * The four kinds of order an API key's `~add` makes create-or-return under its `extRef` (modules/orders/sender-ref.ts),
 * each with a body of two lines, the name of its lines' quantity and its permissions' prefix: what the tests of
 * create-or-return send.
 */
export const SENDER_KINDS = [
  {
    kind: 'ib',
    /** `extRef`'s label, as messages name it. */
    label: { en: 'External ref.', zh: '外部参考号' },
    path: '/inbound/ib/order',
    permission: 'inbound/ibOrder',
    table: inboundOrder,
    qty: 'shipQty',
    body: (fx: Fx) => ({
      extRef: 'PO-4711',
      extDocNo: 'ASN-4711',
      warehouse: fx.wh,
      postingDate: '2026-11-29',
      items: [
        { sku: fx.sku, shipQty: 5 },
        { sku: fx.lidSku, shipQty: 3 },
      ],
    }),
  },
  {
    kind: 'ob',
    label: { en: 'External ref.', zh: '外部参考号' },
    path: '/outbound/ob/order',
    permission: 'outbound/obOrder',
    table: outboundOrder,
    qty: 'qty',
    body: (fx: Fx) => ({
      extRef: 'SO-4711',
      extDocNo: 'DN-4711',
      warehouse: fx.wh,
      postingDate: '2026-11-29',
      items: [
        { sku: fx.sku, qty: 5 },
        { sku: fx.lidSku, qty: 3 },
      ],
    }),
  },
  {
    kind: 'tr',
    label: { en: 'Customer ref.', zh: '客户参考号' },
    path: '/inbound/tr/order',
    permission: 'inbound/trOrder',
    table: trOrder,
    qty: 'qty',
    body: (fx: Fx) => ({
      customer: fx.customer,
      warehouse: fx.wh,
      extRef: 'CR-4711',
      requiredDate: '2026-12-03',
      items: [
        { packaging: fx.pal, qty: 5 },
        { material: fx.lid, qty: 3 },
      ],
    }),
  },
  {
    kind: 'mr',
    label: { en: 'Customer ref.', zh: '客户参考号' },
    path: '/outbound/mr/order',
    permission: 'outbound/mrOrder',
    table: mrOrder,
    qty: 'qty',
    body: (fx: Fx) => ({
      customer: fx.customer,
      warehouse: fx.wh,
      extRef: 'CR-4711',
      requiredDate: '2026-12-03',
      items: [
        { packaging: fx.pal, qty: 5 },
        { material: fx.lid, qty: 3 },
      ],
    }),
  },
] as const;

/** How many orders of a kind an API key made under this `extRef` (any key). */
export async function ordersUnder(db: Db, table: PgTable, ref: string): Promise<number> {
  const t = table as PgTable & { senderRef: PgColumn };
  const [r] = await db.select({ n: count() }).from(t).where(eq(t.senderRef, ref));
  return r!.n;
}

/** How many orders of a kind have this `extRef`, whoever made them. */
export async function ordersWithExtRef(db: Db, table: PgTable, extRef: string): Promise<number> {
  const t = table as PgTable & { extRef: PgColumn };
  const [r] = await db.select({ n: count() }).from(t).where(eq(t.extRef, extRef));
  return r!.n;
}

const DAY_MS = 86_400_000;

/**
 * An API key (an ERP) made by the admin as the API-keys screen makes one, for a role of its own holding every
 * order permission of the four kinds; returns the headers its calls send (`Authorization: Bearer …`).
 */
export async function erpKey(t: TestApp, admin: string, name: string) {
  const actions = ['view', 'add', 'update', 'delete'];
  const permissions = SENDER_KINDS.flatMap((k) => actions.map((a) => `${k.permission}/${a}`));
  const [role] = await t.database.db
    .insert(sysRole)
    .values({ code: `erp-${name}`, name: `ERP ${name}`, permissions })
    .returning({ id: sysRole.id });
  const r = await t.app.inject({
    method: 'POST',
    url: '/system/apikey/~add',
    payload: { name, role: role!.id, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    headers: auth(admin),
  });
  expect(r.statusCode, r.body).toBe(200);
  const token = (r.json().data as { token: string }).token;
  return (lang = 'en') => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
}
