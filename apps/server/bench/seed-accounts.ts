import pg from 'pg';
import { ms } from './stats.ts';

/** What `bench:accounts` loads: partners (customers), an account per packaging type each, and postings. */
export const ACCOUNT_SEED = { partners: 5_000, types: 7, days: 400 } as const;

/**
 * Loads `postings` postings over `ACCOUNT_SEED.partners` customers' accounts (every packaging type), through
 * the posting triggers as the product writes them: each account gets out (+6…10) and back (−2…6) in turn,
 * day by day over 400 days, so balances grow, lots open and close first in first out, and ages spread. A
 * benchmark fixture (bulk SQL, `concurrency` connections on disjoint accounts), not product code.
 */
export async function seedAccounts(url: string, postings: number, concurrency = 2): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const have = Number((await c.query('select count(*) as n from ctr_posting')).rows[0].n);
  if (have >= postings) {
    await c.end();
    console.log(`reusing ${have.toLocaleString('en')} postings`);
    return false;
  }
  const { partners: P, types: T, days: D } = ACCOUNT_SEED;
  const t0 = performance.now();
  await c.query(`insert into customer (code, name) select 'AC' || lpad(g::text, 5, '0'), 'Bench plant ' || g
    from generate_series(1, ${P}) g on conflict do nothing`);
  await c.query(`insert into ctr_partner (kind, customer_id, code, name)
    select 'customer', id, '', '' from customer where code like 'AC%' on conflict do nothing`);
  await c.query(`insert into ctr_account (partner_id, packaging_type)
    select p.id, t from ctr_partner p, unnest(array['pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner',
      'blisterTray', 'surroundBox']) t where p.code like 'AC%' on conflict do nothing`);
  const ids = (
    await c.query(`select a.id from ctr_account a join ctr_partner p on p.id = a.partner_id
    where p.code like 'AC%' and a.postings = 0 order by a.id`)
  ).rows.map((r) => Number(r.id));
  await c.end();
  const per = Math.ceil(postings / (P * T));
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += 250) batches.push(ids.slice(i, i + 250));
  let done = 0;
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  const next = async (): Promise<void> => {
    const b = batches.shift();
    if (!b) return;
    await pool.query(`set synchronous_commit = off`);
    await pool.query(`insert into ctr_posting (account_id, partner_id, packaging_type, kind, qty, posted_on, posted_at, order_no, user_name)
      select a.id, a.partner_id, a.packaging_type,
        case when k % 2 = 0 then 'delivery' else 'transitReceipt' end,
        case when k % 2 = 0 then 6 + (k / 2) % 5 else -(2 + (k / 2) % 5) end,
        current_date - ${D} + (k * ${D} / ${per}), (current_date - ${D} + (k * ${D} / ${per}))::timestamptz + interval '9 hours',
        'BENCH-' || k, 'bench'
      from ctr_account a, generate_series(0, ${per - 1}) k
      where a.id between ${b[0]} and ${b[b.length - 1]}
      order by a.id, k`);
    done += b.length;
    if (done % 5000 < 250)
      console.log(`  ${done.toLocaleString('en')} of ${ids.length.toLocaleString('en')} accounts, ${ms(performance.now() - t0)}`);
    return next();
  };
  await Promise.all(Array.from({ length: concurrency }, next));
  // Loading posts each account 143 times in one transaction per batch, where no dead row version can be pruned: the
  // accounts table ends up ~100 times its size, which a day of postings spread over time (and autovacuum) never makes.
  await pool.query('vacuum full ctr_account');
  await pool.query('vacuum analyze');
  await pool.end();
  console.log(
    `seeded ${(ids.length * per).toLocaleString('en')} postings on ${ids.length.toLocaleString('en')} accounts in ${ms(performance.now() - t0)}`,
  );
  return true;
}
