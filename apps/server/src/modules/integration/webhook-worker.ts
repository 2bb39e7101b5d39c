import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type Claimed, deliveryRepository as repo } from './delivery-repository.ts';
import { nextAfter } from './delivery-rules.ts';
import { WEBHOOK_CHANNEL } from './outbox-repository.ts';
import { signedHeaders } from './webhook-sign.ts';
import { postWebhook } from './webhook-target.ts';

export interface WorkerOptions {
  allow: net.BlockList;
  timeoutMs: number;
  /** Multiplies the retry delays (config webhookRetryScale). */
  retryScale: number;
  /** How often the outbox is looked at when no event woke the worker (a lost notification, a retry coming due). */
  pollMs: number;
  /** Deliveries one lane takes and sends at once. */
  batch: number;
  /** Lanes of claims running side by side in this process. */
  lanes: number;
  /** How often committed events are looked for (their deliveries made). */
  fanOutMs: number;
  log: FastifyBaseLogger;
  onAttempt?: (outcome: 'delivered' | 'failed') => void;
}

/** Events fanned out per statement. */
const FAN_OUT_BATCH = 500;

/** The body every receiver gets: the Standard Webhooks form `{type, timestamp, data}`; the same on every attempt. */
export const bodyOf = (c: Pick<Claimed, 'type' | 'eventAt' | 'payload'>) =>
  JSON.stringify({ type: c.type, timestamp: c.eventAt.toISOString(), data: c.payload });

/**
 * Delivers the outbox (docs/decisions/integration.md "Webhooks"). Every server process may run one: deliveries are
 * claimed with SKIP LOCKED and a lease, so each is sent by one process at a time, and a process killed mid-delivery
 * only delays it until its lease ends. A committed event wakes the worker through its notification.
 */
export class WebhookWorker {
  private stopped = true;
  private loops: Promise<void>[] = [];
  private readonly waiting = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;
  /** Kept-alive connections to receivers; each new one resolves its address through the guard (webhook-target.ts). */
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  constructor(
    private readonly database: Database,
    private readonly opts: WorkerOptions,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.database.listen(
      WEBHOOK_CHANNEL,
      () => this.wakeAll(),
      () => this.wakeAll(),
    );
    // Lanes claim and send side by side: one slow receiver or a batch's last answer never holds up the rest.
    this.loops = [...Array.from({ length: this.opts.lanes }, () => this.run()), this.fanLoop()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeAll();
    await Promise.all(this.loops);
    await this.unlisten?.();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private wakeAll() {
    for (const wake of [...this.waiting]) wake();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let sent = 0;
      try {
        sent = await this.pass();
      } catch (err) {
        this.opts.log.error({ err }, 'webhook pass failed');
      }
      if (sent === 0 && !this.stopped) await this.idle();
    }
  }

  /** Makes the deliveries of committed events, looking every `fanOutMs`: a workflow's commit notifies nobody. */
  private async fanLoop(): Promise<void> {
    while (!this.stopped) {
      try {
        while ((await repo.fanOut(this.database.db, FAN_OUT_BATCH)) === FAN_OUT_BATCH && !this.stopped);
      } catch (err) {
        this.opts.log.error({ err }, 'webhook fan-out failed');
      }
      await new Promise((r) => setTimeout(r, this.opts.fanOutMs).unref());
    }
  }

  /** Waits for a notification or the poll interval, whichever comes first. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.opts.pollMs);
      timer.unref();
      this.waiting.add(done);
    });
  }

  /** One claim and its deliveries, side by side (each is another subscription or resource). Returns how many. */
  async pass(): Promise<number> {
    // Held three times an attempt's timeout: a live process always finishes first; a killed one lets go soon.
    const claimed = await repo.claim(this.database.db, this.opts.batch, Math.max(1000, this.opts.timeoutMs * 3));
    await Promise.all(claimed.map((c) => this.deliver(c)));
    return claimed.length;
  }

  /** Fans out what is committed, then one pass (tests run these instead of the loops). Returns how much was done. */
  async step(): Promise<number> {
    return (await repo.fanOut(this.database.db, FAN_OUT_BATCH)) + (await this.pass());
  }

  private async deliver(c: Claimed): Promise<void> {
    const body = bodyOf(c);
    const r = await postWebhook(c.url, signedHeaders(c.msgId, body, c.secrets), body, {
      allow: this.opts.allow,
      timeoutMs: this.opts.timeoutMs,
      agents: this.agents,
    });
    const next = nextAfter(r, { attempts: c.attempts, eventAgeS: c.eventAgeS, failingForS: c.failingForS });
    const ok = next.kind === 'delivered';
    this.opts.onAttempt?.(ok ? 'delivered' : 'failed');
    const disableReason =
      next.kind === 'gone' ? 'gone' : (next.kind === 'retry' || next.kind === 'giveUp') && next.disable ? 'failing' : null;
    await repo.finish(this.database.db, c, r, {
      status: ok ? 'delivered' : next.kind === 'giveUp' ? 'failed' : 'pending',
      delayS: next.kind === 'retry' ? next.delayS * this.opts.retryScale : 0,
      disableReason,
      ok,
    });
  }
}
