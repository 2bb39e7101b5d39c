import { ctrBalance, ctrPosting } from '@wms/contract/containers/container-account';
import { ctrStatement } from '@wms/contract/containers/statement';
import { ibOrder } from '@wms/contract/inbound/ib-order';
import { ibMu } from '@wms/contract/inbound/mu';
import { tfOrder } from '@wms/contract/inbound/tf-order';
import { webhookDelivery } from '@wms/contract/integration/webhook';
import { countTask } from '@wms/contract/inventory/count';
import { journalDelivery, stockJournal } from '@wms/contract/inventory/journal';
import { invMu } from '@wms/contract/inventory/mu';
import { obMu } from '@wms/contract/outbound/mu';
import { obOrder } from '@wms/contract/outbound/ob-order';
import { obTask } from '@wms/contract/outbound/task';
import { mrOrder, trOrder } from '@wms/contract/request/req-order';
import { auditColumnNames, defaultFilterType, type FieldDef, type ResourceDef } from '@wms/contract/resource';
import { RESOURCES } from '@wms/contract/resources/index';
import { stock, stockLedger } from '@wms/contract/stock';
import { sysRole, sysUser } from '@wms/contract/system';
import { sysApiKey } from '@wms/contract/system-apikey';
import { sysFile } from '@wms/contract/system-file';
import { sysLog } from '@wms/contract/system-log';
import { sysDict } from '@wms/contract/system-menu';
import { sysMessage } from '@wms/contract/system-message';
import { type FilterType, OPERATORS, OPERATORS_BY_TYPE } from '@wms/contract/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, msg } from './i18n/messages.ts';
import { auth, createTestApp, type TestApp } from './test/harness.ts';

/**
 * Every list's sort and filter operators (issue 26 §16; the random fuzz of fuzz.test.ts missed the
 * 500s of lists sorted by a column they lack). For each list route and its export, found in the
 * app's routes: each operator on each field with a value of the field's kind and one of a wrong
 * kind, then a sort by each field and by names no list has. No reply is a 5xx; a field the list
 * lacks is a 400 naming it in the caller's language; a field the list offers (and its column
 * settings: its fields and audit columns) filters and sorts.
 */
const DEFS: ResourceDef[] = [
  ...RESOURCES,
  ...[stock, stockLedger, stockJournal, journalDelivery, invMu, ibMu, obMu, countTask],
  ...[ibOrder, obOrder, obTask, tfOrder, trOrder, mrOrder],
  ...[sysUser, sysRole, sysDict, sysLog, sysFile, sysMessage],
  ...[ctrBalance, ctrPosting, ctrStatement],
  ...[sysApiKey, webhookDelivery],
];
const byPath = new Map(DEFS.map((d) => [d.path, d]));

/** What a list needs besides the table query (the journal's day range), and the modes a list has. */
const EXTRA: Record<string, object[]> = {
  '/inventory/journal': [{ start: '2026-01-01', end: '2026-01-31' }],
  '/inventory/journal/delivery': [{ start: '2026-01-01', end: '2026-01-31' }],
  '/inventory/stock': [{}, { group: 'sku' }, { group: 'location' }],
};

/** Names no list has: inherited ones reach a plain object's prototype, audit ones a table without them. */
const FOREIGN = ['createdAt', 'updatedAt', '__proto__', 'constructor', 'toString', 'nope'];

/** Values of a wrong kind for nearly every field, one per (field, operator) in turn. */
const WRONG: unknown[] = ['x', 2147483648, -1.5, true, '2024-02-30', ['a', 'b'], '', null, 'a\u0000', '0x10', ['2024-13-45', '']];

/** A value of the field's own kind: with an operator its type offers, it reaches the statement. */
function fitting(f: FieldDef): unknown {
  switch (defaultFilterType(f)) {
    case 'number':
      return 3;
    case 'select':
      return f.kind === 'ref' || f.kind === 'int' ? [1] : ['x'];
    case 'switch':
      return true;
    case 'date':
    case 'datetime':
      return '2026-01-15';
    case 'daterange':
    case 'datetimerange':
    case 'customDate':
      return ['2026-01-01', '2026-01-31'];
    case 'tags':
      return ['x'];
    default:
      return 'x';
  }
}

interface Probe {
  url: string;
  body: object;
  /** 400 naming this field, or 200; undefined: any status below 500. */
  expect?: { status: 400; field: string } | { status: 200 };
}

/** Fields that a filter treats alike: they take the wrong-kind values once. */
const likeness = (f: FieldDef) => `${f.kind}|${defaultFilterType(f)}|${f.min}|${f.max}|${f.scale}|${f.enum}`;

/** The lists of the generic engine (resource-routes.ts): one code path, whose wrong-kind probes are not repeated per list. */
const GENERIC = new Set<ResourceDef>(RESOURCES);

/**
 * The probes of one list route (`~page/get` or `~export`) in one of its modes (`plain`: the list
 * as such, not a grouped view of it): a sort by every field and every name it lacks; per operator,
 * every field taking it at once with a value of its kind (one statement checks them all); on a
 * page, each operator on each kind of field with a value of a wrong kind. `seen`: wrong-kind probes
 * already sent through the same code.
 */
function probes(url: string, def: ResourceDef, extra: object, plain: boolean, seen: Set<string>): Probe[] {
  const isPage = url.endsWith('/~page/get');
  const base = { ...(isPage ? { page: 1, length: 1 } : {}), ...extra };
  const out: Probe[] = [];
  const own = new Map<string, FieldDef>(def.fields.map((f) => [f.name, f]));
  // The engine's lists take their id; one declaring its audit columns may be grouped or computed, with
  // no id (then a 400 naming it, not asserted).
  const idField: FieldDef = { name: 'id', kind: 'int', sortable: true };
  if (GENERIC.has(def) || !def.auditColumns) own.set('id', own.get('id') ?? idField);
  else if (!own.has('id')) {
    out.push({ url, body: { ...base, prop: 'id' } });
    out.push({ url, body: { ...base, filter: [{ field: 'id', operator: 'gt', value: 3 }] } });
  }
  const audit: string[] = auditColumnNames(def);
  for (const a of audit) own.set(a, { name: a, kind: 'datetime', sortable: true });
  const refused = (field: string) => ({ status: 400, field }) as const;

  // Sorts a page takes ride on its filter requests below (one statement checks both).
  const sorts: string[] = [];
  for (const [name, f] of own) {
    // An accepted export writes a file: it sorts only by what its page does not answer for it.
    if (!isPage && f.sortable && (GENERIC.has(def) || !audit.includes(name))) continue;
    // The generic engine sorts a declared field by its own column or its reference's label (the
    // registry checks the columns at start): one sort of each kind; every list's audit columns.
    const sortKey = `generic|sort|${f.kind}|${f.sortable}`;
    if (GENERIC.has(def) && isPage && name !== 'id' && !audit.includes(name)) {
      if (seen.has(sortKey)) continue;
      seen.add(sortKey);
    }
    if (f.sortable && isPage) sorts.push(name);
    else {
      const expect = !f.sortable ? (plain ? refused(name) : undefined) : plain ? ({ status: 200 } as const) : undefined;
      out.push({ url, body: { ...base, prop: name, order: 'desc' }, expect });
    }
  }
  FOREIGN.filter((n) => !own.has(n)).forEach((name, i) => {
    out.push({ url, body: { ...base, prop: name }, expect: refused(name) });
    const operator = OPERATORS[i % OPERATORS.length];
    out.push({ url, body: { ...base, filter: [{ field: name, operator, value: 'x' }] }, expect: refused(name) });
  });

  const filterable = [...own.values()].filter((f) => defaultFilterType(f) && f.kind !== 'image');
  const takes = (f: FieldDef, op: string) => OPERATORS_BY_TYPE[defaultFilterType(f) as FilterType].includes(op as never);
  if (isPage) {
    const expect = plain ? ({ status: 200 } as const) : undefined;
    for (const operator of OPERATORS) {
      const filter = filterable.filter((f) => takes(f, operator)).map((f) => ({ field: f.name, operator, value: fitting(f) }));
      const prop = sorts.shift();
      if (filter.length) out.push({ url, body: { ...base, filter, ...(prop ? { prop, order: 'desc' } : {}) }, expect });
      else if (prop) sorts.unshift(prop);
    }
    for (const prop of sorts) out.push({ url, body: { ...base, prop, order: 'desc' }, expect });
  } else if (plain) {
    // One file: each field once, each with an operator its type takes, the operators in turn.
    const filter = filterable.map((f, i) => {
      const ops = OPERATORS.filter((op) => takes(f, op));
      return { field: f.name, operator: ops[i % ops.length], value: fitting(f) };
    });
    if (filter.length) out.push({ url, body: { ...base, filter }, expect: { status: 200 } });
  }
  if (!isPage || !plain) return out;
  const engine = GENERIC.has(def) ? 'generic' : def.name;
  for (const f of own.values()) {
    for (const operator of OPERATORS) {
      const key = `${engine}|${likeness(f)}|${operator}`;
      if (seen.has(key)) continue;
      // The wrong values in turn, so each kind of field meets several of them over its operators.
      const value = WRONG[seen.size % WRONG.length];
      seen.add(key);
      out.push({ url, body: { ...base, filter: [{ field: f.name, operator, value }] } });
    }
  }
  return out;
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('every list: each filter operator on each field, each sort', () => {
  it('answers without a 5xx, refusing what the list lacks by name', { timeout: 180_000 }, async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'POST' && /\/~(page\/get|export)$/.test(r.url));
    const all: Probe[] = [];
    const unknown: string[] = [];
    const seen = new Set<string>();
    for (const r of routes) {
      const path = r.url.replace(/\/~(page\/get|export)$/, '');
      const def = byPath.get(path);
      if (!def) {
        unknown.push(r.url);
        continue;
      }
      (EXTRA[path] ?? [{}]).forEach((extra, mode) => {
        all.push(...probes(r.url, def, extra, mode === 0, seen));
      });
    }
    // Suggestions match a code or a keyword by its text, whatever the code's type.
    for (const r of t.app.apiRoutes.filter((x) => x.method === 'GET' && /suggest$/.test(x.url))) {
      for (const q of ['code=2026-01', 'key=%25_%5C']) all.push({ url: `${r.url}?${q}`, body: {} });
    }
    expect(unknown, 'list routes without a definition here').toEqual([]);
    expect(routes.length).toBeGreaterThan(60);

    const tally = new Map<number, number>();
    const failures: string[] = [];
    const BATCH = 16;
    for (let i = 0; i < all.length; i += BATCH) {
      await Promise.all(
        all.slice(i, i + BATCH).map(async (p, k) => {
          const lang: Lang = (i + k) % 2 ? 'zh' : 'en';
          const get = p.url.includes('?');
          const res = await t.app.inject({
            method: get ? 'GET' : 'POST',
            url: p.url,
            headers: auth(token, lang),
            ...(get ? {} : { payload: p.body }),
          });
          tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
          const what = () => `${p.url} ${JSON.stringify(p.body)} [${lang}] → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) return failures.push(`5xx: ${what()}`);
          if (!p.expect) return;
          if (res.statusCode !== p.expect.status) return failures.push(`expected ${p.expect.status}: ${what()}`);
          if (p.expect.status === 400) {
            const { field, message } = res.json() as { field?: string; message?: string };
            const named = msg(lang, 'table.unknownField', { field: p.expect.field });
            if (field !== p.expect.field || message !== named) failures.push(`expected "${named}": ${what()}`);
          }
        }),
      );
    }
    const statuses = Object.fromEntries([...tally].sort(([a], [b]) => a - b));
    console.log(`list fuzz: ${routes.length} list routes, ${all.length} requests, statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 40), `${failures.length} failures:\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
  });
});
