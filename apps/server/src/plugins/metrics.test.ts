import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { getMetricsFromIterator, type PromHistogramData, type PromMetric, type PromMetrics } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { sysTask } from '../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';
import { REQUEST_BUCKETS } from './metrics.ts';
import { metricsAccess } from './metrics-route.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
/** The proxy in front (TRUST_PROXY) and the Prometheus servers' network (METRICS_ALLOW). */
const PROXY = '127.0.0.1';
const PROMETHEUS_NET = '10.9.0.0/16';

describe('metrics settings', () => {
  it('reads METRICS_TOKEN and METRICS_ALLOW, refusing a short token and a list entry that is no address', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsAllow: [] });
    expect(loadConfig({ METRICS_TOKEN: ` ${TOKEN} `, METRICS_ALLOW: '10.0.0.7, 10.2.0.0/24,::1' })).toMatchObject({
      metricsToken: TOKEN,
      metricsAllow: ['10.0.0.7', '10.2.0.0/24', '::1'],
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN is too short/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.7,prometheus' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW: "10.0.0.0\/33" is not an address/);
  });

  it('lets in the token or a listed address; says which is missing; is closed with neither', () => {
    const req = (ip: string, authorization?: string) => ({ ip, headers: { authorization } }) as unknown as FastifyRequest;
    const both = metricsAccess({ metricsToken: TOKEN, metricsAllow: ['10.9.0.0/16', 'fd00::/8'] });
    expect(both(req('192.0.2.1', `Bearer ${TOKEN}`))).toBe('allowed');
    expect(both(req('192.0.2.1', `bearer  ${TOKEN}`))).toBe('allowed');
    expect(both(req('192.0.2.1', `Bearer ${TOKEN}x`))).toBe('token');
    expect(both(req('192.0.2.1', TOKEN))).toBe('token');
    expect(both(req('10.9.200.1'))).toBe('allowed');
    expect(both(req('::ffff:10.9.0.3'))).toBe('allowed');
    expect(both(req('fd00::5'))).toBe('allowed');
    expect(both(req('10.10.0.1'))).toBe('token');
    const onlyAddresses = metricsAccess({ metricsToken: undefined, metricsAllow: ['10.9.0.1'] });
    expect(onlyAddresses(req('10.9.0.2', `Bearer ${TOKEN}`))).toBe('address');
    expect(onlyAddresses(req('10.9.0.1'))).toBe('allowed');
    expect(metricsAccess({ metricsToken: undefined, metricsAllow: [] })(req('127.0.0.1', `Bearer ${TOKEN}`))).toBe('closed');
  });
});

/**
 * The scrape through a Prometheus text-format parser (prom2javascript), which throws on a line it cannot read and checks
 * each histogram's +Inf bucket against its count. It reads no NaN, which the format allows (Go's ParseFloat, any case)
 * and prom-client writes as `Nan` for a figure with no data (the event loop lag right after a scrape, an unread
 * backlog): those lines are checked for their shape here and left out.
 */
function parseScrape(body: string): Promise<PromMetrics> {
  const lines = body.split('\n');
  const nan = lines.filter((l) => / Nan$/.test(l));
  for (const line of nan) expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{[^}]*\})? Nan$/);
  return getMetricsFromIterator(lines.filter((l) => !/ Nan$/.test(l))[Symbol.iterator]());
}

describe(`GET /metrics (${DB_KIND})`, () => {
  let t: TestApp;
  let closed: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, metricsAllow: [PROMETHEUS_NET], trustProxy: [PROXY] });
    closed = await createTestApp();
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await closed?.close();
  });

  const scrape = async () => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseScrape(r.body);
  };
  const family = (all: PromMetrics, name: string) => {
    expect(all[name], name).toBeDefined();
    return all[name]!;
  };
  /** The sample whose labels include these. */
  const sample = (f: PromMetric, labels: Record<string, string> = {}) =>
    (f.data as { labels: Record<string, string> }[]).find((m) => Object.entries(labels).every(([k, v]) => m.labels[k] === v));
  const value = (f: PromMetric, labels?: Record<string, string>) => (sample(f, labels) as { value: number } | undefined)?.value;

  it('answers 404, as an unknown route does, while neither METRICS_TOKEN nor METRICS_ALLOW is set', async () => {
    const r = await closed.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await closed.app.inject({ method: 'GET', url: '/no-such-route' });
    expect([r.statusCode, r.json()]).toEqual([404, unknown.json()]);
  });

  it('needs the token (401 without or with a wrong one), or a listed client address through the trusted proxy', async () => {
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });
    const none = await get();
    expect([none.statusCode, none.headers['www-authenticate'], none.json().action]).toEqual([
      401,
      'Bearer realm="metrics"',
      'error',
    ]);
    expect((await get({ authorization: `Bearer ${TOKEN.slice(1)}` })).statusCode).toBe(401);
    // A user's session opens nothing here: only the token or the address.
    expect((await get(auth(admin))).statusCode).toBe(401);
    expect((await get({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    // The peer (127.0.0.1) is the trusted proxy; the client it names decides.
    expect((await get({ 'x-forwarded-for': '10.9.4.2' })).statusCode).toBe(200);
    expect((await get({ 'x-forwarded-for': '10.8.4.2' })).statusCode).toBe(401);
    // An address list is no bypass when the header comes from a peer that is not the trusted proxy.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.0.2.9',
      headers: { 'x-forwarded-for': '10.9.4.2' },
    });
    expect(spoofed.statusCode).toBe(401);
  });

  it('times requests by method, route pattern and status, unmatched ones under one label, the scrapes left out', async () => {
    for (const code of ['A-1', 'B-2', 'C-3'])
      await t.app.inject({ method: 'GET', url: `/inventory/floor/~lookup?code=${code}`, headers: auth(admin) });
    await t.app.inject({ method: 'GET', url: '/inventory/floor/~lookup?code=X', headers: auth('x'.repeat(40)) });
    await t.app.inject({ method: 'GET', url: '/no/such/route/123' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const h = family(await scrape(), 'wms_http_request_duration_seconds');
    expect(h.type).toBe('histogram');
    const lookups = sample(h, { method: 'GET', route: '/inventory/floor/~lookup', status: '200' }) as PromHistogramData;
    expect(lookups.count).toBe(3);
    expect(Object.keys(lookups.buckets).sort()).toEqual([...REQUEST_BUCKETS.map(String), '+Inf'].sort());
    expect(lookups.buckets['+Inf']).toBe(3);
    expect(lookups.sum).toBeGreaterThan(0);
    expect((sample(h, { route: '/inventory/floor/~lookup', status: '401' }) as PromHistogramData).count).toBe(1);
    expect((sample(h, { route: '(unmatched)', status: '404' }) as PromHistogramData).count).toBe(1);
    expect(sample(h, { route: '/healthz', status: '200' })).toBeDefined();
    const routes = (h.data as PromHistogramData[]).map((m) => m.labels.route!);
    expect(routes.filter((r) => r.includes('?') || r === '/metrics' || r.includes('no/such'))).toEqual([]);
  });

  it('counts task runs by task, trigger and outcome, each task present from the start', async () => {
    const before = family(await scrape(), 'wms_task_runs_total');
    expect(before.type).toBe('counter');
    expect(value(before, { task: 'logPurge', trigger: 'schedule', outcome: 'failed' })).toBe(0);
    const [task] = await t.database.db.select().from(sysTask).where(sql`code = 'sessionExpire'`);
    const r = await t.app.inject({ method: 'POST', url: '/system/task/~run', headers: auth(admin), payload: { id: task!.id } });
    expect(r.json().data.status, r.body).toBe('ok');
    const after = family(await scrape(), 'wms_task_runs_total');
    expect(value(after, { task: 'sessionExpire', trigger: 'manual', outcome: 'ok' })).toBe(1);
    expect(value(after, { task: 'sessionExpire', trigger: 'manual', outcome: 'failed' })).toBe(0);
  });

  it('counts floor scans answered and refused by route, as the worker figures do', async () => {
    const look = (code: string) =>
      t.app.inject({ method: 'GET', url: `/inventory/floor/~lookup?code=${encodeURIComponent(code)}`, headers: auth(admin) });
    const count = (all: PromMetrics, outcome: string) =>
      (all.wms_floor_scans_total && value(all.wms_floor_scans_total, { route: '/inventory/floor/~lookup', outcome })) ?? 0;
    const before = await scrape();
    expect((await look('NOPE-1')).statusCode).toBe(200);
    expect((await look('NOPE-2')).statusCode).toBe(200);
    // A GS1 symbol with a wrong check digit: the scan is refused whole.
    expect((await look('(01)09506000134353')).statusCode).toBe(400);
    // Malformed (no code): refused before any workflow, no scan.
    expect((await t.app.inject({ method: 'GET', url: '/inventory/floor/~lookup', headers: auth(admin) })).statusCode).toBe(400);
    const after = await scrape();
    expect(family(after, 'wms_floor_scans_total').type).toBe('counter');
    expect(count(after, 'answered') - count(before, 'answered')).toBe(2);
    expect(count(after, 'refused') - count(before, 'refused')).toBe(1);
  });

  it('reports the database pool, the webhook figures and Node’s own', async () => {
    const all = await scrape();
    const of = (name: string, labels?: Record<string, string>) => value(family(all, name), labels);
    expect(of('wms_db_info', { kind: DB_KIND })).toBe(1);
    for (const g of ['max', 'in_use', 'idle', 'waiting']) expect(family(all, `wms_db_pool_${g}`).type).toBe('gauge');
    expect(of('wms_db_pool_waiting')).toBe(0);
    expect(of('wms_db_pool_max')).toBe(DB_KIND === 'pglite' ? 1 : 8);
    expect(of('wms_db_pool_in_use')! + of('wms_db_pool_idle')!).toBeLessThanOrEqual(of('wms_db_pool_max')!);
    expect(of('wms_webhook_backlog')).toBe(0);
    expect(of('wms_webhook_deliveries_total', { outcome: 'delivered' })).toBe(0);
    expect(of('wms_webhook_deliveries_total', { outcome: 'failed' })).toBe(0);
    expect(family(all, 'process_cpu_user_seconds_total').type).toBe('counter');
    expect(family(all, 'nodejs_eventloop_lag_seconds').type).toBe('gauge');
  });

  it('reads the webhook backlog the outbox registers, and its delivery counts', async () => {
    t.app.metrics.setWebhookBacklog(async () => 7);
    t.app.metrics.webhookDeliveries.inc({ outcome: 'delivered' }, 3);
    t.app.metrics.webhookDeliveries.inc({ outcome: 'failed' });
    const all = await scrape();
    expect(value(family(all, 'wms_webhook_backlog'))).toBe(7);
    expect(value(family(all, 'wms_webhook_deliveries_total'), { outcome: 'delivered' })).toBe(3);
    expect(value(family(all, 'wms_webhook_deliveries_total'), { outcome: 'failed' })).toBe(1);
    // A backlog that cannot be read is NaN, and the rest of the scrape still answers.
    t.app.metrics.setWebhookBacklog(async () => {
      throw new Error('database away');
    });
    const r = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.body).toMatch(/^wms_webhook_backlog Nan$/m);
    expect((await parseScrape(r.body)).wms_db_pool_max).toBeDefined();
    t.app.metrics.setWebhookBacklog(undefined);
  });

  it('sees a held connection as in use and a statement queued behind it as waiting', async () => {
    const db = t.database.db;
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (x) => {
      await x.execute(sql`select 1`);
      await held;
    });
    await vi.waitFor(() => expect(t.database.poolStats().total - t.database.poolStats().idle).toBeGreaterThan(0));
    if (DB_KIND === 'pglite') {
      const queued = db.execute(sql`select 1`).then(() => undefined);
      await vi.waitFor(() => expect(t.database.poolStats()).toMatchObject({ idle: 0, waiting: 1 }));
      release();
      await Promise.all([tx, queued]);
      expect(t.database.poolStats()).toEqual({ max: 1, total: 1, idle: 1, waiting: 0 });
    } else {
      release();
      await tx;
    }
  });
});
