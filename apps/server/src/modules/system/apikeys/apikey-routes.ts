import { ZIdBody, ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import { sysApiKey as keyDef, ZApiKeyAdd, ZApiKeyCreated, ZApiKeyRole, ZApiKeyRow } from '@wms/contract/system-apikey';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { readOnlyListRoutes } from '../../resources/read-only-list.ts';
import { keyList, roleChoices } from './apikey-repository.ts';
import { ApiKeyService } from './apikey-service.ts';

const P = keyDef.path;
const tags = ['apiKey'];
const access = (action: string) => ({ access: `system/apikey/${action}`, labels: { def: keyDef } });
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done');

/**
 * API keys of machine clients (docs/api.md "Machine clients (API keys)"): the list, making one (its token in that
 * reply only) and revoking one. A key can call none of these (key-scope.ts).
 */
export async function apiKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = new ApiKeyService(app.db);

  readOnlyListRoutes(fastify, {
    def: keyDef,
    repo: keyList,
    permission: 'system/apikey',
    row: ZApiKeyRow,
    tags,
    exported: false,
  });

  app.get(
    `${P}/_roles`,
    {
      config: access('add'),
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZApiKeyRole)).describe('The roles a key may be made for') },
      },
    },
    async () => ({ action: 'ok' as const, message: '', data: await roleChoices(app.db) }),
  );

  app.post(
    `${P}/~add`,
    {
      config: access('add'),
      schema: {
        tags,
        body: ZApiKeyAdd,
        response: { 200: ZOkReply(ZApiKeyCreated).describe('The new key with its token, shown this once') },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'apikey.created'),
      data: await svc.add(req.user!, req.body),
    }),
  );

  app.post(
    `${P}/~revoke`,
    { config: access('revoke'), schema: { tags, body: ZIdBody, response: { 200: done } } },
    async (req) => {
      await svc.revoke(req.user!, req.body.id);
      return { action: 'ok' as const, message: msg(req.lang, 'apikey.revokedOk') };
    },
  );
}
