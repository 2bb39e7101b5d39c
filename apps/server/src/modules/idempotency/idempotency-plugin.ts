import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '@wms/contract/idempotency';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { msg } from '../../i18n/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { type IdemRow, idempotencyRepository as repo } from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write the floor repeats safely: sent with an Idempotency-Key, it is applied once (docs/api.md). */
    idempotent?: boolean;
  }
}

interface KeyContext {
  key: string;
  userId: number | null;
  route: string;
  fingerprint: string;
  /** The request's first transaction committed with the key in it. */
  claimed: boolean;
}

const current = new AsyncLocalStorage<KeyContext>();

/** Replies kept for a replay: a floor call answers in a few hundred bytes; a bigger one replays as "done". */
const REPLY_MAX = 64 * 1024;
/**
 * A key whose writes committed but whose reply was never kept this long after it was taken belongs to a
 * request whose process died between the two: it was applied, and a repeat is told so instead of 409.
 */
const ORPHAN_MS = 60_000;
/** What a repeat that met its first request still running is told to wait before sending again. */
const RETRY_AFTER_S = 1;

/** Thrown inside a transaction when another request holds the key: that request applied it. */
export class KeyTaken extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} taken`);
  }
}

const routeOf = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ''}`;

/** JSON with object keys sorted, so two bodies that mean the same give the same fingerprint. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const entries = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The request's fingerprint (IETF draft-ietf-httpapi-idempotency-key-header §2.3): its body as validated. */
export const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');

/**
 * The request's first top-level transaction takes its key before its own work, so the key row and
 * the writes commit or roll back together (a refusal leaves the key free: its retry is refused
 * again). Later and nested transactions are left alone.
 */
function claimingTransactions(db: Db): void {
  const run = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (fn, config) => {
    const ctx = current.getStore();
    if (!ctx || ctx.claimed) return run(fn, config);
    const out = await run(async (tx) => {
      if (!(await repo.claim(tx, ctx))) throw new KeyTaken(ctx.key);
      return fn(tx);
    }, config);
    ctx.claimed = true;
    return out;
  };
  Object.assign(db, { transaction });
}

/**
 * Answers a repeat of a key already taken (IETF draft-ietf-httpapi-idempotency-key-header): another call,
 * user or body under the key → 422; its first request still running → 409 with Retry-After; else the first
 * reply again. A row is only ever seen committed, so "still running" lasts from its commit to its reply.
 */
export async function sendReplay(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, key: string) {
  const row: IdemRow | undefined = await repo.find(app.db, key);
  if (!row || row.route !== routeOf(req) || row.userId !== (req.user?.id ?? null)) {
    throw new AppError(422, 'idempotency.reused');
  }
  if (row.fingerprint !== null && row.fingerprint !== fingerprintOf(req.body)) throw new AppError(422, 'idempotency.mismatch');
  if (row.status === null && Date.now() - row.createdAt.getTime() < ORPHAN_MS) {
    reply.header('retry-after', String(RETRY_AFTER_S));
    throw new AppError(409, 'idempotency.inFlight');
  }
  reply.header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
  if (row.reply !== null) return reply.code(row.status ?? 200).send(row.reply);
  // Applied, but its reply was too big to keep or its process died before keeping it.
  return reply.code(200).send(JSON.stringify({ action: 'ok', message: msg(req.lang, 'idempotency.applied') }));
}

/**
 * Idempotent writes (docs/decisions/floor.md, "Floor: no lost and no double scans"): a route with
 * `config.idempotent` and a request with an `Idempotency-Key` header applies the key once across
 * all server processes; a repeat gets the first reply back with `idempotent-replayed: true`.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  claimingTransactions(app.db);

  app.addHook('preHandler', (req, reply, done) => {
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (!req.routeOptions.config?.idempotent || key === undefined) return done();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return done(new AppError(400, 'idempotency.badKey'));
    repo.find(app.db, key).then(
      (prior) => {
        if (prior) return void sendReplay(app, req, reply, key).catch(done);
        const ctx = {
          key,
          userId: req.user?.id ?? null,
          route: routeOf(req),
          fingerprint: fingerprintOf(req.body),
          claimed: false,
        };
        (req as { idempotency?: KeyContext }).idempotency = ctx;
        current.run(ctx, done);
      },
      (err: Error) => done(err),
    );
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    const ctx = (req as { idempotency?: KeyContext }).idempotency;
    if (!ctx || reply.statusCode >= 300 || reply.getHeader('idempotent-replayed')) return done(null, payload);
    keepReply(app, req, reply, ctx, payload).finally(() => done(null, payload));
  });
});

/** Keeps an idempotent call's reply under its key, claiming the key first when the handler wrote outside a transaction. */
async function keepReply(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, ctx: KeyContext, payload: unknown) {
  const kept = typeof payload === 'string' && payload.length <= REPLY_MAX ? payload : '';
  try {
    // A handler that wrote outside a transaction never claimed the key: it is taken now, after the fact,
    // and racing repeats may each have written (replay-every-route.test.ts keeps every route transactional).
    if (!ctx.claimed && !(await repo.claim(app.db, ctx))) {
      req.log.error({ route: ctx.route }, 'idempotent route wrote outside a transaction: a repeat was applied again');
      return;
    }
    ctx.claimed = true;
    await repo.saveReply(app.db, ctx.key, reply.statusCode, kept || null);
  } catch (err) {
    req.log.error({ err }, 'idempotency reply not kept');
  }
}
