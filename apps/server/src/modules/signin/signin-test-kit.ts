import { normalizePhone } from '@wms/contract/phone';
import { sql } from 'drizzle-orm';
import { authWrite, type TestApp } from '../../test/harness.ts';

/**
 * Where a code goes as stored and sent: a number as E.164 (as the API takes it, contract phone.ts), so a test may
 * name a number in any form; an e-mail address as it is.
 */
const dest = (to: string) => (to.includes('@') ? to : (normalizePhone(to) ?? to));

/** Test helpers of the sign-in flows: a recording SMS provider and direct writes to the stored state. */
export function recordSms(t: TestApp) {
  const sent: { phone: string; text: string }[] = [];
  t.app.sms = {
    async send(phone, text) {
      sent.push({ phone, text });
    },
  };
  return {
    sent,
    /** The 6-digit code of the last message to `phone`. */
    codeFor(phone: string): string {
      const last = sent.findLast((s) => s.phone === dest(phone));
      const code = last && /\b(\d{6})\b/.exec(last.text)?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
  };
}

/** A recording mail provider: the e-mail messages sent, and the code of the last one to an address. */
export function recordMail(t: TestApp) {
  const sent: { email: string; text: string }[] = [];
  t.app.mail = {
    async send(email, text) {
      sent.push({ email, text });
    },
  };
  return {
    sent,
    codeFor(email: string): string {
      const code = /\b(\d{6})\b/.exec(sent.findLast((s) => s.email === email)?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
  };
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Gives a user a number, stored as the API stores it (E.164). */
export async function setPhone(t: TestApp, account: string, phone: string | null) {
  await t.database.db.execute(sql`update sys_user set phone = ${phone && dest(phone)} where account = ${account}`);
}

export async function setEnabled(t: TestApp, account: string, enabled: boolean) {
  await authWrite(t, () => t.database.db.execute(sql`update sys_user set enabled = ${enabled} where account = ${account}`));
}

/** Moves a number's codes into the past: `expire` ends them, `age` also lets the rate limits' windows pass. */
export async function ageCodes(t: TestApp, phone: string, opts: { expire?: boolean; minutes?: number }) {
  const back = sql.raw(`interval '${Math.trunc(opts.minutes ?? 0)} minutes'`);
  await t.database.db.execute(sql`update sys_sms_code set created_at = created_at - ${back},
    expires_at = case when ${opts.expire ?? false} then now() - interval '1 second' else expires_at - ${back} end
    where phone = ${dest(phone)}`);
}

export async function expireTicket(t: TestApp, id: string) {
  await t.database.db.execute(sql`update sys_qr_ticket set expires_at = now() - interval '1 second' where id = ${id}`);
}

export async function signinLog(t: TestApp, path: string) {
  return rows<{ account: string | null; user_id: number | null; success: boolean; status: number }>(
    await t.database.db.execute(
      sql`select account, user_id, success, status from sys_log where kind = 'signin' and path = ${path} order by id`,
    ),
  );
}

export async function storedCodes(t: TestApp, phone: string) {
  return rows<{ code_hash: string; salt: string; used_at: Date | null }>(
    await t.database.db.execute(sql`select code_hash, salt, used_at from sys_sms_code where phone = ${dest(phone)} order by id`),
  );
}

/** Tries taken on the last code sent to `phone`. */
export async function codeTries(t: TestApp, phone: string) {
  const [row] = rows<{ failures: number }>(
    await t.database.db.execute(sql`select failures from sys_sms_code where phone = ${dest(phone)} order by id desc limit 1`),
  );
  return Number(row?.failures);
}

/**
 * PGlite answers a query without yielding to the event loop, so injected requests run one after
 * another; this lets each query wait a turn first, as a networked database would, so that parallel
 * requests interleave between their queries. A no-op on PostgreSQL. Returns the function that undoes it.
 */
export function interleaveQueries(t: TestApp): () => void {
  if (t.database.kind !== 'pglite') return () => {};
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  client.query = async (...a: unknown[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query.apply(client, a);
  };
  return () => {
    client.query = query;
  };
}
