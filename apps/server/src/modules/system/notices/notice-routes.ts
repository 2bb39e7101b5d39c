import { noticeTitle, ZNoticeMineQuery, ZNoticePage, ZNoticeRead, ZPushReply, ZPushUpdate } from '@wms/contract/notice';
import { ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { noticeRepo } from './notice-repository.ts';

const tags = ['notice'];
const user = { access: 'user' };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Labels naming the fields of a refused push-settings body ("推送设置 第 1 项 kind"). */
const pushLabels = {
  def: { name: 'notice', fields: [{ name: 'settings', kind: 'string' as const }] },
};

/**
 * Push settings and the user's own notices (docs/api.md "Notices and push settings"): any signed-in
 * user, only their own.
 */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/system/user/_push',
    {
      config: user,
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(ZPushReply).describe('Each kind the user may receive with its channels') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await app.notices.settingsFor(app.db, req.user!) }),
  );

  app.post(
    '/system/user/_push/update',
    {
      config: { ...user, labels: pushLabels },
      schema: { tags, body: ZPushUpdate, response: { 200: ZOkReply(ZPushReply).describe('The settings as saved') } },
    },
    async (req) => {
      await app.notices.updateSettings(app.db, req.user!.id, req.body.settings);
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: await app.notices.settingsFor(app.db, req.user!) };
    },
  );

  app.post(
    '/system/notice/_mine',
    {
      config: user,
      schema: {
        tags,
        body: ZNoticeMineQuery,
        response: { 200: ZOkReply(ZNoticePage).describe('A page of the user’s notices, newest first, and the unread count') },
      },
    },
    async (req) => {
      const { page, length, unread } = req.body;
      const r = await noticeRepo.mine(app.db, req.user!.id, page, length, unread ?? false);
      const rows = r.rows.map((n) => ({
        id: n.id,
        kind: n.kind,
        title: noticeTitle(n.kind, n.params, req.lang),
        link: n.link,
        createdAt: iso(n.createdAt)!,
        readAt: iso(n.readAt),
      }));
      return { action: 'ok' as const, message: '', data: { rows, count: r.count, unread: r.unread } };
    },
  );

  app.post(
    '/system/notice/_read',
    {
      config: user,
      schema: {
        tags,
        body: ZNoticeRead,
        response: { 200: ZOkReply(z.object({ changed: z.number().int() })).describe('How many notices were marked read') },
      },
    },
    async (req) => {
      const changed = await noticeRepo.markRead(app.db, req.user!.id, req.body.all ? 'all' : req.body.ids!);
      return { action: 'ok' as const, message: '', data: { changed } };
    },
  );
}
