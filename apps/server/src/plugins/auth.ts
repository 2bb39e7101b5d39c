import { grants } from '@wms/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { langOf } from '../i18n/messages.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { extendSession, findSessionWithGrants } from '../modules/auth/session-repository.ts';
import { hashToken } from '../modules/auth/token.ts';
import { findKeyWithGrants, type KeyPrincipalRow, touchKey } from '../modules/system/apikeys/apikey-repository.ts';
import { bearerOf, keyRefused } from '../modules/system/apikeys/key-scope.ts';
import { mayWrite } from '../modules/system/logs/audit.ts';
import { SessionCache } from './session-cache.ts';

type Session = NonNullable<Awaited<ReturnType<typeof findSessionWithGrants>>>;
type Checked = Session | KeyPrincipalRow;
type SessionUser = NonNullable<FastifyRequest['user']>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sessions and API keys checked lately (session-cache.ts; a key's entry under `k:<hash>`); tests wait on
     * it after writing straight to the database.
     */
    sessions: SessionCache<Checked>;
  }
}

/** Only extend a sliding session when less than this much of its life was used up, to avoid a write per request. */
const SLIDE_AFTER_MS = 60_000;
/** A key's last use is written at most this often (per key and process; the statement itself skips a fresh one). */
const KEY_TOUCH_MS = 60_000;

/**
 * Resolves `x-auth-token` to the signed-in user, or else `Authorization: Bearer` to an API key's user, and
 * enforces the route's declared `access` (a key also what keys may never call: key-scope.ts).
 * Every API route must declare `config.access`; `assertAccessDeclared` fails start-up otherwise.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'zh');
  const sessions = new SessionCache<Checked>();
  const touched = new Map<number, number>();
  await sessions.start(app.database);
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => sessions.close());
  // A write that may change a session, a user or a role (a sign-out, a role changed) is seen by this
  // process's next request at once; other processes hear of it from the database (session-cache.ts).
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (mayChangeAuth(req)) sessions.clear();
    done(null, payload);
  });

  app.addHook('onRequest', async (req) => {
    req.lang = langOf(req.headers['accept-language']);
    const access = req.routeOptions.config?.access;
    if (access === undefined) return;
    const url = req.routeOptions.url ?? req.url;
    const bearer = req.headers['x-auth-token'] === undefined ? bearerOf(req.headers.authorization) : undefined;
    // A key never signs in, registers or resets anything: the public routes under /system/user refuse it outright.
    if (access === 'public') {
      if (bearer !== undefined && keyRefused(req.method, url, access)) throw new AppError(403, 'apikey.refused');
      return;
    }
    req.user = bearer === undefined ? await authenticate(app, req, sessions) : await authenticateKey(req, bearer);
    if (req.user.apiKeyId !== undefined && keyRefused(req.method, url, access)) throw new AppError(403, 'apikey.refused');
    if (access !== 'user' && !grants(req.user.permissions, access)) throw forbidden();
  });

  async function authenticateKey(req: FastifyRequest, token: string): Promise<SessionUser> {
    if (token.length < 20 || token.length > 200) throw unauthorized('apikey.unknown');
    const hash = hashToken(token);
    const cacheKey = `k:${hash}`;
    let k = sessions.get(cacheKey) as KeyPrincipalRow | undefined;
    if (!k) {
      const [generation, at] = [sessions.generation, Date.now()];
      k = await findKeyWithGrants(app.db, hash);
      if (k) sessions.set(cacheKey, k, at, generation);
    }
    if (!k) throw unauthorized('apikey.unknown');
    if (k.revokedAt || !k.enabled) throw unauthorized('apikey.revoked');
    const now = Date.now();
    if (k.expiresAt.getTime() <= now) throw unauthorized('apikey.expired');
    if (now - (touched.get(k.keyId) ?? 0) >= KEY_TOUCH_MS) {
      touched.set(k.keyId, now);
      await touchKey(app.db, k.keyId, req.ip?.slice(0, 64) ?? null).catch((err: unknown) =>
        req.log.error({ err }, 'api key last use not written'),
      );
    }
    return {
      id: k.userId,
      account: k.account,
      name: k.name,
      sessionId: 0,
      roles: k.roles,
      permissions: k.permissions,
      apiKeyId: k.keyId,
    };
  }
});

/**
 * Sessions, users, roles and users' roles (the tables whose triggers notify AUTH_CHANNEL) are written only
 * by routes under /system/ (sign-in and out, users, roles, departments): a floor scan or an order's write
 * keeps the sessions checked, so a burst of scans does not read its session again each time.
 */
export const mayChangeAuth = (req: FastifyRequest): boolean =>
  mayWrite(req) && (req.routeOptions.url ?? req.url).startsWith('/system/');

async function authenticate(app: FastifyInstance, req: FastifyRequest, sessions: SessionCache<Checked>): Promise<SessionUser> {
  const token = req.headers['x-auth-token'];
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw unauthorized('auth.missing');
  const hash = hashToken(token);
  let s = sessions.get(hash) as Session | undefined;
  if (!s) {
    const [generation, at] = [sessions.generation, Date.now()];
    s = await findSessionWithGrants(app.db, hash);
    if (s) sessions.set(hash, s, at, generation);
  }
  if (!s || s.revokedAt || !s.enabled) throw unauthorized('auth.missing');
  const now = Date.now();
  if (s.expiresAt.getTime() <= now) throw unauthorized('auth.expired');
  if (!s.remember) {
    const next = now + app.config.sessionMinutes * 60_000;
    if (next - s.expiresAt.getTime() > SLIDE_AFTER_MS) {
      await extendSession(app.db, s.sessionId, new Date(next));
      sessions.clear();
    }
  }
  return { id: s.userId, account: s.account, name: s.name, sessionId: s.sessionId, roles: s.roles, permissions: s.permissions };
}

/** Routes served by third-party plugins (docs, static files) are public by nature; every other route must say who may call it. */
export interface RouteAccess {
  method: string;
  url: string;
  access: string;
}

export function assertAccessDeclared(app: FastifyInstance, list: RouteAccess[]) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) throw new Error(`route ${route.method} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') list.push({ method, url: route.url, access });
  });
}
