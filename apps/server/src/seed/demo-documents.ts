import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { containerAccountService } from '../modules/containers/container-account-service.ts';

/** Inserts rows under a name, counts them for the start-up log, and gives their ids (demo.ts). */
export type DemoInsert = (name: string, rows: Promise<{ id: number }[]>) => Promise<number[]>;

/** The demo master data the documents name (demo.ts). */
export interface DemoRefs {
  /** The Shanghai warehouse. */
  sh: number;
  /** The two customers: SAIC Volkswagen (CU-SVW) and Changan Ford (CU-CAF). */
  svw: number;
  caf: number;
  /** The unit PCS. */
  pcs: number;
  /** The door-trim pallet set (packaging PK-DOOR) and the plastic box (material PM-BOX). */
  doorSet: number;
  box: number;
}

/**
 * The demo's documents on its master data: a transit order and a material request (with their
 * packaging SKUs), and the plants' opening container balances. Returns the postings made.
 */
export async function seedDemoDocuments(
  db: Db,
  insert: DemoInsert,
  { sh, svw, caf, pcs, doorSet, box }: DemoRefs,
): Promise<number> {
  const id = { id: sql<number>`id` };
  const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
  // Request orders: a line's stock is the warehouse's SKU numbered with the packaging's or material's code
  // (docs/decisions/requests.md "Request orders"), so the Shanghai warehouse keeps one per code, and each kind has an order.
  const packagingCodes = [
    { code: 'PK-DOOR', name: '车门内饰板托盘套装' },
    { code: 'PM-PLT', name: '塑料托盘 1200×1000' },
    { code: 'PM-LID', name: '托盘盖' },
    { code: 'PM-BOX', name: '周转箱 600×400' },
    { code: 'PM-LNR', name: '吸塑内衬' },
  ];
  const articleIds = await insert(
    'packaging articles',
    db
      .insert(t.item)
      .values(packagingCodes.map((p) => ({ code: p.code, name: p.name, unit: pcs, warehouse: sh })))
      .returning(id),
  );
  await insert(
    'packaging SKUs',
    db
      .insert(t.productSku)
      .values(packagingCodes.map((p, k) => ({ item: articleIds[k]!, warehouse: sh, no: p.code, itemName: p.name, unit: pcs })))
      .returning(id),
  );
  const request = { customer: svw, warehouse: sh, orderDate: day(0), requiredDate: day(3), status: 100 };
  const [tr] = await insert(
    'transit orders',
    db
      .insert(t.trOrder)
      .values({ ...request, no: 'TR-DEMO-0001', qty: 40, contact: '王强', comment: '安亭一厂返空托盘' })
      .returning(id),
  );
  const [mr] = await insert(
    'material requests',
    db
      .insert(t.mrOrder)
      .values({
        ...request,
        no: 'MR-DEMO-0001',
        qty: 48,
        contact: '张伟',
        address: '上海市嘉定区安亭镇',
        comment: '车门线周转箱',
      })
      .returning(id),
  );
  await db.insert(t.trOrderLine).values({ order: tr!, lineNo: 1, packaging: doorSet, qty: 40 });
  await db.insert(t.mrOrderLine).values({ order: mr!, lineNo: 1, material: box, qty: 48 });
  await db.insert(t.trOrderRoute).values({ order: tr!, status: 100, action: 'add', userName: 'demo' });
  await db.insert(t.mrOrderRoute).values({ order: mr!, status: 100, action: 'add', userName: 'demo' });
  // What the plants held of ours when the console came in: opening balances, posted as corrections with a reason.
  const opening = { reason: '期初余额 Opening balance', postedOn: day(-120), lang: 'zh' as const };
  const posted = await db.transaction(async (tx) => [
    ...(await containerAccountService.post(
      tx,
      { partnerKind: 'customer', refId: svw },
      'correction',
      [
        { packagingType: 'pallet', qty: 120 },
        { packagingType: 'plasticBox', qty: 300 },
        { packagingType: 'palletLid', qty: 60 },
      ],
      opening,
    )),
    ...(await containerAccountService.post(
      tx,
      { partnerKind: 'customer', refId: caf },
      'correction',
      [{ packagingType: 'pallet', qty: 80 }],
      {
        ...opening,
        postedOn: day(-45),
      },
    )),
  ]);
  return posted.length;
}
