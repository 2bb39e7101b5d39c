import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

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

export function logMailProvider(log: FastifyBaseLogger): MailProvider {
  return {
    async send(email, text) {
      log.info({ mail: { email, text } }, `Mail to ${email}: ${text}`);
    },
  };
}

/** POSTs `body` as JSON to a gateway with an optional bearer token; any gateway is reached through a small adapter. */
function httpProvider(url: string, token: string | undefined, body: (to: string, text: string) => object): CodeProvider {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body(to, text)),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`gateway answered HTTP ${res.status}`);
    },
  };
}

/** `SMS_PROVIDER=http`: `{phone, text}` to `SMS_HTTP_URL`. */
export const httpSmsProvider = (url: string, token: string | undefined): SmsProvider =>
  httpProvider(url, token, (phone, text) => ({ phone, text }));

/** `MAIL_PROVIDER=http`: `{email, text}` to `MAIL_HTTP_URL`. */
export const httpMailProvider = (url: string, token: string | undefined): MailProvider =>
  httpProvider(url, token, (email, text) => ({ email, text }));

export function smsProviderOf(config: Config, log: FastifyBaseLogger): SmsProvider {
  return config.smsProvider === 'http' && config.smsHttpUrl
    ? httpSmsProvider(config.smsHttpUrl, config.smsHttpToken)
    : logSmsProvider(log);
}

export function mailProviderOf(config: Config, log: FastifyBaseLogger): MailProvider {
  return config.mailProvider === 'http' && config.mailHttpUrl
    ? httpMailProvider(config.mailHttpUrl, config.mailHttpToken)
    : logMailProvider(log);
}
