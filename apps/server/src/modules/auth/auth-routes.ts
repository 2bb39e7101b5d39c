import { ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { errorReply } from '../../plugins/openapi.ts';
import { allMenus } from '../system/menus/menu-repository.ts';
import { buildMenuTree } from '../system/menus/menu-tree.ts';
import { signIn, signOut } from './auth-service.ts';
import { findUserById } from './user-repository.ts';

const ZLogin = z.object({
  account: zText(50).trim().min(1),
  password: zText(128).min(1),
  remember: z.boolean().optional().default(false),
});

export const ZUser = z.looseObject({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export const ZMenu = z.array(z.looseObject({ name: z.string(), path: z.string() }));
// Typed loosely (as z.ZodType) so the handlers' reply literals need no casts; the document still shows the shapes.
export const signedIn: z.ZodType = ZOkReply(z.looseObject({ token: z.string(), user: ZUser, menu: ZMenu })).describe(
  'The session token, the user with roles and permissions, and the menu tree the user may see',
);
const info: z.ZodType = ZOkReply(z.looseObject({ user: ZUser, menu: ZMenu })).describe('The signed-in user and menu tree');
const lockout = {
  429: errorReply(
    'Too many failures of this account from this address (it waits 1, 2, 4 … minutes), or from this address across accounts; the message says how long to wait',
  ),
};

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/system/user/_account/auth',
    { config: { access: 'public', audit: 'signin' }, schema: { tags, body: ZLogin, response: { 200: signedIn, ...lockout } } },
    async (req) => {
      const data = await signIn(app.db, app.config, { ...req.body, ip: req.ip });
      const menu = buildMenuTree(await allMenus(app.db), data.user);
      return { action: 'ok', message: msg(req.lang, 'auth.ok'), data: { ...data, menu } };
    },
  );

  app.post('/system/user/_account/logout', { config: { access: 'user' }, schema: { tags } }, async (req) => {
    await signOut(app.db, req.user!.sessionId);
    return { action: 'ok', message: msg(req.lang, 'auth.loggedOut') };
  });

  app.get(
    '/system/user/_info',
    { config: { access: 'user' }, schema: { tags, querystring: z.object({ _: zText(32).optional() }), response: { 200: info } } },
    async (req) => {
      const u = req.user!;
      const profile = await findUserById(app.db, u.id);
      const menu = buildMenuTree(await allMenus(app.db), u);
      return { action: 'ok', message: '', data: { user: { ...profile, roles: u.roles, permissions: u.permissions }, menu } };
    },
  );
}
