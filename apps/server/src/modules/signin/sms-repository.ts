import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysSmsCode, sysUser } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Serialises code requests for one number across processes, so the per-number limits cannot be raced. */
export async function lockPhone(tx: DbOrTx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

export interface SendCounts {
  /** Seconds until the number may ask again (its last code is younger than `gapSeconds`), else 0. */
  gapWait: number;
  phoneCount: number;
  /** Seconds until the oldest request of the number's window leaves it. */
  phoneWait: number;
  ipCount: number;
  ipWait: number;
}

/** What the rate limits need to know about one number and one address, in one round trip. */
export async function sendCounts(db: DbOrTx, phone: string, ip: string, gapSeconds: number, windowMinutes: number) {
  const gap = sql.raw(`interval '${Math.trunc(gapSeconds)} seconds'`);
  const window = sql.raw(`interval '${Math.trunc(windowMinutes)} minutes'`);
  const result = await db.execute(sql`
    select
      coalesce((select extract(epoch from max(created_at) + ${gap} - now()) from sys_sms_code
        where phone = ${phone} and created_at > now() - ${gap}), 0)::float8 as "gapWait",
      (select count(*) from sys_sms_code where phone = ${phone} and created_at > now() - ${window})::int as "phoneCount",
      coalesce((select extract(epoch from min(created_at) + ${window} - now()) from sys_sms_code
        where phone = ${phone} and created_at > now() - ${window}), 0)::float8 as "phoneWait",
      (select count(*) from sys_sms_code where ip = ${ip} and created_at > now() - ${window})::int as "ipCount",
      coalesce((select extract(epoch from min(created_at) + ${window} - now()) from sys_sms_code
        where ip = ${ip} and created_at > now() - ${window}), 0)::float8 as "ipWait"`);
  const [row] = rowsOf<SendCounts>(result);
  return {
    gapWait: Number(row?.gapWait ?? 0),
    phoneCount: Number(row?.phoneCount ?? 0),
    phoneWait: Number(row?.phoneWait ?? 0),
    ipCount: Number(row?.ipCount ?? 0),
    ipWait: Number(row?.ipWait ?? 0),
  };
}

/** A new code spends the number's earlier unused codes of the same purpose: only the last one sent works. */
export async function insertCode(
  tx: DbOrTx,
  v: { phone: string; purpose: string; salt: string; codeHash: string; ip: string; ttlSeconds: number },
) {
  await tx
    .update(sysSmsCode)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sysSmsCode.phone, v.phone), eq(sysSmsCode.purpose, v.purpose), sql`${sysSmsCode.usedAt} is null`));
  await tx.insert(sysSmsCode).values({
    phone: v.phone,
    purpose: v.purpose,
    salt: v.salt,
    codeHash: v.codeHash,
    ip: v.ip,
    expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(v.ttlSeconds)} seconds'`)}`,
  });
}

/**
 * Takes one of the tries of the number's last code for `purpose` before it is compared, in one
 * conditional statement: of any number of parallel guesses, on any number of processes, at most
 * `maxTries` get the code's hash. Nothing when there is no live code or its tries are used up, or
 * (given `askedFrom`) when the code was asked for from another address.
 */
export async function reserveTry(db: DbOrTx, phone: string, purpose: string, maxTries: number, askedFrom?: string) {
  const last = db
    .select({ id: sysSmsCode.id })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.phone, phone), eq(sysSmsCode.purpose, purpose)))
    .orderBy(desc(sysSmsCode.id))
    .limit(1);
  const [row] = await db
    .update(sysSmsCode)
    .set({ failures: sql`${sysSmsCode.failures} + 1` })
    .where(
      and(
        eq(sysSmsCode.id, sql`(${last})`),
        sql`${sysSmsCode.usedAt} is null and ${sysSmsCode.expiresAt} > now() and ${sysSmsCode.failures} < ${maxTries}`,
        askedFrom === undefined ? undefined : eq(sysSmsCode.ip, askedFrom),
      ),
    )
    .returning({ id: sysSmsCode.id, salt: sysSmsCode.salt, codeHash: sysSmsCode.codeHash });
  return row;
}

/** Spends the code once: of two requests with the same code only one gets `true`. */
export async function spendCode(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(sysSmsCode)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sysSmsCode.id, id), sql`${sysSmsCode.usedAt} is null and ${sysSmsCode.expiresAt} > now()`))
    .returning({ id: sysSmsCode.id });
  return rows.length > 0;
}

/** Rows older than a day count for no limit any more. */
export async function purgeOldCodes(db: DbOrTx) {
  await db.delete(sysSmsCode).where(sql`${sysSmsCode.createdAt} < now() - interval '1 day'`);
}

/** What a sign-in by code or QR needs of a user (openSession's input, and whether they may sign in). */
export const signinUserFields = {
  id: sysUser.id,
  account: sysUser.account,
  name: sysUser.name,
  email: sysUser.email,
  phone: sysUser.phone,
  enabled: sysUser.enabled,
  awaitingApproval: sysUser.awaitingApproval,
};

/** Numbers are stored as E.164 and asked for as E.164 (contract phone.ts), so one form matches every way of writing it. */
const samePhone = (phone: string) => eq(sysUser.phone, phone);
const sameEmail = (email: string) => sql`lower(trim(${sysUser.email})) = ${email.trim().toLowerCase()}`;

/**
 * Users whose mobile number is `phone` (E.164), enabled ones first: two rows are enough to tell whether
 * one account answers for it.
 */
export async function usersByPhone(db: DbOrTx, phone: string) {
  return db.select(signinUserFields).from(sysUser).where(samePhone(phone)).orderBy(desc(sysUser.enabled), sysUser.id).limit(2);
}

/** Users whose e-mail address is `email` (ignoring case and surrounding spaces), enabled ones first. */
export async function usersByEmail(db: DbOrTx, email: string) {
  return db.select(signinUserFields).from(sysUser).where(sameEmail(email)).orderBy(desc(sysUser.enabled), sysUser.id).limit(2);
}

/** Which of this mobile number and e-mail address some account, enabled or not, already has (the number first). */
export async function contactTaken(db: DbOrTx, c: { phone: string | null; email: string }): Promise<'phone' | 'email' | null> {
  const phone = c.phone ? samePhone(c.phone) : sql`false`;
  const [row] = await db
    .select({ phone: sql<boolean>`bool_or(${phone})`, email: sql<boolean>`bool_or(${sameEmail(c.email)})` })
    .from(sysUser)
    .where(sql`${phone} or ${sameEmail(c.email)}`);
  return row?.phone ? 'phone' : row?.email ? 'email' : null;
}

/** Serialises registrations, so two at once cannot both take a free number or address. */
export async function lockRegistration(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('register'))`);
}
