import { API_KEY_MAX_DAYS, API_KEY_PREFIX, API_KEY_SHOWN, keyAccount, type TApiKeyAdd } from '@wms/contract/system-apikey';
import type { Db } from '../../../db/client.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { hashToken, newToken } from '../../auth/token.ts';
import { noteChange } from '../logs/audit.ts';
import { assertWithinHeld } from '../users/grant-rules.ts';
import { roleById } from '../users/role-repository.ts';
import { lockGrants, setUserRoles } from '../users/user-repository.ts';
import type { Actor } from '../users/user-service.ts';
import { insertKey, insertMachineUser, keyById, liveKeyNamed, revokeKey } from './apikey-repository.ts';

const DAY_MS = 86_400_000;

/** The latest expiry a key made now may have: API_KEY_MAX_DAYS ahead, and the rest of that day in any time zone. */
export const latestExpiry = (now: number) => new Date(now + (API_KEY_MAX_DAYS + 1) * DAY_MS);

/**
 * API keys (docs/decisions/integration.md "Machine clients (API keys)"). Making one gives its role to a user of
 * its own, so it runs under the grants lock and the rule that one gives only what one holds, as a user's roles do.
 */
export class ApiKeyService {
  constructor(private readonly db: Db) {}

  async add(actor: Actor, b: TApiKeyAdd) {
    const expiresAt = new Date(b.expiresAt);
    const now = Date.now();
    if (expiresAt.getTime() <= now) throw badRequest('apikey.expiryPast', {}, { field: 'expiresAt' });
    if (expiresAt > latestExpiry(now)) {
      throw badRequest('apikey.expiryTooFar', { days: API_KEY_MAX_DAYS }, { field: 'expiresAt' });
    }
    const token = `${API_KEY_PREFIX}${newToken()}`;
    const prefix = token.slice(0, API_KEY_SHOWN);
    const id = await this.db.transaction(async (tx) => {
      await lockGrants(tx);
      const role = await roleById(tx, b.role);
      if (!role) throw badRequest('apikey.unknownRole', {}, { field: 'role' });
      assertWithinHeld(actor.permissions, [], role.permissions, 'role');
      if (await liveKeyNamed(tx, b.name)) throw new AppError(409, 'apikey.nameTaken', { name: b.name }, { field: 'name' });
      const userId = await insertMachineUser(tx, { account: keyAccount(b.name), name: b.name });
      await setUserRoles(tx, userId, [role.id]);
      return insertKey(tx, {
        name: b.name,
        userId,
        roleId: role.id,
        prefix,
        tokenHash: hashToken(token),
        expiresAt,
        createdBy: actor.id,
      });
    });
    // The log keeps what was made, never the token (audit.ts also hides any `token` field).
    noteChange({ after: { id, name: b.name, role: b.role, prefix, expiresAt: expiresAt.toISOString() } });
    return { id, name: b.name, prefix, token, expiresAt: expiresAt.toISOString() };
  }

  /** Revoking twice changes nothing; the key stops working on every process at once. */
  async revoke(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const key = await keyById(tx, id);
      if (!key) throw notFound();
      if (key.revokedAt) return;
      await revokeKey(tx, key, actor.id);
    });
  }
}
