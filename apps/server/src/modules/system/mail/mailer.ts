import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail, e.g. a statement PDF. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  /** One address. */
  to: string;
  subject: string;
  /** The plain-text body (UTF-8); every mail has one. */
  text: string;
  /** An HTML body besides the text, for clients that show it. */
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Sends one e-mail (`app.mailer`); resolves once the server (or gateway) took it, rejects with the reason otherwise.
 * `messageId` is the Message-ID the SMTP provider gave the mail; null where the provider does not know one.
 */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string | null }>;
}

/** The mailer an app owns: `close` ends its connections (app.ts calls it on close). */
export interface OwnedMailer extends Mailer {
  close(): Promise<void>;
}

/** What the log says of the attachments: names, types and sizes, never their bytes. */
export const attachmentSummary = (attachments: MailAttachment[] | undefined) =>
  (attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }));

/**
 * `MAIL_PROVIDER=log` (the default): nothing leaves the server; the mail is written to the log at info
 * (address, subject, text, attachment names and sizes), so a site without a mail server, and the tests, can read it.
 */
export function logMailer(log: FastifyBaseLogger): OwnedMailer {
  return {
    async send(m) {
      const mail = { to: m.to, subject: m.subject, text: m.text, attachments: attachmentSummary(m.attachments) };
      log.info({ mail }, `Mail to ${m.to}: ${m.text}`);
      return { messageId: null };
    },
    async close() {},
  };
}

/**
 * `MAIL_PROVIDER=http`: POSTs `{email, text, subject}` (and `html`, and `attachments` as
 * `{filename, contentType, content}` with the content in base64, when there are any) as JSON to the gateway,
 * with the bearer token when one is set; any non-2xx answer or 10 s without one fails the send.
 */
export function httpMailer(url: string, token: string | undefined): OwnedMailer {
  return {
    async send(m) {
      const body = {
        email: m.to,
        text: m.text,
        subject: m.subject,
        ...(m.html ? { html: m.html } : {}),
        ...(m.attachments?.length
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content.toString('base64'),
              })),
            }
          : {}),
      };
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`mail gateway answered HTTP ${res.status}`);
      return { messageId: null };
    },
    async close() {},
  };
}
