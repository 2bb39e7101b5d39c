import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postTo, type Server } from '../../test/crash.ts';
import { DB_KIND } from '../../test/harness.ts';
import { twoProcessRace } from '../../test/request.ts';
import { assertNoDrift } from '../../test/stock.ts';

/**
 * Issue 34 §1: postings dated into a month while another process closes it, and while a statement of it is
 * confirmed. Each posting holds the period row FOR SHARE and its partner's accounts FOR UPDATE; the close
 * updates the row, the confirmation locks the accounts: each side either went first or is refused in words,
 * never both, never a failure of the database's backstop. Row locks only exist on PostgreSQL; PGlite skips.
 */
const N = 12;

describe.skipIf(DB_KIND !== 'postgres')('container periods: postings against a close and a confirmation (PostgreSQL)', () => {
  const race = twoProcessRace(['wms-period-a', 'wms-period-b']);
  const send = async (s: Server, url: string, body: object) => {
    const r = await postTo(s, url, JSON.stringify(body));
    if (typeof r === 'string') throw new Error(r);
    // The servers answer in Chinese, the default language.
    return { status: r.status, json: (await r.json()) as { message: string; data?: { id: number } } };
  };
  const correction = (postedOn: string, qty = 1) => ({
    partnerKind: 'customer',
    refId: race.fx.customer,
    packagingType: 'palletLid',
    kind: 'correction',
    qty,
    postedOn,
    reason: 'race',
  });
  const count = async (from: string, to: string) =>
    (
      (await race.t.database.db.execute(
        sql`select count(*)::int as n from ctr_posting where posted_on between ${from} and ${to} and reason = 'race'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('a close and postings into its days at once: every posting is either kept before the close or refused', async () => {
    const [a, b] = race.servers as [Server, Server];
    const replies = await Promise.all([
      ...Array.from({ length: N }, (_, i) => send(i % 2 ? a : b, '/inventory/account/~post', correction('2025-03-15'))),
      send(a, '/inventory/account/~close', { closedThrough: '2025-03-31' }),
      ...Array.from({ length: N }, (_, i) => send(i % 2 ? b : a, '/inventory/account/~post', correction('2025-03-20'))),
    ]);
    const close = replies[N]!;
    expect(close.status, close.json.message).toBe(200);
    const posts = replies.filter((_, i) => i !== N);
    for (const p of posts) {
      if (p.status !== 200)
        expect([p.status, p.json.message]).toEqual([409, expect.stringMatching(/^2025-03-\d\d 所在期间已结账/)]);
    }
    expect(await count('2025-03-01', '2025-03-31')).toBe(posts.filter((p) => p.status === 200).length);
    const after = await send(b, '/inventory/account/~post', correction('2025-03-31'));
    expect(after.status).toBe(409);
    await send(a, '/inventory/account/~close', { closedThrough: null });
    await assertNoDrift(race.t.database.db);
  }, 120_000);

  it('a confirmation and postings into its month at once: never both', async () => {
    const [a, b] = race.servers as [Server, Server];
    await race.inject('/inventory/account/~post', correction('2025-04-10', 5));
    const partner = (
      (await race.t.database.db.execute(sql`select id from ctr_partner where customer_id = ${race.fx.customer}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    await race.inject('/inventory/account/statement/~make', { month: '2025-04', partner });
    const [st] = (
      (await race.t.database.db.execute(
        sql`select id from ctr_statement where partner_id = ${partner} and month = '2025-04-01'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const replies = await Promise.all([
      ...Array.from({ length: N }, (_, i) => send(i % 2 ? a : b, '/inventory/account/~post', correction('2025-04-20'))),
      send(b, '/inventory/account/statement/~confirm', { id: st!.id, respondedOn: '2025-05-05' }),
    ]);
    const confirm = replies[N]!;
    const kept = replies.slice(0, N).filter((p) => p.status === 200).length;
    if (confirm.status === 200) {
      // Confirmed first: the postings after it were refused; any before it would have made it stale.
      expect(kept).toBe(0);
    } else {
      expect([confirm.status, confirm.json.message]).toEqual([409, expect.stringContaining('请重新生成后再确认')]);
      expect(kept).toBeGreaterThan(0);
    }
    expect(await count('2025-04-20', '2025-04-20')).toBe(kept);
    await assertNoDrift(race.t.database.db);
  }, 120_000);
});
