import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from '../system/mail/mailer.ts';

/**
 * Delivers one text to an address: a mobile number (SMS) or an e-mail address (mail); the code
 * service does not know how (docs/decisions/system-and-security.md "SMS codes").
 */
export interface CodeProvider {
  send(to: string, text: string): Promise<void>;
}
export type SmsProvider = CodeProvider;
export type MailProvider = CodeProvider;

/**
 * The default: nothing leaves the server; the text (with the address and the code) is written to
 * the server log at info level, so a site without a gateway, and the tests, can read it.
 */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(phone, text) {
      log.info({ sms: { phone, text } }, `SMS to ${phone}: ${text}`);
    },
  };
}

/**
 * `SMS_PROVIDER=http`: POSTs `{phone, text}` as JSON to `SMS_HTTP_URL` with an optional bearer token; any gateway is
 * reached through a small adapter.
 */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(phone, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`gateway answered HTTP ${res.status}`);
    },
  };
}

export function smsProviderOf(config: Config, log: FastifyBaseLogger): SmsProvider {
  return config.smsProvider === 'http' && config.smsHttpUrl
    ? httpSmsProvider(config.smsHttpUrl, config.smsHttpToken)
    : logSmsProvider(log);
}

/** The subject of a mailed reset code, in both languages (the text is in the asker's). */
export const RESET_MAIL_SUBJECT = '密码重置验证码 / Password reset code';

/**
 * E-mailed codes go through the app's mailer (modules/system/mail: log, http gateway or SMTP, by `MAIL_PROVIDER`);
 * `mailer` is asked on each send, so a test that swaps `app.mailer` sees the codes too.
 */
export function mailCodeProvider(mailer: () => Mailer): MailProvider {
  return {
    async send(email, text) {
      await mailer().send({ to: email, subject: RESET_MAIL_SUBJECT, text });
    },
  };
}
