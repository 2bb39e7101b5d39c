import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { createSession, revokeSession, userGrants } from './session-repository.ts';
import {
  addressLockedUntil,
  clearAddress,
  clearUserFailures,
  recordAddressFailure,
  recordUserFailure,
} from './throttle-repository.ts';
import { hashToken, newToken } from './token.ts';
import { findUserByAccount } from './user-repository.ts';

const REMEMBER_MS = 24 * 3600_000;
/** An address gets more tries than one account, since several operators may share a terminal. */
const ADDRESS_FACTOR = 4;

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

export async function signIn(
  db: Db,
  config: Config,
  input: { account: string; password: string; remember: boolean; ip: string },
) {
  const addressKey = `ip:${input.ip}`;
  const addrLock = await addressLockedUntil(db, addressKey);
  if (addrLock) throw new AppError(429, 'auth.throttled', { minutes: minutesLeft(addrLock) });

  const user = await findUserByAccount(db, input.account);
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    throw new AppError(423, 'auth.locked', { minutes: minutesLeft(user.lockedUntil) });
  }
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    await recordAddressFailure(db, addressKey, config.lockThreshold * ADDRESS_FACTOR, config.lockMinutes);
    if (user) {
      // A lapsed lock starts a fresh count.
      const prior = user.lockedUntil ? 0 : user.failedCount;
      if (user.lockedUntil) await clearUserFailures(db, user.id);
      await recordUserFailure(db, user.id, config.lockThreshold, config.lockMinutes);
      if (prior + 1 >= config.lockThreshold) {
        throw new AppError(423, 'auth.locked', { minutes: config.lockMinutes });
      }
    }
    throw badRequest('auth.bad');
  }
  if (!user.enabled) throw new AppError(403, 'auth.disabled');
  await clearUserFailures(db, user.id);
  await clearAddress(db, addressKey);

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
