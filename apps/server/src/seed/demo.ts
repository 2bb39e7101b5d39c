import { withCheckDigit } from '@wms/contract/scan/parse-scan';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { seedDemoDocuments } from './demo-documents.ts';

/**
 * Demo data (SEED_DEMO=1) for a returnable-packaging centre: every master-data screen has rows,
 * and every reference a new record needs (warehouse, unit, consignor, customer, packaging
 * material…) already exists; then the documents on it (demo-documents.ts). Only on a database
 * without warehouses. Returns what was added, per table, for the start-up log.
 */
export async function seedDemo(db: Db): Promise<Record<string, number> | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.warehouse);
  if (Number(n) > 0) return null;
  const added: Record<string, number> = {};
  const insert = async (name: string, rows: Promise<{ id: number }[]>): Promise<number[]> => {
    const done = await rows;
    added[name] = done.length;
    return done.map((r) => Number(r.id));
  };
  const id = { id: sql<number>`id` };

  const [sh, cq] = await insert(
    'warehouses',
    db
      .insert(t.warehouse)
      .values([
        {
          code: 'WH-SH',
          name: '上海包装中心仓',
          addr: '上海市嘉定区安亭镇',
          contact: '王强',
          contactPhone: '021-59570000',
          dflt: true,
        },
        { code: 'WH-CQ', name: '重庆返空仓', addr: '重庆市渝北区', contact: '李娜', contactPhone: '023-67880000' },
      ])
      .returning(id),
  );
  await insert(
    'locations',
    db
      .insert(t.location)
      .values(demoLocations([sh!, cq!]))
      .returning(id),
  );
  await insert(
    'zones',
    db
      .insert(t.zone)
      .values(
        [sh!, cq!].flatMap((wh) => [
          { warehouse: wh, code: 'Z-RCV', name: '收货区', type: 'receive' },
          { warehouse: wh, code: 'Z-STO', name: '存储区', type: 'store' },
          { warehouse: wh, code: 'Z-SHP', name: '发货区', type: 'ship' },
        ]),
      )
      .returning(id),
  );
  await insert(
    'docks',
    db
      .insert(t.dock)
      .values(
        [sh!, cq!].flatMap((wh) => [
          { warehouse: wh, code: 'D01', name: '1 号收货月台', type: 'inbound' },
          { warehouse: wh, code: 'D02', name: '2 号发货月台', type: 'outbound' },
        ]),
      )
      .returning(id),
  );

  const [pcs, , set] = await insert(
    'units',
    db
      .insert(t.unit)
      .values([
        { code: 'PCS', name: '件', unitClass: 'quantity' },
        { code: 'BOX', name: '箱', unitClass: 'quantity' },
        { code: 'SET', name: '套', unitClass: 'quantity' },
        { code: 'KG', name: '千克', unitClass: 'weight' },
      ])
      .returning(id),
  );
  const [kg, m3] = await insert(
    'primary units',
    db
      .insert(t.primaryUnit)
      .values([
        { code: 'KG', name: '千克', unitClass: 'weight' },
        { code: 'M3', name: '立方米', unitClass: 'volume' },
        { code: 'PCS', name: '件', unitClass: 'quantity' },
      ])
      .returning(id),
  );
  await insert(
    'secondary units',
    db
      .insert(t.secondaryUnit)
      .values([
        { code: 'T', name: '吨', primary: kg!, factor: 1000 },
        { code: 'G', name: '克', primary: kg!, factor: 0.001 },
        { code: 'L', name: '升', primary: m3!, factor: 0.001 },
      ])
      .returning(id),
  );

  const [svwConsignor] = await insert(
    'consignors',
    db
      .insert(t.consignor)
      .values([
        {
          code: 'CN-SVW',
          name: '上汽大众',
          alias: 'SVW',
          addr: '上海市嘉定区安亭镇',
          contact: '陈明',
          contactPhone: '021-69550000',
        },
        { code: 'CN-CAF', name: '长安福特', alias: 'CAF', addr: '重庆市渝北区', contact: '周洁', contactPhone: '023-67590000' },
      ])
      .returning(id),
  );
  const [anting] = await insert(
    'consignees',
    db
      .insert(t.consignee)
      .values([
        { code: 'CE-AT', name: '安亭总装厂', addr: '上海市嘉定区安亭镇', contact: '赵磊', contactPhone: '021-69551111' },
        { code: 'CE-CQ', name: '重庆二工厂', addr: '重庆市两江新区', contact: '钱琳', contactPhone: '023-67591111' },
      ])
      .returning(id),
  );
  const [svw, caf] = await insert(
    'customers',
    db
      .insert(t.customer)
      .values([
        { code: 'CU-SVW', name: '上汽大众汽车有限公司', alias: '上汽大众', email: 'logistics@svw.example' },
        { code: 'CU-CAF', name: '长安福特汽车有限公司', alias: '长安福特', email: 'logistics@caf.example' },
      ])
      .returning(id),
  );
  await insert(
    'carriers',
    db
      .insert(t.carrier)
      .values([
        { code: 'CA-DB', name: '德邦物流', alias: '德邦', contact: '李师傅', contactPhone: '13800000011' },
        { code: 'CA-SF', name: '顺丰速运', alias: '顺丰', contact: '赵师傅', contactPhone: '13800000012' },
      ])
      .returning(id),
  );
  await insert(
    'customer facilities',
    db
      .insert(t.facility)
      .values([
        { code: 'FA-AT1', name: '安亭一厂', type: 'site', customer: svw!, addr: '上海市嘉定区安亭镇' },
        { code: 'FA-CQ2', name: '重庆二工厂', type: 'site', customer: caf!, addr: '重庆市两江新区' },
      ])
      .returning(id),
  );
  await insert(
    'operators',
    db
      .insert(t.operator)
      .values([
        { code: 'OP-001', name: '张伟', position: '收货员', warehouse: sh!, phone: '13800000001' },
        { code: 'OP-002', name: '李强', position: '叉车司机', warehouse: sh!, phone: '13800000002' },
        { code: 'OP-003', name: '王芳', position: '库管员', warehouse: cq!, phone: '13800000003' },
      ])
      .returning(id),
  );
  const [company] = await insert(
    'companies',
    db
      .insert(t.company)
      .values([{ code: 'CO-01', name: '上海循环包装科技有限公司', alias: '循环包装', taxNo: '91310000000000000X' }])
      .returning(id),
  );
  await insert(
    'facilities',
    db
      .insert(t.basFacility)
      .values([{ code: 'BF-SH', name: '上海配送中心', type: 'dc', company: company!, warehouse: sh! }])
      .returning(id),
  );
  await insert(
    'containers',
    db
      .insert(t.container)
      .values([
        { code: 'CT-0001', type: 'pallet', use: 'store', warehouse: sh!, length: 1.2, width: 1, height: 0.15 },
        { code: 'CT-0002', type: 'turnoverBox', use: 'pick', warehouse: sh! },
        { code: 'CT-0003', type: 'trolley', use: 'collect', warehouse: cq! },
      ])
      .returning(id),
  );
  await insert(
    'LPNs',
    db
      .insert(t.lpn)
      .values([
        { no: 'LPN-DEMO-0001', type: 'inbound', packType: 'plasticBox', qty: 24 },
        { no: 'LPN-DEMO-0002', type: 'outbound', packType: 'pallet', qty: 1 },
        // A ship-box label, so the Ship-box labels screen has a row too.
        { no: 'LPN-DEMO-0003', type: 'shipBox', packType: 'surroundBox', qty: 12 },
      ])
      .returning(id),
  );

  const [pallet, lid, box, liner] = await insert(
    'packaging materials',
    db
      .insert(t.packagingMaterial)
      .values([
        { code: 'PM-PLT', name: '塑料托盘 1200×1000', type: 'pallet', color: '蓝', length: 1.2, width: 1, height: 0.15 },
        { code: 'PM-LID', name: '托盘盖', type: 'palletLid', color: '蓝', length: 1.2, width: 1, height: 0.05 },
        { code: 'PM-BOX', name: '周转箱 600×400', type: 'plasticBox', color: '灰', length: 0.6, width: 0.4, height: 0.28 },
        { code: 'PM-LNR', name: '吸塑内衬', type: 'liner', color: '黑' },
      ])
      .returning(id),
  );
  const [doorSet] = await insert(
    'packagings',
    db
      .insert(t.packaging)
      .values([
        { code: 'PK-DOOR', name: '车门内饰板托盘套装', type: 'pallet', customer: svw!, length: 1.2, width: 1, height: 1.2 },
      ])
      .returning(id),
  );
  await insert(
    'packaging BOM rows',
    db
      .insert(t.packagingBom)
      .values([
        { packaging: doorSet!, material: pallet!, qty: 1 },
        { packaging: doorSet!, material: lid!, qty: 1 },
        { packaging: doorSet!, material: box!, qty: 24 },
        { packaging: doorSet!, material: liner!, qty: 24 },
      ])
      .returning(id),
  );

  // EAN-13s with their right check digit: a scanner reads a printed one, and the resolver checks it.
  const items = [
    { code: 'IT-1001', name: '前门内饰板（左）', warehouse: sh!, snp: 24, barCode: withCheckDigit('690000001001') },
    { code: 'IT-1002', name: '前门内饰板（右）', warehouse: sh!, snp: 24, barCode: withCheckDigit('690000001002') },
    { code: 'IT-2001', name: '仪表板支架', warehouse: cq!, snp: 12, barCode: withCheckDigit('690000002001') },
  ].map((i) => ({ ...i, unit: pcs!, consignor: svwConsignor!, consignorCode: `SVW-${i.code.slice(3)}` }));
  const itemIds = await insert('items', db.insert(t.item).values(items).returning(id));
  await insert(
    'item packs',
    db
      .insert(t.itemPack)
      .values(items.map((i, k) => ({ item: itemIds[k]!, packCode: `P${i.snp}`, packType: 'plasticBox', snp: i.snp })))
      .returning(id),
  );
  await insert(
    'packaging items',
    db
      .insert(t.packagingItem)
      .values([
        { packaging: doorSet!, item: itemIds[0]!, snp: 24 },
        { packaging: doorSet!, item: itemIds[1]!, snp: 24 },
      ])
      .returning(id),
  );
  const skuIds = await insert(
    'product SKUs',
    db
      .insert(t.productSku)
      .values(
        items.map((i, k) => ({
          item: itemIds[k]!,
          warehouse: i.warehouse,
          no: i.code,
          itemName: i.name,
          barCode: i.barCode,
          unit: pcs!,
          snp: i.snp,
        })),
      )
      .returning(id),
  );
  // A week of the customer's plan at its assembly plant, from today (the dashboard's plan figure).
  const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
  await insert(
    'production plan',
    db
      .insert(t.productionPlan)
      .values(
        Array.from({ length: 7 }, (_, k) => ({
          planDate: day(k),
          consignor: svwConsignor!,
          consignee: anting!,
          sku: skuIds[0]!,
          qty: 40 + 8 * k,
          productCode: 'SVW-A7',
        })),
      )
      .returning(id),
  );
  await insert(
    'setting SKUs',
    db
      .insert(t.settingSku)
      .values([
        { no: 'SKU-PLT-1210', itemName: '塑料托盘 1200×1000', unit: pcs!, packType: 'pallet', packCode: 'PM-PLT' },
        {
          no: 'SKU-DOOR-SET',
          itemName: '车门内饰板托盘套装',
          unit: set!,
          packType: 'pallet',
          packCode: 'PK-DOOR',
          warehouse: sh!,
        },
      ])
      .returning(id),
  );
  added['container opening balances'] = await seedDemoDocuments(db, insert, {
    sh: sh!,
    svw: svw!,
    caf: caf!,
    pcs: pcs!,
    doorSet: doorSet!,
    box: box!,
  });
  return added;
}

/** 30 locations per warehouse: 3 aisles × 10 racks, of mixed types. */
function demoLocations(warehouses: number[]) {
  const types = ['receive', 'store', 'store', 'store', 'picking', 'ship'] as const;
  return warehouses.flatMap((wh, w) =>
    Array.from({ length: 30 }, (_, k) => {
      const a = Math.floor(k / 10) + 1;
      const r = (k % 10) + 1;
      return {
        warehouse: wh,
        code: `${w === 0 ? 'SH' : 'CQ'}-${String(a).padStart(2, '0')}-${String(r).padStart(2, '0')}`,
        type: types[(a * 10 + r) % types.length]!,
        aisle: String(a).padStart(2, '0'),
        rack: String(r).padStart(2, '0'),
        level: '01',
        bin: '01',
        length: 1.2,
        width: 1.0,
        height: 1.5,
        maxWeight: 1000,
        maxVolume: 1.8,
        maxQty: 40,
      };
    }),
  );
}
