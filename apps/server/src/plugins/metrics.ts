import { TASK_CODES } from '@wms/contract/system-task';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** A counter as other modules see it: its labels, each with the values it may take. */
export interface Inc<L> {
  inc(labels: L, value?: number): void;
}

export type TaskTrigger = 'schedule' | 'manual';

/** The app's metrics (docs/metrics.md); `/metrics` (metrics-route.ts) reads them. */
export interface Metrics {
  /** This app's own registry: tests build many apps in one process, so never prom-client's global one. */
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  taskRuns: Inc<{ task: string; trigger: TaskTrigger; outcome: 'ok' | 'failed' }>;
  floorScans: Inc<{ route: string; outcome: 'answered' | 'refused' }>;
  webhookDeliveries: Inc<{ outcome: 'delivered' | 'failed' }>;
  /** How the webhook outbox counts what waits to be delivered, read at each scrape; unset, the backlog is 0. */
  setWebhookBacklog(read: (() => Promise<number>) | undefined): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_URL = '/metrics';

/** From a fast read (5 ms) to the request timeout's order (a large export), in seconds. */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route pattern, never the URL as sent, so the series stay as many as the routes. Routes that declare no access are
 * the console's files and the API docs' pages (one route per built file): one series for all of them.
 */
export function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  if (url === undefined) return '(unmatched)';
  return req.routeOptions.config?.access === undefined ? '(static)' : url;
}

let processRegistry: Registry | undefined;

/**
 * Node's own figures (CPU, memory, event loop lag, GC) belong to the process, not to one app: one registry for every
 * app in it, made once (each collectDefaultMetrics call starts a GC observer and an event-loop monitor of its own).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(database: Database, log: FastifyBaseLogger): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'wms_http_request_duration_seconds',
    help: 'Time from receiving a request to its reply sent, by method, route pattern and status; _count is the requests',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const taskRuns = new Counter({
    name: 'wms_task_runs_total',
    help: 'Scheduled task runs this process made, by task code, trigger (schedule, manual) and outcome (ok, failed)',
    labelNames: ['task', 'trigger', 'outcome'] as const,
    registers,
  });
  // Every task's series from the start, so a first failure shows as an increase from 0.
  for (const task of TASK_CODES)
    for (const trigger of ['schedule', 'manual'] as const)
      for (const outcome of ['ok', 'failed'] as const) taskRuns.inc({ task, trigger, outcome }, 0);
  const floorScans = new Counter({
    name: 'wms_floor_scans_total',
    help: 'Floor scans answered, by route pattern and outcome (answered, refused: any 4xx or 5xx); replays not counted',
    labelNames: ['route', 'outcome'] as const,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'wms_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome (delivered, failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['delivered', 'failed'] as const) webhookDeliveries.inc({ outcome }, 0);
  let backlog: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'wms_webhook_backlog',
    help: 'Webhook deliveries waiting to be made (NaN when it could not be read)',
    registers,
    async collect() {
      if (!backlog) return this.set(0);
      try {
        this.set(await backlog());
      } catch (err) {
        log.warn({ err }, 'webhook backlog not read for /metrics');
        this.set(Number.NaN);
      }
    },
  });
  poolGauges(database, registers);
  return {
    registry,
    requests,
    taskRuns,
    floorScans,
    webhookDeliveries,
    setWebhookBacklog(read) {
      backlog = read;
    },
  };
}

/** Read at each scrape from the pool itself (db/client.ts poolStats). */
function poolGauges(database: Database, registers: Registry[]) {
  new Gauge({
    name: 'wms_db_info',
    help: 'The database this process uses: kind pglite (embedded, one connection) or postgres',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: database.kind }, 1);
  const gauges = {
    max: 'Connections the pool may open (DB_POOL_SIZE; 1 for PGlite)',
    in_use: 'Connections a statement or transaction holds now',
    idle: 'Open connections nothing holds now',
    waiting: 'Queries waiting for a connection now (PGlite: statements queued behind the one under way)',
  } as const;
  for (const [key, help] of Object.entries(gauges) as [keyof typeof gauges, string][]) {
    new Gauge({
      name: `wms_db_pool_${key}`,
      help,
      registers,
      collect() {
        const s = database.poolStats();
        this.set({ max: s.max, in_use: s.total - s.idle, idle: s.idle, waiting: s.waiting }[key]);
      },
    });
  }
}

/**
 * `app.metrics`, and the request histogram: one observation per reply, from Fastify's own clock (started as the
 * request arrived, before any hook). Registered before the routes so its hook covers every one, 404s included.
 * Scrapes of /metrics are left out: they would swamp the console's own traffic on a quiet site.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics(app.database, app.log);
  app.decorate('metrics', metrics);
  if (app.config.metricsToken || app.config.metricsAllow.length) processMetrics();
  app.addHook('onResponse', (req, reply, done) => {
    if (req.routeOptions.url !== METRICS_URL)
      metrics.requests.observe(
        { method: req.method, route: routeLabel(req), status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });
});
