import type { TRegister } from '@wms/contract/signin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { clearKey, reserveAttempt } from '../auth/throttle-repository.ts';
import { accountKey, pairKey } from '../auth/throttle-rules.ts';
import { accountTaken, insertUser, revokeUserSessions, updateUser } from '../system/users/user-repository.ts';
import { contactTaken, lockRegistration } from './sms-repository.ts';
import { useCode, userOf } from './sms-service.ts';

/** Registrations per address per hour: each costs a password hash and a row. */
const REGISTER_PER_HOUR = 10;

/**
 * Self-registration: the user is created disabled, without roles, and signs in only once an
 * administrator enables it (and grants what it may do) at /system/user. A mobile number or e-mail
 * address some user already has is refused, so a stranger cannot tie up someone's SMS sign-in or
 * reset; the reply names the field but not the user.
 */
export async function register(db: Db, b: TRegister, ip: string) {
  if ((await reserveAttempt(db, `register:${ip}`, REGISTER_PER_HOUR, 60)) === null) {
    throw new AppError(429, 'register.throttled', { minutes: 60 });
  }
  const passwordHash = await hashPassword(b.password);
  return db.transaction(async (tx) => {
    await lockRegistration(tx);
    if (await accountTaken(tx, b.account)) {
      throw new AppError(409, 'user.accountTaken', { account: b.account }, { field: 'account' });
    }
    const taken = await contactTaken(tx, { phone: b.phone ?? null, email: b.email });
    if (taken) throw new AppError(409, 'register.contactTaken', {}, { field: taken });
    const id = await insertUser(tx, {
      account: b.account,
      name: b.name,
      email: b.email,
      phone: b.phone ?? null,
      passwordHash,
      deptId: null,
    });
    await updateUser(tx, id, { enabled: false, awaitingApproval: true });
    return id;
  });
}

/** A new password through an SMS or e-mail code; every session of the user ends and the sign-in delay at this address is lifted. */
export async function resetPassword(
  db: Db,
  b: { phone?: string; email?: string; code: string; password: string },
  ip: string,
  lockMinutes: number,
) {
  const [channel, to] = b.email ? (['mail', b.email.toLowerCase()] as const) : (['sms', b.phone!] as const);
  await useCode(db, { phone: to, purpose: 'reset', code: b.code, ip }, lockMinutes);
  const user = await userOf(db, channel, to);
  const passwordHash = await hashPassword(b.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
  // The old password's failures no longer matter: the account-wide count and this address's delay end.
  await clearKey(db, accountKey(user.account));
  await clearKey(db, pairKey(user.account, ip));
}
