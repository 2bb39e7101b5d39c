import type { TContainers } from '@wms/contract/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { consignee, customer } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { containerAccountService, type PartnerRef, type TypeLine } from '../containers/container-account-service.ts';
import { dashboardRepository } from './dashboard-repository.ts';
import { addDays } from './dashboard-routes.ts';

let t: TestApp;
let db: Db;
let token: string;
let plant: number;
let depot: number;
let yard: number;
let small: number[];

const data = async (url: string, tok = token) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(tok, 'en') });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const post = (who: PartnerRef, lines: TypeLine[], postedOn?: string) =>
  db.transaction((tx) =>
    containerAccountService.post(tx, who, 'correction', lines, { reason: 'dashboard test', postedOn, lang: 'en' }),
  );

/**
 * Plant One (customer): 30 pallets out 100 days ago and 20 today, then 25 back (first in, first out:
 * 5 of the old lot stay open); 5 lids out 100 days ago. Depot (customer): plastic boxes out 90 days ago
 * (not past 90) and 91 days ago (past 90). Yard (consignee): 50 pallets today, 10 back. Ten more
 * consignees with one pallet each, so the top ten leaves some out.
 */
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  token = await t.login();
  const today = await dashboardRepository.currentDate(db);
  const [c1, c2] = await db
    .insert(customer)
    .values([
      { code: 'C-ONE', name: 'Plant One' },
      { code: 'C-DEP', name: 'Depot' },
    ])
    .returning();
  plant = c1!.id;
  depot = c2!.id;
  const sites = await db
    .insert(consignee)
    .values([{ code: 'Y-1', name: 'Yard' }, ...Array.from({ length: 10 }, (_, i) => ({ code: `S-${i}`, name: `Site ${i}` }))])
    .returning();
  yard = sites[0]!.id;
  small = sites.slice(1).map((s) => s.id);
  const c = (refId: number): PartnerRef => ({ partnerKind: 'customer', refId });
  const e = (refId: number): PartnerRef => ({ partnerKind: 'consignee', refId });
  await post(c(plant), [{ packagingType: 'pallet', qty: 30 }], addDays(today, -100));
  await post(c(plant), [{ packagingType: 'pallet', qty: 20 }]);
  await post(c(plant), [{ packagingType: 'palletLid', qty: 5 }], addDays(today, -100));
  await post(c(plant), [{ packagingType: 'pallet', qty: -25 }]);
  await post(c(depot), [{ packagingType: 'plasticBox', qty: 7 }], addDays(today, -90));
  await post(c(depot), [{ packagingType: 'plasticBox', qty: 3 }], addDays(today, -91));
  await post(e(yard), [{ packagingType: 'pallet', qty: 50 }]);
  await post(e(yard), [{ packagingType: 'pallet', qty: -10 }]);
  for (const id of small) await post(e(id), [{ packagingType: 'pallet', qty: 1 }]);
});
afterAll(() => t.close());

describe('packaging out at partners', () => {
  it('per packaging type, the ten partners holding most with their units per type, and how many partners hold some', async () => {
    const d: TContainers = await data('/inventory/dash/containers');
    expect(d.byType).toEqual([
      { packagingType: 'pallet', units: 75, past90: 5 },
      { packagingType: 'plasticBox', units: 10, past90: 3 },
      { packagingType: 'palletLid', units: 5, past90: 5 },
    ]);
    // Counts of partners, never a sum of pallets and lids (issue 34 §6).
    expect({ partners: d.partners, partnersPast90: d.partnersPast90 }).toEqual({ partners: 13, partnersPast90: 2 });
    expect(d).not.toHaveProperty('units');
    expect(d.top).toHaveLength(10);
    expect(d.top.slice(0, 3)).toEqual([
      {
        partner: expect.any(Number),
        partnerKind: 'consignee',
        code: 'Y-1',
        name: 'Yard',
        types: [{ packagingType: 'pallet', units: 40, past90: 0 }],
      },
      {
        partner: expect.any(Number),
        partnerKind: 'customer',
        code: 'C-ONE',
        name: 'Plant One',
        types: [
          { packagingType: 'pallet', units: 25, past90: 5 },
          { packagingType: 'palletLid', units: 5, past90: 5 },
        ],
      },
      {
        partner: expect.any(Number),
        partnerKind: 'customer',
        code: 'C-DEP',
        name: 'Depot',
        types: [{ packagingType: 'plasticBox', units: 10, past90: 3 }],
      },
    ]);
    // Ties (one pallet each) in the order the partners were made; three of them left out.
    expect(d.top.slice(3).map((r) => r.code)).toEqual(['S-0', 'S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6']);
    // The partner id is the partner screen's.
    const detail = await data(`/inventory/account/partner/_detail/get?id=${d.top[1]!.partner}`);
    expect(detail.partner).toMatchObject({ partnerKind: 'customer', refId: plant });
  });

  it('the home summary carries the totals only for a user who may see the accounts', async () => {
    expect((await data('/dashboard/summary')).containers).toEqual({ partners: 13, partnersPast90: 2 });
    const viewer = await t.userWith('acctviewer', ['inventory/account/view']);
    expect((await data('/dashboard/summary', viewer)).containers).toEqual({ partners: 13, partnersPast90: 2 });
    const other = await t.userWith('stockviewer', ['inventory/stock/view']);
    expect((await data('/dashboard/summary', other)).containers).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/inventory/dash/containers', headers: auth(other, 'en') });
    expect(res.statusCode).toBe(403);
  });

  it('counts nothing once everything is back', async () => {
    await post({ partnerKind: 'customer', refId: depot }, [{ packagingType: 'plasticBox', qty: -10 }]);
    const d: TContainers = await data('/inventory/dash/containers');
    expect(d.byType.find((r) => r.packagingType === 'plasticBox')).toBeUndefined();
    expect(d.top.find((r) => r.code === 'C-DEP')).toBeUndefined();
    expect({ partners: d.partners, partnersPast90: d.partnersPast90 }).toEqual({ partners: 12, partnersPast90: 1 });
  });
});
