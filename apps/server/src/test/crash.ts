import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './harness.ts';
import { freePort } from './ports.ts';
import { stockFixture } from './stock.ts';

/**
 * What the kill -9 tests share (put-away, allocation, stock out): the real server as a child process
 * on PostgreSQL under a session name of its own, and a watching connection that sees its
 * transactions in pg_stat_activity.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface Server {
  app: string;
  url: string;
  child: ChildProcess;
  token: string;
}

/**
 * Starts `apps/server/src/main.ts` on a free port with `application_name=app`, and signs in as admin.
 * A port taken between choosing it and the child's listen (a client socket of this busy machine can
 * get it: CI once failed on "port … is in use") is chosen again, a few times.
 */
export async function startServer(databaseUrl: string, app: string, env: Record<string, string> = {}): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(databaseUrl, app, await freePort(), env);
    } catch (e) {
      if (attempt >= 5 || !/is in use/.test((e as Error).message)) throw e;
    }
  }
}

/**
 * Starts several servers, all or none: when one fails the others are stopped before the error goes
 * on, so no server outlives its test (their sessions, under the same names, would confuse the next).
 */
export async function startServers(databaseUrl: string, apps: string[], env: Record<string, string> = {}): Promise<Server[]> {
  const started = await Promise.allSettled(apps.map((app) => startServer(databaseUrl, app, env)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (!failed) return servers;
  await stopServers(servers, 'SIGKILL');
  throw failed.reason;
}

/** Stops the servers with `signal` and resolves once every one has exited. */
export const stopServers = (servers: Server[], signal: NodeJS.Signals = 'SIGTERM') =>
  Promise.all(
    servers.map((s) => {
      s.child.kill(signal);
      return exited(s.child);
    }),
  );

async function startOnce(databaseUrl: string, app: string, port: number, extraEnv: Record<string, string>): Promise<Server> {
  let out = '';
  const sep = databaseUrl.includes('?') ? '&' : '?';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Named, so the test can watch its sessions in pg_stat_activity.
      DATABASE_URL: `${databaseUrl}${sep}application_name=${app}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out.slice(-2000)}`);
    // tsx compiles the server at each start: over a minute on a 2-core runner busy with other test files.
    if (Date.now() - t0 > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out.slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const login = await fetch(`${url}/system/user/_account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
  });
  // A bench's database keeps its own admin password: its servers are then not signed in, and need not be.
  return { app, url, child, token: ((await login.json()) as { data?: { token?: string } }).data?.token ?? '' };
}

/** Resolves once the child has gone (at once if it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

/** A POST to the child server as its admin; a request that fails (the server killed) settles as its error's text. */
export const postTo = (s: Server, url: string, body: string) =>
  fetch(`${s.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': s.token },
    body,
  }).catch((e: Error) => `${e.message} ${String((e.cause as Error | undefined)?.message ?? '')}`.trim());

/** The sessions of a server (`$1`: its application_name) on this test's database; another run's are elsewhere. */
const SESSIONS_OF = 'from pg_stat_activity where datname = current_database() and application_name = $1';

/**
 * Whether a session of the server is inside a call's transaction now: one that has written or locked
 * rows (an xid) and is between statements or more than 2 ms past its start. A lone statement (the
 * token check, the session's sliding expiry) runs in a transaction of its own too, and under the
 * extended protocol its query_start is a little after its xact_start: catching one of those and
 * killing killed before the call began (a flaky run, twice).
 */
export async function inTransaction(watch: pg.Client, s: Server): Promise<boolean> {
  const r = await watch.query(
    `select count(*)::int as n ${SESSIONS_OF} and backend_xid is not null
       and (state = 'idle in transaction' or query_start - xact_start > interval '2 ms')`,
    [s.app],
  );
  return r.rows[0].n > 0;
}

/** Polls (no pause: a short transaction must not slip by) until the server has a transaction open, at most 5 s. */
export async function untilInTransaction(watch: pg.Client, s: Server): Promise<void> {
  const t0 = Date.now();
  while (!(await inTransaction(watch, s))) {
    if (Date.now() - t0 > 5_000)
      throw new Error(`no transaction of ${s.app} within 5 s (server exited: ${s.child.exitCode ?? s.child.signalCode})`);
  }
}

/** Waits until PostgreSQL has ended every session of the killed server (and so rolled back what was open). */
export async function sessionsGone(watch: pg.Client, s: Server): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < 10_000) {
    const r = await watch.query(`select count(*)::int as n ${SESSIONS_OF}`, [s.app]);
    if (r.rows[0].n === 0) return;
    await new Promise((res) => setTimeout(res, 20));
  }
  const left = await watch.query(
    `select pid, state, wait_event_type, wait_event, now() - query_start as running, left(query, 200) as query
       ${SESSIONS_OF}`,
    [s.app],
  );
  throw new Error(`the killed server still has sessions: ${JSON.stringify(left.rows)}`);
}

/** Waits for a server's transaction: `killDuring`'s kill point inside the call's transaction. */
export const INSIDE = 'inside a transaction' as const;

/**
 * Kills the server with SIGKILL once `wait` resolves, or with INSIDE once a transaction of it is open
 * at the moment of the kill, while `sent` is in flight; returns whether a transaction of it was open
 * at that moment, and the reply if the call ended first. Afterwards PostgreSQL has rolled back what was open.
 */
export async function killDuring(
  watch: pg.Client,
  s: Server,
  sent: Promise<unknown>,
  wait: (() => Promise<unknown>) | typeof INSIDE,
) {
  let early: string | undefined;
  void sent.then((v) => (early ??= typeof v === 'string' ? `failed: ${v}` : `replied ${(v as Response).status}`));
  let open = false;
  // The transaction seen may be a short one before the call's (the token check's sliding expiry on
  // a loaded runner) and be over by the kill: then wait for the next, while the call is pending.
  for (let tries = 1; ; tries++) {
    try {
      await (wait === INSIDE ? untilInTransaction(watch, s) : wait());
    } catch (e) {
      throw new Error(`${(e as Error).message}; the request ${early ?? 'was still pending'}`);
    }
    open = await inTransaction(watch, s);
    if (open || wait !== INSIDE || early !== undefined || tries >= 5) break;
  }
  s.child.kill('SIGKILL');
  await exited(s.child);
  const reply = (await sent) as Response | string;
  await sessionsGone(watch, s);
  // A reply means the call ended before the kill: its text says how (e.g. a refusal instead of the work).
  return { open, reply: typeof reply === 'string' ? null : `${reply.status} ${(await reply.text()).slice(0, 300)}` };
}

/** A crash suite's own app on the test database, its stock fixture, an admin token and the watching connection. */
export async function openCrashContext() {
  const t = await createTestApp();
  const fx = await stockFixture(t.database.db);
  const token = await t.login();
  const watch = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await watch.connect();
  return { t, fx, token, watch };
}

export async function closeCrashContext(c: { t?: TestApp; watch?: pg.Client }) {
  await c.watch?.end();
  await c.t?.close();
}
