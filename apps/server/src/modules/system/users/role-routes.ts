import { ZDeleteBody, ZOkReply, ZTableReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { sysRole as roleDef, ZRoleAdd, ZRoleRow, ZRoleUpdate } from '@wms/contract/system';
import { ZTableQuery } from '@wms/contract/table-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { allMenus } from '../menus/menu-repository.ts';
import { knownPermissions } from './feature-tree.ts';
import { allRoles, rolePage } from './role-repository.ts';
import { RoleService } from './role-service.ts';

const P = '/system/role';
const tags = ['role'];
const access = (action: string) => ({ access: `system/role/${action}`, labels: { def: roleDef } });
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');

/** Roles with their permissions (docs/api.md "Users, roles, departments"). */
export async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const known = async () =>
    knownPermissions(
      app.apiRoutes.map((r) => r.access),
      await allMenus(app.db),
    );
  const svc = new RoleService(app.db, known);

  app.post(
    `${P}/~page/get`,
    {
      config: access('view'),
      schema: { tags, body: ZTableQuery, response: { 200: ZTableReply(ZRoleRow).describe('One page of roles') } },
    },
    async (req) => {
      const { rows, count } = await rolePage(app.db, req.body);
      return { action: 'ok' as const, message: '', count, data: { rows: rows as never } };
    },
  );

  app.get(
    `${P}/_all`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZRoleRow)).describe('Every role') },
      },
    },
    async () => ({ action: 'ok' as const, message: '', data: await allRoles(app.db) }),
  );

  app.post(
    `${P}/~add`,
    {
      config: access('add'),
      schema: { tags, body: ZRoleAdd, response: { 200: ZOkReply(z.object({ id: z.number() })).describe('The new role id') } },
    },
    async (req) => ({ action: 'ok' as const, message: msg(req.lang, 'saved'), data: { id: await svc.add(req.user!, req.body) } }),
  );

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: ZRoleUpdate, response: { 200: done } } },
    async (req) => {
      const { id, ...rest } = req.body;
      await svc.update(req.user!, id, rest);
      return { action: 'ok' as const, message: msg(req.lang, 'saved') };
    },
  );

  app.post(
    `${P}/~delete`,
    { config: access('delete'), schema: { tags, body: ZDeleteBody, response: { 200: done } } },
    async (req) => {
      await svc.remove(req.body.ids ?? [req.body.id!]);
      return { action: 'ok' as const, message: msg(req.lang, 'deleted') };
    },
  );
}
