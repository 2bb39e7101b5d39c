import { ENUMS } from '@wms/contract/enums';
import { RESOURCES } from '@wms/contract/resources/index';
import { OPERATORS } from '@wms/contract/table';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { location, warehouse } from './db/schema/index.ts';
import { auth, createTestApp, type TestApp } from './test/harness.ts';

/**
 * Property-based attack on every registered route (issue 8): malformed bodies and query strings —
 * wrong types, int4 overflow, NUL, impossible dates, hex and padded ids, booleans for ids, deep
 * nesting, long strings, odd filter arrays — sent as the admin. No reply may be a 5xx, and a
 * refused request (4xx) must leave every table as it was.
 *
 * Replay a failure with the seed it prints: `FUZZ_SEED=<seed> npx vitest run --project server apps/server/src/fuzz.test.ts`.
 * `FUZZ_RUNS` sets the random cases per route (the fixed attack examples always run).
 * Every list's sort and filter operators, field by field, are list-fuzz.test.ts's.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

/** Signing out would end the fuzzing session itself; it takes no input to get wrong. */
const SKIP = new Set(['POST /system/user/_account/logout', 'GET /openapi.json']);

interface Attack {
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** Sent as is with a JSON content type (broken JSON, extreme nesting). */
  raw?: string;
}

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v, b: [v === 'x' ? 1 : null] };
  return v;
};

/** Values that are wrong for nearly every field: the kinds that once reached the database. */
const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    true,
    false,
    null,
    2147483648,
    -2147483649,
    1e12,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    0,
    -1,
    1.5,
    '0x10',
    ' 7 ',
    '1e3',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '2024-13-45',
    '2024-02-30',
    '2023-02-29T10:00:00Z',
    '9999999999',
    'x'.repeat(5000),
    '🙂'.repeat(300),
    "'; drop table warehouse; --",
    '%_\\',
    [],
    {},
    [true],
    [2147483648],
    ['\u0000'],
  ),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d)),
  fc.string({ maxLength: 40 }).map((s) => `${s}\u0000`),
  fc.string({ minLength: 501, maxLength: 3000 }),
  fc.constant(nested(60)),
);

const FIELD_NAMES = [...new Set(RESOURCES.flatMap((r) => r.fields.map((f) => f.name)))];
const KEYS = [
  ...FIELD_NAMES,
  ...['id', 'ids', 'page', 'length', 'prop', 'order', 'filter', 'summary', 'keyword', 'pageSize', 'key', 'code'],
  ...['name', 'resource', 'title', 'account', 'password', 'remember', 'item', 'wh', '_', 'createdAt', 'updatedAt'],
];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }), fc.constant('k\u0000'));

const filterItem = fc.record({
  field: fc.oneof(fc.constantFrom(...FIELD_NAMES, 'id', 'createdAt', 'updatedAt', 'nope'), weird),
  operator: fc.oneof(fc.constantFrom(...OPERATORS, 'bogus', ''), weird),
  value: fc.oneof(weird, fc.array(weird, { maxLength: 3 }), fc.tuple(fc.constantFrom('2024-13-45', '', '2024-02-30'), weird)),
});
const filter = fc.oneof(
  fc.array(filterItem, { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES, 'id', 'createdAt'), fc.oneof(weird, fc.constant('2024-13-45,|include'))),
  weird,
);

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(key, weird, { maxKeys: 4 }) },
  {
    weight: 3,
    arbitrary: fc.record({ filter, prop: fc.oneof(fc.constantFrom(...FIELD_NAMES, 'nope'), weird) }, { requiredKeys: [] }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ id: weird, ids: fc.oneof(weird, fc.array(weird, { maxLength: 3 })) }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: weird },
);

const queryValue = fc.oneof(
  weird.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  fc.array(fc.constantFrom('1', '\u0000', '0x10'), { minLength: 2, maxLength: 3 }),
);

const attack: fc.Arbitrary<Attack> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ body, query: fc.dictionary(key, queryValue, { maxKeys: 3 }) }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Attack>(
      { raw: '{' },
      { raw: '{"id": 1,}' },
      { raw: '"\\u0000"' },
      { raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      { raw: `{"id": ${'9'.repeat(400)}}` },
    ),
  },
);

/**
 * The attacks that found the 500s of issue 8, tried on every route before the random ones. Each
 * bundles several kinds (a route reads the keys it knows), which keeps the suite inside CI time;
 * malformed-input.test.ts tries each kind alone.
 */
const EXAMPLES: [Attack][] = (
  [
    {
      body: { id: true, filter: [{ field: 'createdAt', operator: 'include', value: ['2024-13-45', ''] }] },
      query: { id: 'true', name: '\u0000', keyword: '\u0000', key: '\u0000', resource: '\u0000' },
    },
    {
      body: { ids: [2147483648], id: '0x10', filter: [{ field: 'id', operator: 'eq', value: 1e308 }] },
      query: { page: '2147483648', wh: '0x10', _: '\u0000' },
    },
    {
      body: {
        code: '\u0000',
        name: '\u0000',
        account: '\u0000',
        password: '\u0000',
        resource: '\u0000',
        title: '\u0000',
        id: ' 7 ',
      },
    },
    {
      body: { length: 1e12, maxQty: 2147483648, snp: 2147483648, qty: -1, factor: 1e13, id: 1e308, item: true },
      query: { code: '\u0000' },
    },
    { raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  ] as Attack[]
).map((a): [Attack] => [a]);

let t: TestApp;
let token: string;
let snapshotSql = '';

/**
 * One checksum per table, in one statement. Sessions (extended by every request), the sign-in
 * failure records (a well-formed wrong sign-in is meant to count), the audit log (every sign-in
 * attempt is logged, refused or not) and the dashboards' ledger roll-up (a cache of ended days
 * that their reads fill) are left out.
 */
async function buildSnapshotSql() {
  const rows = await query<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`);
  const tables = new Map<string, string[]>();
  for (const r of rows) tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  const parts: string[] = [];
  for (const [name, cols] of [...tables].sort()) {
    // Counters of requests as such (a refused floor scan is an error in the worker figures by design).
    if (/session|throttle|login|attempt|rollup|^sys_log$|^floor_stat$/.test(name)) continue;
    const ignored = cols.filter((c) => /fail|lock|login/.test(c));
    const row = `(to_jsonb(x) - '{${ignored.join(',')}}'::text[])::text`;
    parts.push(
      `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${name}" x`,
    );
  }
  return parts.join(' union all ');
}

async function query<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await t.database.db.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(res) ? res : (res.rows ?? []);
}

const snapshot = async () =>
  Object.fromEntries((await query<{ t: string; n: number; h: string }>(sql.raw(snapshotSql))).map((r) => [r.t, `${r.n}:${r.h}`]));

async function send(method: string, url: string, a: Attack) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(a.query ?? {})) for (const one of [v].flat()) qs.append(k, one);
  const target = qs.size ? `${url}?${qs}` : url;
  if (method === 'GET') return t.app.inject({ method: 'GET', url: target, headers: auth(token) });
  const headers = { ...auth(token), 'content-type': 'application/json' };
  const payload = a.raw ?? JSON.stringify(a.body ?? null);
  return t.app.inject({ method: method as 'POST', url: target, headers, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const db = t.database.db;
  // Rows with low ids, so a loose id (true → 1, "0x10" → 16) would hit something.
  const whs = await db
    .insert(warehouse)
    .values(Array.from({ length: 3 }, (_, i) => ({ code: `FZ-W${i}`, name: `W${i}`, dflt: i === 0 })))
    .returning({ id: warehouse.id });
  await db
    .insert(location)
    .values(
      Array.from({ length: 20 }, (_, i) => ({ code: `FZ-L${i}`, warehouse: whs[i % 3]!.id, type: ENUMS.locationType[i % 4]! })),
    );
  snapshotSql = await buildSnapshotSql();
});
afterAll(() => t.close());

describe(`fuzz every route (seed ${SEED}, ${RUNS} random cases per route)`, () => {
  it('answers malformed input without a 5xx and without changing data', { timeout: 600_000 }, async () => {
    const routes = t.app.apiRoutes
      .filter((r) => !SKIP.has(`${r.method} ${r.url}`))
      .slice(0, Number(process.env.FUZZ_ROUTES ?? 9999));
    expect(routes.length).toBeGreaterThan(process.env.FUZZ_ROUTES ? 0 : 200);
    const failures: string[] = [];
    for (const [i, r] of routes.entries()) {
      const seed = SEED + i;
      const before = await snapshot();
      let accepted = false;
      /** `strict`: compare the tables after every refused request (only needed once something was accepted). */
      /** `start`: the tables as the run begins (the replay starts from what the first run wrote). */
      const property = (strict: boolean, start = before) => {
        let baseline = start;
        return fc.asyncProperty(attack, async (a) => {
          const res = await send(r.method, r.url, a);
          const what = `${r.method} ${r.url} ${JSON.stringify(a).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`5xx: ${what}`);
          if (res.statusCode === 401) throw new Error(`the fuzzing session was lost: ${what}`);
          if (res.statusCode < 400) accepted = true;
          if (!strict) return;
          const now = await snapshot();
          const changed = Object.keys(now).filter((k) => now[k] !== baseline[k]);
          if (res.statusCode >= 400 && changed.length) throw new Error(`refused but changed ${changed.join(', ')}: ${what}`);
          baseline = now;
        });
      };
      const params = { seed, numRuns: RUNS + EXAMPLES.length, examples: EXAMPLES, endOnFailure: true };
      try {
        await fc.assert(property(false), params);
        const after = await snapshot();
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (changed.length && !accepted) throw new Error(`only refusals, yet ${changed.join(', ')} changed`);
        // Something was accepted and wrote: replay the same cases, checking after each one.
        if (changed.length) await fc.assert(property(true, after), params);
      } catch (e) {
        failures.push(
          `${r.method} ${r.url} — replay with FUZZ_SEED=${SEED} (route seed ${seed}):\n${(e as Error).message.slice(0, 1500)}`,
        );
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
