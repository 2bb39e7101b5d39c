import { ZOkReply } from '@wms/contract/reply';
import { ZMailSend, ZPassReset, ZQrConfirm, ZQrId, ZQrTicketInfo, ZRegister, ZSmsAuth, ZSmsSend } from '@wms/contract/signin';
import { sysUser as userDef } from '@wms/contract/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/messages.ts';
import { errorReply } from '../../plugins/openapi.ts';
import { signedIn, ZMenu, ZUser } from '../auth/auth-routes.ts';
import { openSession, refuseDisabled } from '../auth/auth-service.ts';
import { allMenus } from '../system/menus/menu-repository.ts';
import { buildMenuTree } from '../system/menus/menu-tree.ts';
import { confirm, newTicket, poll, ticketInfo } from './qr-service.ts';
import { sendCode, useCode, userOf } from './sms-service.ts';
import { register, resetPassword } from './user-self-service.ts';

const P = '/system/user';
const tags = ['auth'];
const labels = { def: userDef };
const done = z.object({ action: z.literal('ok'), message: z.string() }).describe('Done; the message says what happened');
const throttled = { 429: errorReply('Too many requests from this number or address; the message says how long to wait') };
const guessed = { 429: errorReply('Too many wrong codes from this address; the message says how long to wait') };
const gone = { 410: errorReply('The QR code expired or was already used') };
/** The spec's default QR size (§9), for clients that draw the code. */
const QR_SIZE = 100;

const ZTicket = ZOkReply(z.object({ id: z.string(), url: z.string(), size: z.number(), expiresAt: z.string() })).describe(
  'A one-time id, the URL the QR code encodes, its size and when it expires (2 minutes)',
);
const ZPoll: z.ZodType = z
  .union([
    ZOkReply(z.object({ status: z.literal('pending') })),
    ZOkReply(z.looseObject({ status: z.literal('ok'), token: z.string(), user: ZUser, menu: ZMenu })),
  ])
  .describe('`pending` until a signed-in phone confirms; then, once, the session like a password sign-in');

/**
 * Sign-in beyond the password (docs/api.md "Auth"): SMS codes, QR codes confirmed from a signed-in
 * phone, self-registration and password reset. State lives in the database (sys_sms_code,
 * sys_qr_ticket), so any server process answers any step.
 */
export async function signinRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const withMenu = async <T extends { user: { permissions: string[]; roles: string[] } }>(data: T) => ({
    ...data,
    menu: buildMenuTree(await allMenus(app.db), data.user),
  });

  app.post(
    `${P}/_sms/send`,
    {
      config: { access: 'public', labels },
      schema: { tags, body: ZSmsSend, response: { 200: done, ...throttled, 503: errorReply('The SMS gateway failed') } },
    },
    async (req) => {
      const { phone, purpose } = req.body;
      await sendCode(app.db, app.sms, { to: phone, channel: 'sms', purpose, ip: req.ip, lang: req.lang });
      return { action: 'ok' as const, message: msg(req.lang, 'sms.sent') };
    },
  );

  app.post(
    `${P}/_mail/send`,
    {
      config: { access: 'public', labels },
      schema: { tags, body: ZMailSend, response: { 200: done, ...throttled, 503: errorReply('The mail gateway failed') } },
    },
    async (req) => {
      await sendCode(app.db, app.mail, { to: req.body.email, channel: 'mail', purpose: 'reset', ip: req.ip, lang: req.lang });
      return { action: 'ok' as const, message: msg(req.lang, 'mail.sent') };
    },
  );

  app.post(
    `${P}/_sms/auth`,
    {
      config: { access: 'public', audit: 'signin', labels },
      schema: { tags, body: ZSmsAuth, response: { 200: signedIn, ...guessed } },
    },
    async (req) => {
      const { phone, code, remember } = req.body;
      await useCode(app.db, { phone, code, purpose: 'signin', ip: req.ip }, app.config.lockMinutes);
      const user = await userOf(app.db, 'sms', phone);
      refuseDisabled(user);
      const data = await openSession(app.db, app.config, user, { remember, ip: req.ip });
      return { action: 'ok', message: msg(req.lang, 'auth.ok'), data: await withMenu(data) };
    },
  );

  app.post(
    `${P}/_register`,
    {
      config: { access: 'public', labels },
      schema: {
        tags,
        body: ZRegister,
        response: {
          200: ZOkReply(z.object({ id: z.number() })).describe('The new (disabled) user'),
          409: errorReply('The account name, or the mobile number or e-mail address, is already in use'),
          ...throttled,
        },
      },
    },
    async (req) => {
      const id = await register(app.db, req.body, req.ip);
      return { action: 'ok' as const, message: msg(req.lang, 'register.ok'), data: { id } };
    },
  );

  app.post(
    `${P}/_pass/reset`,
    { config: { access: 'public', labels }, schema: { tags, body: ZPassReset, response: { 200: done, ...guessed } } },
    async (req) => {
      await resetPassword(app.db, req.body, req.ip, app.config.lockMinutes);
      return { action: 'ok' as const, message: msg(req.lang, 'reset.ok') };
    },
  );

  app.get(
    `${P}/_qr/get`,
    {
      config: { access: 'public' },
      schema: { tags, querystring: z.object({ _: z.string().max(32).optional() }), response: { 200: ZTicket, ...throttled } },
    },
    async (req) => {
      const t = await newTicket(app.db, req.ip, req.headers['user-agent']);
      const url = `${req.protocol}://${req.host}/qr/confirm?id=${t.id}`;
      return { action: 'ok' as const, message: '', data: { id: t.id, url, size: QR_SIZE, expiresAt: t.expiresAt.toISOString() } };
    },
  );

  app.get(
    `${P}/_qr/poll`,
    { config: { access: 'public', audit: 'signin' }, schema: { tags, querystring: ZQrId, response: { 200: ZPoll, ...gone } } },
    async (req) => {
      const got = await poll(app.db, app.config, req.query.id, req.ip);
      if (got === 'pending') return { action: 'ok', message: '', data: { status: 'pending' } };
      return { action: 'ok', message: msg(req.lang, 'auth.ok'), data: { status: 'ok', ...(await withMenu(got)) } };
    },
  );

  app.get(
    `${P}/_qr/info`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: ZQrId,
        response: { 200: ZOkReply(ZQrTicketInfo).describe('Who is asking: address, browser, times'), ...gone },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: await ticketInfo(app.db, req.query.id) }),
  );

  app.post(
    `${P}/_qr/confirm`,
    { config: { access: 'user' }, schema: { tags, body: ZQrConfirm, response: { 200: done, ...gone } } },
    async (req) => {
      await confirm(app.db, req.body.id, req.user!.id);
      return { action: 'ok' as const, message: msg(req.lang, 'qr.confirmed') };
    },
  );
}
