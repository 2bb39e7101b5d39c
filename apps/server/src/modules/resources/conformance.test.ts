import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { defaultFilterType } from '@wms/contract/resource';
import { RESOURCE_BY_NAME, RESOURCES } from '@wms/contract/resources/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { readXlsx, upload, writeXlsx } from '../../test/http.ts';
import { sampleValue } from '../../test/samples.ts';

/**
 * Every registered resource goes through the same checks (issue 4): list, sort and each filter
 * type; add, update and delete; required and unique errors; a refused delete of a referenced row;
 * permission refusals; an import with a bad row that changes nothing; an export round trip.
 */
type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let admin: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });

/** A valid add body for `def`, creating referenced rows as needed. */
async function payload(def: ResourceDef, i = ++seq): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.readOnly) continue;
    body[f.name] = f.kind === 'ref' ? (await create(RESOURCE_BY_NAME.get(f.ref!)!)).id : sampleValue(def, f, i);
  }
  return body;
}

async function create(def: ResourceDef, body?: Record<string, unknown>): Promise<Row> {
  const res = await post(`${def.path}/~add`, body ?? (await payload(def)));
  if (res.statusCode !== 200) throw new Error(`add ${def.name}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

async function page(def: ResourceDef, body: Record<string, unknown>) {
  const res = await post(`${def.path}/~page/get`, { page: 1, length: 500, ...body });
  return res;
}

/** A filter condition that `row` satisfies, per the field's filter type, and its negation. */
function conditionFor(f: FieldDef, row: Row): { hit: object; miss: object } | undefined {
  const v = row[f.name];
  if (v === null || v === undefined) return undefined;
  switch (defaultFilterType(f)) {
    case 'text':
      return {
        hit: { field: f.name, operator: 'include', value: String(v).slice(-5) },
        miss: { field: f.name, operator: 'ne', value: v },
      };
    case 'number':
      return {
        hit: { field: f.name, operator: 'eq', value: Number(v) },
        miss: { field: f.name, operator: 'gt', value: Number(v) },
      };
    case 'select':
      return {
        hit: { field: f.name, operator: 'include', value: [v] },
        miss: { field: f.name, operator: 'exclude', value: [v] },
      };
    case 'switch':
      return {
        hit: { field: f.name, operator: 'eq', value: v ? 1 : 0 },
        miss: { field: f.name, operator: 'ne', value: v ? 1 : 0 },
      };
    case 'date':
    case 'datetime':
      return { hit: { field: f.name, operator: 'eq', value: v }, miss: { field: f.name, operator: 'ne', value: v } };
    case 'daterange':
    case 'datetimerange':
    case 'customDate': {
      const day = String(v instanceof Date ? v.toISOString() : v).slice(0, 10);
      return {
        hit: { field: f.name, operator: 'include', value: [day, day] },
        miss: { field: f.name, operator: 'exclude', value: [day, day] },
      };
    }
    case 'tags':
      return {
        hit: { field: f.name, operator: 'include', value: [(v as string[])[0]] },
        miss: { field: f.name, operator: 'exclude', value: [(v as string[])[0]] },
      };
    default:
      return undefined;
  }
}

const referrersOf = (name: string) =>
  RESOURCES.flatMap((r) => r.fields.filter((f) => f.kind === 'ref' && f.ref === name).map((f) => ({ def: r, field: f })));

describe.each(RESOURCES.map((def) => [def.name, def] as const))('resource %s', (_name, def) => {
  let rows: Row[] = [];
  const mine = () => ({ field: 'id', operator: 'ge', value: rows[0]!.id });

  beforeAll(async () => {
    rows = [];
    for (let i = 0; i < 3; i++) rows.push(await create(def));
  });

  it('lists what was added, with the total and reference labels', async () => {
    const res = await page(def, { filter: [mine()] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.action).toBe('ok');
    expect(body.count).toBeGreaterThanOrEqual(3);
    const ids = body.data.rows.map((r: Row) => r.id);
    for (const r of rows) expect(ids).toContain(r.id);
    for (const f of def.fields.filter((x) => x.kind === 'ref')) expect(body.data.rows[0]).toHaveProperty(`${f.name}Label`);
    const paged = await page(def, { filter: [mine()], page: 2, length: 2 });
    expect(paged.json().data.rows.length).toBe(Math.max(0, Math.min(2, body.count - 2)));
  });

  it('sorts by every sortable field, both ways, and refuses the others', async () => {
    for (const f of def.fields.filter((x) => x.sortable)) {
      for (const order of ['asc', 'desc']) {
        const res = await page(def, { filter: [mine()], prop: f.name, order });
        expect(res.statusCode, `${f.name} ${order}`).toBe(200);
        const values = res.json().data.rows.map((r: Row) => r[f.name]);
        if (f.kind === 'int' || f.kind === 'decimal') {
          const nums = values.filter((v: unknown) => v !== null).map(Number);
          const sorted = [...nums].sort((a, b) => (order === 'asc' ? a - b : b - a));
          expect(nums).toEqual(sorted);
        }
      }
    }
    const unsortable = def.fields.find((x) => !x.sortable);
    if (unsortable) expect((await page(def, { prop: unsortable.name })).statusCode).toBe(400);
    expect((await page(def, { prop: 'no_such_field' })).json().field).toBe('no_such_field');
  });

  it('filters by every filterable field, and its negation excludes the row', async () => {
    const target = rows[1]!;
    for (const f of def.fields) {
      const c = conditionFor(f, target);
      if (!c) continue;
      const hit = await page(def, { filter: [mine(), c.hit] });
      expect(hit.statusCode, `${f.name} ${hit.body}`).toBe(200);
      expect(
        hit.json().data.rows.map((r: Row) => r.id),
        `${f.name} hit`,
      ).toContain(target.id);
      const miss = await page(def, { filter: [mine(), c.miss] });
      expect(miss.statusCode, `${f.name} ${miss.body}`).toBe(200);
      expect(
        miss.json().data.rows.map((r: Row) => r.id),
        `${f.name} miss`,
      ).not.toContain(target.id);
    }
    const bad = await page(def, { filter: [{ field: 'passwordHash', operator: 'eq', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('passwordHash');
  });

  it('updates a row and keeps the others', async () => {
    const f = def.fields.find((x) => !x.readOnly && x.kind !== 'ref' && !(def.unique ?? []).flat().includes(x.name));
    if (!f) return;
    const value = sampleValue(def, f, 900);
    const res = await post(`${def.path}/~update`, { id: rows[0]!.id, [f.name]: value });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.id).toBe(rows[0]!.id);
    if (f.kind !== 'datetime') expect(after[f.name]).toEqual(value);
    expect((await post(`${def.path}/~update`, { id: 99_999_999, [f.name]: value })).statusCode).toBe(404);
  });

  it('refuses a body without each required field, naming it', async () => {
    for (const f of def.fields.filter((x) => x.required)) {
      const body = await payload(def);
      delete body[f.name];
      const res = await post(`${def.path}/~add`, body);
      expect(res.statusCode, f.name).toBe(400);
      expect(res.json().field).toBe(f.name);
      expect(res.json().message).toBe(`${fieldLabel('en', def.name, f.name)}: required`);
    }
  });

  it('refuses a duplicate unique key with a clear message', async () => {
    for (const key of def.unique ?? []) {
      const body = await payload(def);
      for (const k of key) body[k] = rows[0]![k];
      const res = await post(`${def.path}/~add`, body);
      expect(res.statusCode, JSON.stringify(key)).toBe(409);
      expect(res.json().message).toContain(fieldLabel('en', def.name, key[key.length - 1]!));
    }
  });

  it('refuses deleting a row another row uses, naming the user', async () => {
    for (const { def: user, field } of referrersOf(def.name)) {
      const target = await create(def);
      const body = await payload(user);
      body[field.name] = target.id;
      await create(user, body);
      const res = await post(`${def.path}/~delete`, { ids: [target.id] });
      expect(res.statusCode, `${user.name}.${field.name}`).toBe(409);
      expect(res.json().message).toContain(resourceTitle('en', user.name));
      expect((await page(def, { filter: [{ field: 'id', operator: 'eq', value: target.id }] })).json().count).toBe(1);
    }
  });

  it('deletes', async () => {
    const row = await create(def);
    const res = await post(`${def.path}/~delete`, { ids: [row.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(def, { filter: [{ field: 'id', operator: 'eq', value: row.id }] })).json().count).toBe(0);
    expect((await post(`${def.path}/~delete`, { id: row.id })).statusCode).toBe(404);
  });

  it('answers table-select and suggest', async () => {
    const kw = String(rows[0]![def.searchFields[0]!]);
    const sel = await t.app.inject({
      method: 'GET',
      url: `${def.path}/_select?page=1&pageSize=20&keyword=${encodeURIComponent(kw)}`,
      headers: auth(admin),
    });
    expect(sel.statusCode).toBe(200);
    expect(sel.json()).toMatchObject({ code: 200, data: { total: expect.any(Number) } });
    expect(sel.json().data.rows.map((r: Row) => r.id)).toContain(rows[0]!.id);
    const sug = await t.app.inject({
      method: 'GET',
      url: `${def.path}/_suggest?key=${encodeURIComponent(kw)}`,
      headers: auth(admin),
    });
    expect(sug.json().data.map((r: Row) => r.id)).toContain(rows[0]!.id);
  });

  it('enforces its permissions', async () => {
    const viewer = await t.userWith(`v-${def.name}`, [`${def.area}/${def.key}/view`]);
    const stranger = await t.userWith(`s-${def.name}`, ['nothing/at/all']);
    expect((await page(def, {}).then(() => post(`${def.path}/~page/get`, {}, viewer))).statusCode).toBe(200);
    expect((await post(`${def.path}/~page/get`, {}, stranger)).statusCode).toBe(403);
    expect((await post(`${def.path}/~add`, await payload(def), viewer)).statusCode).toBe(403);
    expect((await post(`${def.path}/~delete`, { ids: [rows[0]!.id] }, viewer)).statusCode).toBe(403);
    expect((await post(`${def.path}/~export`, {}, viewer)).statusCode).toBe(403);
    const msg = (await post(`${def.path}/~update`, { id: rows[0]!.id }, viewer)).json().message;
    expect(msg).toBe('no permission to access');
  });

  it('imports nothing when one row is bad, and reports the row, field and reason', async () => {
    const tpl = await t.app.inject({ method: 'GET', url: `${def.path}/~tpl/download`, headers: auth(admin) });
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-disposition']).toMatch(/attachment; filename=/);
    const { header } = await readXlsx(tpl.rawPayload);
    const fields = header.map((h) => def.fields.find((f) => fieldLabel('en', def.name, f.name) === h.replace(/\*$/, ''))!);
    expect(fields.every(Boolean)).toBe(true);
    const cells = async (body: Record<string, unknown>) =>
      Promise.all(
        fields.map(async (f) => {
          if (f.kind !== 'ref') return Array.isArray(body[f.name]) ? (body[f.name] as string[]).join(',') : body[f.name];
          const ref = RESOURCE_BY_NAME.get(f.ref!)!;
          const res = await page(ref, { filter: [{ field: 'id', operator: 'eq', value: body[f.name] }] });
          return res.json().data.rows[0][ref.codeField];
        }),
      );
    const good1 = await cells(await payload(def));
    const good2 = await cells(await payload(def));
    const bad = await cells(await payload(def));
    const badField = fields.find((f) => f.required) ?? fields.find((f) => f.kind === 'int' || f.kind === 'decimal')!;
    bad[fields.indexOf(badField)] = badField.required ? '' : 'not-a-number';
    const before = (await page(def, {})).json().count;
    const res = await upload(t.app, `${def.path}/~upload`, admin, await writeXlsx(header, [good1, good2, bad]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json(), res.body).toHaveProperty('errors');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ row: 4, field: badField.name }));
    expect((await page(def, {})).json().count).toBe(before);
    const ok = await upload(t.app, `${def.path}/~upload`, admin, await writeXlsx(header, [good1, good2]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: 200, data: { inserted: 2, updated: 0 } });
  });

  it('exports the filtered, sorted list and the file imports back unchanged', async () => {
    const filter = [mine()];
    const listed = (await page(def, { filter, prop: 'id', order: 'desc' })).json().data.rows as Row[];
    const res = await post(`${def.path}/~export`, { filter, prop: 'id', order: 'desc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const { header, rows: fileRows } = await readXlsx(res.rawPayload);
    expect(fileRows).toHaveLength(listed.length);
    const codeCol = header.findIndex((h) => h.replace(/\*$/, '') === fieldLabel('en', def.name, def.codeField));
    if (codeCol >= 0) expect(fileRows.map((r) => String(r[codeCol]))).toEqual(listed.map((r) => String(r[def.codeField])));
    if (!def.unique?.length) return;
    const before = (await page(def, {})).json().count;
    const again = await upload(t.app, `${def.path}/~upload`, admin, res.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    // The rows are as the file holds them: none is written (issue 26 item 6).
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: listed.length });
    expect((await page(def, {})).json().count).toBe(before);
  });
});
