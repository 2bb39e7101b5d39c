import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@wms/contract/signin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { clearKey, countAttempt, lockedUntil, lockKey, releaseAttempt, reserveAttempt } from '../auth/throttle-repository.ts';
import type { CodeProvider } from './sms-provider.ts';
import {
  insertCode,
  lockPhone,
  purgeOldCodes,
  reserveTry,
  sendCounts,
  spendCode,
  usersByEmail,
  usersByPhone,
} from './sms-repository.ts';

/** docs/decisions/system-and-security.md "SMS codes". */
export const SMS_RULES = {
  ttlSeconds: 5 * 60,
  /** One code per number per minute (the console's resend countdown). */
  gapSeconds: 60,
  windowMinutes: 60,
  perPhone: 5,
  perAddress: 10,
  /** Tries per code, each reserved before the comparison. */
  maxTries: 5,
  /** Failed code tries (sign-in and reset, any number) per address within the sign-in window (LOCK_MINUTES). */
  triesPerAddress: 20,
  /** Past that, failed tries per number from the address, at codes asked for from the address itself. */
  triesPerNumber: 3,
};

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Where a code goes: a mobile number (SMS) or an e-mail address (mail, password reset only). */
export type CodeChannel = 'sms' | 'mail';

/**
 * Sends a 6-digit code to `to` (a number or an address), within the per-address limits. An address
 * no user has gets the same reply and a row that counts for the limits, but no message (and no code
 * anyone knows), so the reply does not tell which numbers or e-mail addresses are registered.
 */
export async function sendCode(
  db: Db,
  provider: CodeProvider,
  input: { to: string; channel: CodeChannel; purpose: SmsPurpose; ip: string; lang: Lang },
): Promise<void> {
  const code = newCode();
  const salt = randomBytes(12).toString('base64url');
  const known = await db.transaction(async (tx) => {
    await lockPhone(tx, input.to);
    const c = await sendCounts(tx, input.to, input.ip, SMS_RULES.gapSeconds, SMS_RULES.windowMinutes);
    if (c.gapWait > 0) throw new AppError(429, 'sms.tooSoon', { seconds: Math.max(1, Math.ceil(c.gapWait)) });
    if (c.phoneCount >= SMS_RULES.perPhone) {
      const key = input.channel === 'mail' ? 'mail.emailLimit' : 'sms.phoneLimit';
      throw new AppError(429, key, { minutes: Math.max(1, Math.ceil(c.phoneWait / 60)) });
    }
    if (c.ipCount >= SMS_RULES.perAddress) {
      throw new AppError(429, 'sms.addressLimit', { minutes: Math.max(1, Math.ceil(c.ipWait / 60)) });
    }
    const users = await usersOf(tx, input.channel, input.to);
    const codeHash = users.length ? hashCode(salt, code) : hashCode(salt, randomBytes(16).toString('hex'));
    await insertCode(tx, {
      phone: input.to,
      purpose: input.purpose,
      ip: input.ip,
      salt,
      codeHash,
      ttlSeconds: SMS_RULES.ttlSeconds,
    });
    return users.length > 0;
  });
  await purgeOldCodes(db);
  if (!known) return;
  const purpose = msg(input.lang, input.purpose === 'reset' ? 'sms.purpose.reset' : 'sms.purpose.signin');
  try {
    await provider.send(input.to, msg(input.lang, 'sms.text', { purpose, code }));
  } catch {
    throw new AppError(503, input.channel === 'mail' ? 'mail.failed' : 'sms.failed');
  }
}

const usersOf = (db: DbOrTx, channel: CodeChannel, to: string) =>
  channel === 'mail' ? usersByEmail(db, to) : usersByPhone(db, to);

/**
 * Spends the number's last code for `purpose` if `code` is it; refuses an expired, spent or wrong
 * code. Each try first takes one of the code's tries and one of the address's (in single statements,
 * like the password sign-in), so parallel guesses compare at most `maxTries` codes per code and an
 * address cannot spread guesses over many numbers; the right code gives the address its try back.
 * Tries are counted per number and address too: past the address's limit a valid code still works
 * (docs/decisions/system-and-security.md "Sign-in throttling nobody can use to lock someone out").
 */
export async function useCode(
  db: Db,
  input: { phone: string; purpose: SmsPurpose; code: string; ip: string },
  lockMinutes: number,
): Promise<void> {
  const address = `code:${input.ip}`;
  const addressTry = await reserveAttempt(db, address, SMS_RULES.triesPerAddress, lockMinutes);
  if (addressTry === null) return useCodePastLimit(db, input, lockMinutes);
  await countAttempt(db, numberKey(input), lockMinutes);
  try {
    const row = await reserveTry(db, input.phone, input.purpose, SMS_RULES.maxTries);
    await compareCode(db, row, input.code);
  } catch (e) {
    if (addressTry >= SMS_RULES.triesPerAddress) await lockKey(db, address, lockMinutes);
    throw e;
  }
  await releaseAttempt(db, address);
  await clearKey(db, numberKey(input));
}

const numberKey = (input: { phone: string; ip: string }) => `code:${input.phone}@${input.ip}`;

/**
 * An address past its limit (a site behind one NAT address where someone guessed) still has its
 * own codes compared: the number's live code must have been asked for from this address, and the
 * number must have fewer than `triesPerNumber` failed tries from here. So a guesser there cannot
 * reach codes sent to anyone else's request, and the people beside it still sign in.
 */
async function useCodePastLimit(
  db: Db,
  input: { phone: string; purpose: SmsPurpose; code: string; ip: string },
  lockMinutes: number,
) {
  const refused = async () => {
    const until = await lockedUntil(db, `code:${input.ip}`);
    const ms = until ? until.getTime() - Date.now() : lockMinutes * 60_000;
    return new AppError(429, 'sms.guessLimit', { minutes: Math.max(1, Math.ceil(ms / 60_000)) });
  };
  const pair = numberKey(input);
  if ((await reserveAttempt(db, pair, SMS_RULES.triesPerNumber, lockMinutes)) === null) throw await refused();
  const row = await reserveTry(db, input.phone, input.purpose, SMS_RULES.maxTries, input.ip);
  if (!row) {
    await releaseAttempt(db, pair);
    throw await refused();
  }
  await compareCode(db, row, input.code);
  await clearKey(db, pair);
}

async function compareCode(db: Db, row: Awaited<ReturnType<typeof reserveTry>>, code: string) {
  if (!row) throw badRequest('sms.expired', {}, { field: 'code' });
  const given = Buffer.from(hashCode(row.salt, code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) throw badRequest('sms.wrong', {}, { field: 'code' });
  if (!(await spendCode(db, row.id))) throw badRequest('sms.expired', {}, { field: 'code' });
}

/**
 * The user this number or e-mail address stands for. A disabled account does not stand in the way
 * of an enabled one (a registration awaiting approval, or a leaver's account, must not lock its
 * owner out); several enabled accounts, or several disabled ones and no enabled one, are refused
 * (they use their accounts).
 */
export async function userOf(db: Db, channel: CodeChannel, to: string) {
  const [first, second] = await usersOf(db, channel, to);
  if (first && second && first.enabled === second.enabled) {
    throw new AppError(409, channel === 'mail' ? 'mail.ambiguous' : 'sms.ambiguous');
  }
  if (!first) throw badRequest('sms.wrong', {}, { field: 'code' });
  return first;
}
