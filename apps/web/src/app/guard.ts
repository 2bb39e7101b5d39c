/**
 * The route guard's decision (spec §4), kept pure so it is unit-tested apart from the router.
 * Fixed public routes pass; without a token the user goes to /login; the first guarded
 * navigation builds the route table; after that the target is resolved against it.
 */
/** `/qr/confirm` checks its own session: a signed-out phone is sent to /login and back. */
export const PUBLIC_PATHS = ['/login', '/user_register', '/reset_password', '/inventory/dash', '/qr/confirm'] as const;

export type GuardDecision = 'pass' | 'login' | 'build' | 'resolve';

export interface GuardInput {
  pathname: string;
  hasToken: boolean;
  /** Whether the runtime routes are registered already. */
  built: boolean;
}

export function isPublicPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(p);
}

export function decideGuard({ pathname, hasToken, built }: GuardInput): GuardDecision {
  if (isPublicPath(pathname)) return 'pass';
  if (!hasToken) return 'login';
  return built ? 'resolve' : 'build';
}
