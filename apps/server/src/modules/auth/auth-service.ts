import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { createSession, revokeSession, userGrants } from './session-repository.ts';
import {
  clearKey,
  countAttempt,
  lockedUntil,
  lockKey,
  purgeStale,
  releaseAttempt,
  reserveAttempt,
  reserveDelayed,
} from './throttle-repository.ts';
import { accountKey, addressKey, longestWindow, pairKey, signinLimits, waitText } from './throttle-rules.ts';
import { hashToken, newToken } from './token.ts';
import { findUserByAccount } from './user-repository.ts';

const REMEMBER_MS = 24 * 3600_000;

type Limits = ReturnType<typeof signinLimits>;
type Outcome = { user: NonNullable<Awaited<ReturnType<typeof findUserByAccount>>> } | { wrong: true; delaySeconds: number };

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
const slowed = (seconds: number) => new AppError(429, 'auth.slowed', { wait: waitText(seconds) });

/** Minutes until `key` unlocks; a full count still being verified reads as a fresh lock. */
async function minutesUntilUnlock(db: Db, key: string, minutes: number) {
  const until = await lockedUntil(db, key);
  return until && until.getTime() > Date.now() ? minutesLeft(until) : minutes;
}

/**
 * Reserves an attempt of this account name from this address (growing delays), counts it for the
 * account name from anywhere (past the soft limit every address is delayed from its first failure),
 * then checks the password. A refusal is answered unchecked and gives the account's count back.
 */
async function verifyAttempt(db: Db, lim: Limits, input: { account: string; password: string; ip: string }): Promise<Outcome> {
  const anyAddress = accountKey(input.account);
  const fromHere = pairKey(input.account, input.ip);
  const failures = await countAttempt(db, anyAddress, lim.accountWindow);
  const pair = await reserveDelayed(db, fromHere, failures > lim.accountSoft ? 1 : lim.pairFree, lim.minutes);
  if (pair.place === null) {
    await releaseAttempt(db, anyAddress);
    throw slowed(pair.delaySeconds);
  }
  const user = await findUserByAccount(db, input.account);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) return { wrong: true, delaySeconds: pair.delaySeconds };
  // The owner got in from here: this address starts afresh at the account; other addresses' delays
  // stay, and the account-wide count loses only this attempt.
  await clearKey(db, fromHere);
  await releaseAttempt(db, anyAddress);
  return { user };
}

/**
 * Every attempt is counted against its address, and against its account name from that address,
 * before the password is verified (docs/decisions/system-and-security.md "Sign-in throttling nobody
 * can use to lock someone out"): failures from one address delay that address only, so nobody can
 * lock an account out for its owner elsewhere. An unknown account name is counted, delayed and
 * answered exactly like a known one, so replies do not tell which accounts exist.
 */
export async function signIn(
  db: Db,
  config: Config,
  input: { account: string; password: string; remember: boolean; ip: string },
) {
  const lim = signinLimits(config);
  const address = addressKey(input.ip);
  const addressTry = await reserveAttempt(db, address, lim.addressMax, lim.minutes);
  if (addressTry === null) {
    throw new AppError(429, 'auth.throttled', { minutes: await minutesUntilUnlock(db, address, lim.minutes) });
  }
  const outcome = await verifyAttempt(db, lim, input).catch(async (e: unknown) => {
    // Refused unchecked: not a failure of the address either.
    await releaseAttempt(db, address);
    throw e;
  });
  if ('wrong' in outcome) {
    if (addressTry >= lim.addressMax) await lockKey(db, address, lim.minutes);
    throw outcome.delaySeconds > 0 ? slowed(outcome.delaySeconds) : badRequest('auth.bad');
  }
  // The address gets only this attempt back, so interleaving valid sign-ins does not wipe failures
  // made against other accounts.
  await releaseAttempt(db, address);
  await purgeStale(db, longestWindow(lim.minutes));
  refuseDisabled(outcome.user);
  return openSession(db, config, outcome.user, input);
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
