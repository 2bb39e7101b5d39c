import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { openSession, refuseDisabled } from '../auth/auth-service.ts';
import {
  confirmTicket,
  consumeTicket,
  insertTicket,
  liveTicket,
  liveTicketsOf,
  purgeOldTickets,
  sessionUser,
} from './qr-repository.ts';

/** docs/decisions/system-and-security.md "QR sign-in". */
export const QR_RULES = { ttlSeconds: 120, perAddress: 20 };

const expired = () => new AppError(410, 'qr.expired');

export async function newTicket(db: Db, ip: string, userAgent: string | undefined) {
  if ((await liveTicketsOf(db, ip)) >= QR_RULES.perAddress) throw new AppError(429, 'qr.throttled');
  const id = randomBytes(24).toString('base64url');
  const expiresAt = await insertTicket(db, {
    id,
    ip,
    userAgent: userAgent?.slice(0, 300) ?? null,
    ttlSeconds: QR_RULES.ttlSeconds,
  });
  await purgeOldTickets(db);
  return { id, expiresAt };
}

/** Who is asking, for the phone to show before the user confirms. */
export async function ticketInfo(db: Db, id: string) {
  const t = await liveTicket(db, id);
  if (!t) throw expired();
  return { ip: t.ip, userAgent: t.userAgent, createdAt: t.createdAt.toISOString(), expiresAt: t.expiresAt.toISOString() };
}

export async function confirm(db: Db, id: string, userId: number) {
  if (!(await confirmTicket(db, id, userId))) throw expired();
}

/** `pending` until a phone confirms, then once the session of the confirming user. */
export async function poll(db: Db, config: Config, id: string, ip: string) {
  const got = await consumeTicket(db, id, ip);
  if (got === undefined) throw expired();
  if (got === 'pending') return 'pending' as const;
  const user = await sessionUser(db, got);
  if (!user) throw expired();
  refuseDisabled(user);
  return openSession(db, config, user, { remember: false, ip });
}
