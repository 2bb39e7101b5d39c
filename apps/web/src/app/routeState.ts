import { getMenu, getUser } from '../shared/session.ts';
import { onSessionReset } from '../shared/sessionReset.ts';
import { BUILTIN_ROUTES } from './builtinRoutes.ts';
import { buildRouteTable, type RouteTable } from './routeTree.ts';

/**
 * The runtime routes of the signed-in user: null until the first guarded navigation builds
 * them, and reset when /login is entered (spec §4).
 */
let table: RouteTable | null = null;

export function getRouteTable(): RouteTable | null {
  return table;
}

export function buildRoutes(): RouteTable {
  table = buildRouteTable(getMenu(), BUILTIN_ROUTES, getUser()?.roles ?? []);
  return table;
}

export function resetRoutes(): void {
  table = null;
}

onSessionReset(resetRoutes);
