import { ZDeleteBody, ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { sysDept as deptDef, ZDeptAdd, ZDeptNode, ZDeptUpdate } from '@wms/contract/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { DeptService } from './dept-service.ts';

const P = '/system/dept';
const tags = ['dept'];
const access = (action: string) => ({ access: `system/dept/${action}`, labels: { def: deptDef } });
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');
const created = ZOkReply(z.object({ id: z.number() })).describe('The department id');

/** Departments as a tree (docs/api.md "Users, roles, departments"). */
export async function deptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new DeptService(app.db);

  app.get(
    `${P}/_tree`,
    {
      config: access('view'),
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZDeptNode)).describe('The department tree') },
      },
    },
    async () => ({ action: 'ok' as const, message: '', data: await svc.tree() }),
  );

  app.post(`${P}/~add`, { config: access('add'), schema: { tags, body: ZDeptAdd, response: { 200: created } } }, async (req) => ({
    action: 'ok' as const,
    message: msg(req.lang, 'saved'),
    data: { id: await svc.add(req.body) },
  }));

  app.post(
    `${P}/~update`,
    { config: access('update'), schema: { tags, body: ZDeptUpdate, response: { 200: created } } },
    async (req) => {
      const { id, ...rest } = req.body;
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: { id: await svc.update(id, rest) } };
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
