import { ZIdBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import {
  sysUser as userDef,
  ZFeatureNode,
  ZFeatureOfUser,
  ZGrantBody,
  ZPasswordChange,
  ZUserAdd,
  ZUserRow,
  ZUserUpdate,
} from '@wms/contract/system';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { allMenus } from '../menus/menu-repository.ts';
import { buildFeatureTree, knownPermissions } from './feature-tree.ts';
import { userPage } from './user-list.ts';
import { UserService } from './user-service.ts';

const P = '/system/user';
const tags = ['user'];
const access = (action: string) => ({ access: `system/user/${action}`, labels: { def: userDef } });
const ZUid = z.object({ uid: zId(), _: zText(32).optional() });
const ZStamp = z.object({ _: zText(32).optional() });
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');

/**
 * Users and their grants (docs/api.md "Users, roles, departments"), and the feature tree built from
 * the menu table and the permissions the registered routes check.
 */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const known = async () =>
    knownPermissions(
      app.apiRoutes.map((r) => r.access),
      await allMenus(app.db),
    );
  const svc = new UserService(app.db, known);
  const actor = (u: { id: number; sessionId: number; permissions: string[] } | null) => u!;

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZUserRow).describe('One page of users') } },
    },
    async (req) => {
      const { rows, count } = await userPage(app.db, req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never } };
    },
  );

  app.post(
    `${P}/~account/add`,
    {
      config: access('add'),
      schema: { tags, body: ZUserAdd, response: { 200: ZOkReply(z.object({ id: z.number() })).describe('The new user id') } },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: { id: await svc.add(actor(req.user), req.body) },
    }),
  );

  app.post(
    `${P}/~account/update`,
    { config: access('update'), schema: { tags, body: ZUserUpdate, response: { 200: done } } },
    async (req) => {
      await svc.update(actor(req.user), req.body);
      return { action: 'ok' as const, message: msg(req.lang, 'saved') };
    },
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `${P}/~account/${action}`,
      { config: access(action), schema: { tags, body: ZIdBody, response: { 200: done } } },
      async (req) => {
        await svc.setEnabled(req.body.id, enabled);
        return { action: 'ok' as const, message: msg(req.lang, enabled ? 'user.enabled' : 'user.disabled') };
      },
    );
  }

  app.post(
    `${P}/_pass/change`,
    { config: { access: 'user', labels: { def: userDef } }, schema: { tags, body: ZPasswordChange, response: { 200: done } } },
    async (req) => {
      await svc.changePassword(actor(req.user), req.body);
      return { action: 'ok' as const, message: msg(req.lang, 'user.passwordChanged') };
    },
  );

  app.post(
    `${P}/~acl/grant`,
    { config: access('grant'), schema: { tags, querystring: ZUid, body: ZGrantBody, response: { 200: done } } },
    async (req) => {
      await svc.grant(actor(req.user), req.query.uid, req.body.permissions);
      return { action: 'ok' as const, message: msg(req.lang, 'saved') };
    },
  );

  // The feature tree (spec §6): the default tree, and one user's (their own grants and their roles').
  app.get(
    '/system/feature/_tree/default',
    {
      config: { access: 'system/role/view' },
      schema: {
        tags: ['feature'],
        querystring: ZStamp,
        response: { 200: ZOkReply(z.array(ZFeatureNode)).describe('Menus and their actions') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: buildFeatureTree(await allMenus(app.db), await known(), req.lang),
    }),
  );

  app.get(
    '/system/feature/_tree/get',
    {
      config: { access: 'system/user/grant' },
      schema: {
        tags: ['feature'],
        querystring: ZUid,
        response: { 200: ZOkReply(ZFeatureOfUser).describe("The tree with the user's grants") },
      },
    },
    async (req) => {
      const tree = buildFeatureTree(await allMenus(app.db), await known(), req.lang);
      return { action: 'ok' as const, message: '', data: { tree, ...(await svc.ownAndInherited(req.query.uid)) } };
    },
  );
}
