import { excerpt } from '@wms/contract/notice';
import { ZOkReply } from '@wms/contract/reply';
import {
  MESSAGES_PER_HOUR,
  sysMessage as msgDef,
  ZMessageAdd,
  ZMessageMineQuery,
  ZMessageReply,
  ZMessageRow,
} from '@wms/contract/system-message';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/errors.ts';
import { readOnlyListRoutes } from '../../resources/read-only-list.ts';
import { noteChange } from '../logs/audit.ts';
import { messageListRepo, messageRepo } from './message-repository.ts';

const tags = ['message'];
const access = (action: string) => ({ access: `system/msg/${action}`, labels: { def: msgDef } });

/**
 * Customer-service messages (docs/api.md "Support messages"): any signed-in user writes to the
 * administrators and reads the answers (`~add`, `_get`); administrators list and answer them.
 */
export async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/system/msg/~add',
    {
      config: { access: 'user' },
      schema: { tags, body: ZMessageAdd, response: { 200: ZOkReply(ZMessageRow).describe('The message as sent') } },
    },
    async (req) => {
      const u = req.user!;
      const row = await messageRepo.addWithin(app.db, { id: u.id, account: u.account }, req.body.body, MESSAGES_PER_HOUR);
      if (!row) throw new AppError(429, 'msg.tooMany', { max: MESSAGES_PER_HOUR });
      // Right after the message's own transaction (it holds the sender's row lock only for the count).
      await app.notices.notify(app.db, {
        kind: 'supportNew',
        params: { account: u.account, excerpt: excerpt(row.body) },
        link: '/system/msg',
        except: u.id,
      });
      return { action: 'ok' as const, message: msg(req.lang, 'msg.sent'), data: row };
    },
  );

  app.post(
    '/system/msg/_get',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: ZMessageMineQuery,
        response: {
          200: ZOkReply(z.object({ rows: z.array(ZMessageRow), count: z.number() })).describe(
            'The user’s own messages and answers',
          ),
        },
      },
    },
    async (req) => ({
      action: 'ok' as const,
      message: '',
      data: await messageRepo.mine(app.db, req.user!.id, req.body.page, req.body.length),
    }),
  );

  readOnlyListRoutes(fastify, {
    def: msgDef,
    repo: messageListRepo,
    permission: 'system/msg',
    row: ZMessageRow,
    tags,
    exported: false,
  });

  app.post(
    '/system/msg/~reply',
    {
      config: access('reply'),
      schema: { tags, body: ZMessageReply, response: { 200: ZOkReply(ZMessageRow).describe('The message with its answer') } },
    },
    async (req) => {
      const before = await messageRepo.byId(app.db, req.body.id);
      if (!before) throw new AppError(404, 'msg.notFound');
      // The answer and the asker's notice in one transaction; the SMS once it has committed.
      const { row, sms } = await app.db.transaction(async (tx) => {
        const row = await messageRepo.answer(tx, req.body.id, req.body.reply, req.user!.account);
        const asker = await messageRepo.askerOf(tx, req.body.id);
        const sms = asker
          ? await app.notices.write(tx, {
              kind: 'supportReply',
              params: { by: req.user!.account, excerpt: excerpt(req.body.reply) },
              link: '/profile',
              to: [asker],
            })
          : [];
        return { row, sms };
      });
      void app.notices.deliver(sms);
      noteChange({ before, after: row });
      return { action: 'ok' as const, message: msg(req.lang, 'msg.answered'), data: row! };
    },
  );
}
