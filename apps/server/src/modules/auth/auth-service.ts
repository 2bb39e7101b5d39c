import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { createSession, revokeSession, userGrants } from './session-repository.ts';
import { clearKey, lockedUntil, lockKey, purgeStale, releaseAttempt, reserveAttempt } from './throttle-repository.ts';
import { hashToken, newToken } from './token.ts';
import { findUserByAccount } from './user-repository.ts';

const REMEMBER_MS = 24 * 3600_000;
/** An address gets more tries than one account, since several operators may share a terminal. */
const ADDRESS_FACTOR = 4;

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

/** Minutes until `key` unlocks; a full count still being verified reads as a fresh lock. */
async function minutesUntilUnlock(db: Db, key: string, config: Config) {
  const until = await lockedUntil(db, key);
  return until && until.getTime() > Date.now() ? minutesLeft(until) : config.lockMinutes;
}

/** Reserves an attempt on the account name, then checks the password; returns the user when it is right. */
async function verifyAttempt(db: Db, config: Config, input: { account: string; password: string }, accountKey: string) {
  const accountTry = await reserveAttempt(db, accountKey, config.lockThreshold, config.lockMinutes);
  if (accountTry === null) {
    throw new AppError(423, 'auth.locked', { minutes: await minutesUntilUnlock(db, accountKey, config) });
  }
  const user = await findUserByAccount(db, input.account);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (user && ok) return user;
  if (accountTry >= config.lockThreshold) {
    await lockKey(db, accountKey, config.lockMinutes);
    throw new AppError(423, 'auth.locked', { minutes: config.lockMinutes });
  }
  throw badRequest('auth.bad');
}

/**
 * Every attempt is counted against the address and the account name before the password is
 * verified, and a success gives the count back; so at most `lockThreshold` passwords of one account
 * are ever checked per window, whatever the timing. An unknown account name is counted, locked
 * and answered exactly like a known one, so replies do not tell which accounts exist.
 */
export async function signIn(
  db: Db,
  config: Config,
  input: { account: string; password: string; remember: boolean; ip: string },
) {
  const addressKey = `ip:${input.ip}`;
  const accountKey = `account:${input.account}`;
  const addressMax = config.lockThreshold * ADDRESS_FACTOR;
  const addressTry = await reserveAttempt(db, addressKey, addressMax, config.lockMinutes);
  if (addressTry === null) {
    throw new AppError(429, 'auth.throttled', { minutes: await minutesUntilUnlock(db, addressKey, config) });
  }
  const user = await verifyAttempt(db, config, input, accountKey).catch(async (e: unknown) => {
    if (addressTry >= addressMax) await lockKey(db, addressKey, config.lockMinutes);
    throw e;
  });
  // The right password: the account starts afresh; the address only gets this attempt back, so
  // interleaving valid sign-ins does not wipe failures made against other accounts.
  await clearKey(db, accountKey);
  await releaseAttempt(db, addressKey);
  await purgeStale(db, config.lockMinutes);
  refuseDisabled(user);
  return openSession(db, config, user, input);
}

/** A disabled account may not sign in; one registered and not yet enabled is told it waits for approval. */
export function refuseDisabled(user: { enabled: boolean; awaitingApproval: boolean }) {
  if (!user.enabled) throw new AppError(403, user.awaitingApproval ? 'auth.awaitingApproval' : 'auth.disabled');
}

/**
 * A new session for a user who has proved who they are (password, SMS code, confirmed QR code):
 * the token once, and the user with roles and permissions, the reply every sign-in shares.
 */
export async function openSession(
  db: Db,
  config: Config,
  user: { id: number; account: string; name: string; email: string | null; phone: string | null },
  input: { remember: boolean; ip: string },
) {
  const token = newToken();
  const ttl = input.remember ? REMEMBER_MS : config.sessionMinutes * 60_000;
  await createSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    remember: input.remember,
    expiresAt: new Date(Date.now() + ttl),
    ip: input.ip,
  });
  const grants = await userGrants(db, user.id);
  return {
    token,
    user: { id: user.id, account: user.account, name: user.name, email: user.email, phone: user.phone, ...grants },
  };
}

export const signOut = (db: Db, sessionId: number) => revokeSession(db, sessionId);
