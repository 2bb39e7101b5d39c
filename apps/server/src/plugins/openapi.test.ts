import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';
import { nulPath, openapiPlugin } from './openapi.ts';
import { operationIdOf, summaryOf } from './openapi-document.ts';

/** Issue 8 item 12: a client can be generated from /openapi.json, replies and errors included. */
interface Operation {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema: Schema }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
type Schema = Record<string, unknown>;
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp;
let doc: Doc;
let ops: { method: string; url: string; op: Operation; access: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  ops = Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => {
      const route = t.app.apiRoutes.find((r) => r.url === url && r.method === method.toUpperCase());
      return { method, url, op, access: route?.access ?? '?' };
    }),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists every API route, and each has a declared access', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    const documented = new Set(ops.map((o) => `${o.method.toUpperCase()} ${o.url}`));
    for (const r of t.app.apiRoutes) if (r.url !== '/openapi.json') expect(documented, r.url).toContain(`${r.method} ${r.url}`);
    for (const o of ops) expect(o.access, o.url).not.toBe('?');
  });

  it('describes the success reply of every operation with a schema', () => {
    for (const { method, url, op } of ops) {
      const ok = op.responses['200'];
      expect(ok, `${method} ${url}`).toBeDefined();
      expect(ok!.description).not.toBe('Default Response');
      const content = Object.entries(ok!.content ?? {});
      expect(content.length, `${method} ${url}`).toBeGreaterThan(0);
      for (const [type, { schema }] of content) {
        if (type === 'application/json') expect(schema.type ?? schema.anyOf, `${method} ${url}`).toBeDefined();
        else expect(schema, `${method} ${url} ${type}`).toMatchObject({ type: 'string', format: 'binary' });
      }
    }
  });

  it('describes the error replies: 400 everywhere, 401 unless public, 403 where a permission is needed', () => {
    for (const { method, url, op, access } of ops) {
      const codes = Object.keys(op.responses);
      const where = `${method} ${url} (${access})`;
      expect(codes, where).toEqual(expect.arrayContaining(['400', '404', '409', '500']));
      if (access !== 'public') expect(codes, where).toContain('401');
      else expect(op.security, where).toEqual([]);
      if (access !== 'public' && access !== 'user') expect(codes, where).toContain('403');
      const err = op.responses['400']!.content!['application/json']!.schema;
      expect(err, where).toMatchObject({ properties: { action: { enum: ['error'] }, message: { type: 'string' } } });
    }
  });

  it('advertises the column bounds and the NUL refusal of the inputs', () => {
    const body = (url: string) =>
      doc.paths[url]!.post!.requestBody!.content['application/json']!.schema as Schema & {
        properties: Record<string, Schema & { items?: Schema; anyOf?: Schema[] }>;
      };
    expect(body('/setting/warehouse/~delete').properties.ids!.items).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
    });
    const add = body('/setting/location/~add').properties;
    expect(add.code).toMatchObject({ type: 'string', maxLength: 32, pattern: expect.stringContaining('\\u0000') });
    expect(add.maxQty!.anyOf?.[0] ?? add.maxQty).toMatchObject({ type: 'integer', maximum: 2147483647 });
    expect(add.length!.anyOf?.[0] ?? add.length).toMatchObject({ type: 'number', maximum: 99999999999.999 });
    expect(add.warehouse).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    const dict = doc.paths['/system/dict/_get']!.get!.parameters!.find((p) => p.name === 'name')!;
    expect(dict.schema).toMatchObject({ maxLength: 50, pattern: expect.stringContaining('\\u0000') });
  });

  it('declares the media type a file reply is sent as: every export a workbook, every print a PDF', () => {
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const { method, url, op } of ops) {
      const types = Object.keys(op.responses['200']!.content ?? {});
      if (/~export$/.test(url)) expect(types, `${method} ${url}`).toEqual([XLSX]);
      if (/print$/.test(url)) expect(types, `${method} ${url}`).toContain('application/pdf');
    }
    const lpnAdd = doc.paths['/inbound/ib/lpn/~add']!.get!.responses['200']!.content!;
    expect(Object.keys(lpnAdd)).toEqual(['application/json', 'application/pdf', 'text/plain']);
  });

  it('describes an upload as one multipart file part, and its reply', () => {
    const op = doc.paths['/setting/location/~upload']!.post!;
    const part = op.requestBody!.content['multipart/form-data']!.schema;
    expect(part).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
    const ok = op.responses['200']!.content!['application/json']!.schema;
    expect(ok).toMatchObject({ properties: { data: { properties: { inserted: { type: 'number' } } } } });
  });

  it('is structurally valid: every schema compiles and every reference resolves', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const seen = new Set<string>();
    const refs: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (k === '$ref' && typeof x === 'string') refs.push(x);
          else walk(x);
        }
      }
    };
    walk(doc);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components?.schemas?.[name], ref).toBeDefined();
    }
    for (const { method, url, op } of ops) {
      const schemas = [
        ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
      ];
      for (const s of schemas) {
        const text = JSON.stringify(s);
        if (text.includes('$ref') || seen.has(text)) continue;
        seen.add(text);
        expect(() => ajv.compile(s), `${method} ${url}`).not.toThrow();
      }
      for (const p of op.parameters ?? []) expect(['query', 'path', 'header'], url).toContain(p.in);
    }
  });
});

/** Issue 26 item 21: the document passes `redocly lint` (recommended rules) and says what each operation is. */
describe('the OpenAPI document, linted', () => {
  it('names and summarises every operation, uniquely and from its path', () => {
    const ids = ops.map((o) => o.op.operationId);
    for (const { method, url, op } of ops) {
      expect(op.operationId, `${method} ${url}`).toBe(operationIdOf(method, url));
      expect(op.summary, `${method} ${url}`).toMatch(/^\S.*: \S/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('post', '/setting/location/~page/get')).toBe('postSettingLocationPageGet');
    expect(doc.paths['/setting/location/~page/get']!.post!.summary).toBe('Location: list a page');
    expect(doc.paths['/outbound/ob/order/~item/delete']!.post!.summary).toBe('Outbound order: delete item');
    expect(summaryOf('/system/task/_list', ['task'])).toBe('Scheduled task: list');
  });

  it('gives every nullable schema its type (OpenAPI 3.0), and a nullable enum lists null', () => {
    const bad: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (Array.isArray(v)) {
        for (const [i, x] of v.entries()) walk(x, `${at}/${i}`);
      } else if (v && typeof v === 'object') {
        const o = v as Schema;
        if (o.nullable === true && (o.type === undefined || (Array.isArray(o.enum) && !o.enum.includes(null)))) bad.push(at);
        for (const [k, x] of Object.entries(o)) walk(x, `${at}/${k}`);
      }
    };
    walk(doc.paths, '');
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('accepts a scheduled task that never ran (`lastStatus: null`) in the list reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/system/task/_list', headers: auth(await t.login()) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { lastStatus: unknown }[];
    expect(rows.some((r) => r.lastStatus === null)).toBe(true);
    const schema = doc.paths['/system/task/_list']!.get!.responses['200']!.content!['application/json']!.schema;
    const validate = new Ajv({ strict: false, validateFormats: false }).compile(schema);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
  });

  // The document does not depend on the database: linted once per run, in the PGlite project (3–4 s of CPU).
  it.skipIf(DB_KIND === 'postgres')('passes `redocly lint` with the recommended rules: no errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      const config = path.join(dir, 'redocly.yaml');
      fs.writeFileSync(file, JSON.stringify(doc));
      fs.writeFileSync(config, 'extends:\n  - recommended\n');
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const args = [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '10000'];
      // Exit code 1 means problems were found: the JSON on stdout says which.
      const { stdout } = await promisify(execFile)(process.execPath, args, {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors.slice(0, 10)).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // Only `info-license` is left: the console is not published under a licence.
      expect(report.problems.map((p) => p.ruleId)).toEqual(['info-license']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('replies match their documented schemas', () => {
  it('sends the list, select and suggest replies with every field the console reads', async () => {
    const token = await t.login();
    await t.app.inject({
      method: 'POST',
      url: '/setting/warehouse/~add',
      payload: { code: 'OA-1', name: 'n' },
      headers: auth(token),
    });
    const page = await t.app.inject({ method: 'POST', url: '/setting/warehouse/~page/get', payload: {}, headers: auth(token) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.rows[0]).toMatchObject({ code: 'OA-1', createdAt: expect.any(String), dflt: expect.any(Boolean) });
    const select = await t.app.inject({ method: 'GET', url: '/setting/warehouse/_select', headers: auth(token) });
    expect(select.json().data.rows[0]).toMatchObject({ label: 'n', code: 'OA-1' });
  });

  it('fails loudly under test when a reply drifts from its schema (so the document cannot)', async () => {
    const app = Fastify({ logger: false });
    await app.register(openapiPlugin, { checkReplies: true });
    app.get('/x', { config: { access: 'public' }, schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 'not a number',
    }));
    app.get('/y', { config: { access: 'public' }, schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 1,
      extra: 'kept',
    }));
    const bad = await app.inject({ method: 'GET', url: '/x' });
    expect(bad.statusCode).toBe(500);
    // Serialization never strips what the handler sent.
    expect((await app.inject({ method: 'GET', url: '/y' })).json()).toEqual({ n: 1, extra: 'kept' });
    await app.close();
  });
});

describe('nulPath', () => {
  it('finds NUL in nested values and keys, and survives deep nesting', () => {
    expect(nulPath({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(nulPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulPath({ a: 'fine', b: [null, true, 3] })).toBeUndefined();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(50_000);
  });
});
