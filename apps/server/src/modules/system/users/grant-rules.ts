import { grants } from '@wms/contract/permissions';
import { AppError, badRequest } from '../../../lib/errors.ts';

/**
 * The grant rules shared by users and roles, pure so the table test covers them:
 * - a permission must name something the console has (a wildcard must cover at least one);
 * - whoever grants may add only what they hold themselves; taking away is always allowed.
 */
export function assertKnown(requested: readonly string[], known: readonly string[], field = 'permissions') {
  const unknown = requested.filter((p) => !known.some((k) => grants([p], k)));
  if (unknown.length) throw badRequest('user.unknownPermission', { permissions: unknown.join(', ') }, { field });
}

export function assertWithinHeld(
  granter: readonly string[],
  before: readonly string[],
  after: readonly string[],
  field = 'permissions',
) {
  const added = after.filter((p) => !before.includes(p));
  const beyond = added.filter((p) => !grants(granter, p));
  if (beyond.length) throw new AppError(403, 'user.grantBeyond', { permissions: beyond.join(', ') }, { field });
}
