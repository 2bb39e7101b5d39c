import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postTo, type Server } from '../../test/crash.ts';
import { DB_KIND } from '../../test/harness.ts';
import { OPENING, twoProcessRace } from '../../test/request.ts';
import { assertNoDrift } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/**
 * Issue 28, rules: deliveries and returns of one partner at once, through two server processes on one
 * PostgreSQL database, lose no posting. Each posting locks its account row (id order) and the database
 * moves the balance in the posting's own statement. Row locks only exist there; PGlite skips.
 */
const ORDERS = 8;

describe.skipIf(DB_KIND !== 'postgres')(
  'container accounts: deliveries and returns at once across two processes (PostgreSQL)',
  () => {
    const race = twoProcessRace(['wms-acct-a', 'wms-acct-b']);
    const { inject } = race;
    const send = async (s: Server, url: string, body: object) => {
      const r = await postTo(s, url, JSON.stringify(body));
      if (typeof r === 'string') throw new Error(r);
      expect(r.status, await r.clone().text()).toBe(200);
    };
    const path = (kind: 'tr' | 'mr') => `/${kind === 'tr' ? 'inbound/tr' : 'outbound/mr'}/order`;
    /** An order of lids brought to the step before its stock moves (mr: awaiting delivery; tr: processing). */
    async function ready(kind: 'tr' | 'mr', qty: number) {
      const o = await inject(`${path(kind)}/~add`, {
        customer: race.fx.customer,
        warehouse: race.fx.wh,
        items: [{ material: race.fx.lid, qty }],
      });
      const steps = ['~ack', '~transfer', '~transfer', '~transfer', ...(kind === 'mr' ? ['~inv/update'] : [])];
      for (const a of steps) await inject(`${path(kind)}/${a}`, { id: o.id });
      return o as { id: number; no: string };
    }
    const lids = async () => {
      const r = await race.t.database.db.execute(sql`
      select a.balance, (select count(*) from ctr_posting p where p.account_id = a.id)::int as n
        from ctr_account a join ctr_partner p on p.id = a.partner_id
       where p.customer_id = ${race.fx.customer} and a.packaging_type = 'palletLid'`);
      return (r as unknown as { rows: { balance: number; n: number }[] }).rows[0]!;
    };

    it('every delivery and every return is posted once, and the balance is their sum', async () => {
      await race.t.database.db.transaction((tx) =>
        stockService.receive(tx, { location: race.fx.locA, sku: race.fx.lidSku, qty: 10 * ORDERS, lotNo: 'RACE' }),
      );
      const mr = [];
      const tr = [];
      for (let i = 0; i < ORDERS; i++) {
        mr.push(await ready('mr', 3));
        tr.push(await ready('tr', 2));
      }
      const before = await lids();
      const opening = OPENING.find((o) => o.packagingType === 'palletLid')!.qty;
      expect(before.balance).toBe(opening);
      // Deliveries through one process, returns through the other, and manual postings through both, all at once.
      await Promise.all([
        ...mr.map((o) => send(race.servers[0]!, `${path('mr')}/~delivery`, { id: o.id })),
        ...tr.map((o) => send(race.servers[1]!, `${path('tr')}/~inv/update`, { id: o.id })),
        ...Array.from({ length: ORDERS }, (_, i) =>
          send(race.servers[i % 2]!, '/inventory/account/~post', {
            partnerKind: 'customer',
            refId: race.fx.customer,
            packagingType: 'palletLid',
            kind: 'correction',
            qty: i % 2 ? -1 : 1,
            reason: 'race',
          }),
        ),
      ]);
      const after = await lids();
      expect(after).toEqual({ balance: opening + 3 * ORDERS - 2 * ORDERS, n: before.n + 3 * ORDERS });
      const perOrder = await race.t.database.db.execute(sql`
      select order_no, count(*)::int as n from ctr_posting where order_no like 'MR%' or order_no like 'TR%' group by order_no having count(*) <> 1`);
      expect((perOrder as unknown as { rows: unknown[] }).rows).toEqual([]);
      await assertNoDrift(race.t.database.db);
    }, 120_000);
  },
);
