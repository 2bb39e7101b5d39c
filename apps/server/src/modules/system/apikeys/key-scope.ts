/**
 * What an API key may never call, whatever its role holds (docs/decisions/integration.md "Machine clients (API
 * keys)"): who is who and who may do what stays with people. Pure, so the table test and the auth plugin share it.
 */

/** Users, roles, departments, grants and the keys themselves; sign-in, registration and reset live under /system/user. */
const PEOPLE_PREFIXES = ['/system/user/', '/system/role/', '/system/dept/', '/system/feature/', '/system/apikey/'];

/**
 * Routes open to any signed-in user (access 'user') that a key may call too: who it is, and the dictionary's labels
 * of the codes it reads. Every other such route is a person's own (profile, filters, notices, messages, files, QR
 * confirmation, sign-out, password).
 */
const OPEN_TO_KEYS = new Set(['GET /system/user/_info', 'GET /system/dict/_get']);

/** Whether a key is refused the route (`url` as registered, e.g. `/system/user/~account/add`). */
export function keyRefused(method: string, url: string, access: string | undefined): boolean {
  if (OPEN_TO_KEYS.has(`${method} ${url}`)) return false;
  if (access === 'user') return true;
  return PEOPLE_PREFIXES.some((p) => url.startsWith(p));
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return m?.[1];
}
