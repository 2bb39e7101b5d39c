import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appSecret } from '../../db/schema/index.ts';

/** How long a partner's link opens its statement (docs/decisions/containers.md "Partners answer by link and e-mail"). */
export const LINK_DAYS = 30;
const KEY_NAME = 'statementLink';

/** The signing key by database: read once per process (it never changes once made), not on every link. */
const keys = new WeakMap<object, Buffer>();

/** The signing key: made once by whichever process needs it first, then read by all. */
async function key(db: DbOrTx): Promise<Buffer> {
  const known = keys.get(db);
  if (known) return known;
  await db
    .insert(appSecret)
    .values({ name: KEY_NAME, value: randomBytes(32) })
    .onConflictDoNothing();
  const rows = (await db.execute(sql`select value from app_secret where name = ${KEY_NAME}`)) as unknown as {
    rows: { value: Buffer | Uint8Array }[];
  };
  const value = Buffer.from(rows.rows[0]!.value);
  keys.set(db, value);
  return value;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const mac = (k: Buffer, payload: string) => createHmac('sha256', k).update(payload).digest();

/** A link's token: the statement it opens and until when, signed; nothing else is needed to check it. */
export async function signLink(db: DbOrTx, statement: number, now = new Date(), days = LINK_DAYS): Promise<string> {
  const payload = b64(JSON.stringify({ s: statement, e: Math.floor(now.getTime() / 1000) + days * 86_400 }));
  return `${payload}.${b64(mac(await key(db), payload))}`;
}

export type LinkCheck = { statement: number; expires: Date } | { refused: 'invalid' | 'expired' };

/** The statement a token opens, or why it opens none: a bad signature or shape, or past its time. */
export async function readLink(db: DbOrTx, token: string, now = new Date()): Promise<LinkCheck> {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || token.length > 300) return { refused: 'invalid' };
  const want = mac(await key(db), payload);
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { refused: 'invalid' };
  let body: { s?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'invalid' };
  }
  if (!Number.isInteger(body.s) || !Number.isInteger(body.e)) return { refused: 'invalid' };
  const expires = new Date((body.e as number) * 1000);
  return expires <= now ? { refused: 'expired' } : { statement: body.s as number, expires };
}

/** The page a partner opens: the token rides in the fragment, so it stays out of servers' logs and referrers. */
export const partnerLink = (base: string, token: string) => `${base.replace(/\/$/, '')}/partner/statement#t=${token}`;
