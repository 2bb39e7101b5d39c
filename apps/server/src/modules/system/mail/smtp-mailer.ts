import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../../config.ts';
import { attachmentSummary, type OwnedMailer } from './mailer.ts';

/** Connections one app keeps open to the mail server at most: a site mails a few partners at a time, not bulk. */
const MAX_CONNECTIONS = 3;

/** A send that failed, with the SMTP server's answer where there was one (`550 5.1.1 …`). */
export class MailSendError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  constructor(message: string, cause: unknown, code?: string) {
    super(message, { cause });
    this.name = 'MailSendError';
    const e = cause as { code?: unknown; responseCode?: unknown };
    this.code = code ?? (typeof e?.code === 'string' ? e.code : undefined);
    this.responseCode = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  }
}

/**
 * `MAIL_PROVIDER=smtp`: one pooled nodemailer transport (up to MAX_CONNECTIONS connections, reused between
 * messages) for the app, closed by `close`. The connection, the greeting and every answer wait at most
 * `timeoutMs`, and so does the whole send (queue included): a server that stalls fails the send instead of
 * holding a request. The transport's own logger stays off (its debug lines would carry the AUTH exchange);
 * this logs each mail's address, subject, Message-ID and attachment sizes, never text, password or bytes.
 */
export function smtpMailer(settings: SmtpSettings, from: string, log: FastifyBaseLogger): OwnedMailer {
  const { host, port, tls, timeoutMs } = settings;
  const transport = nodemailer.createTransport(
    {
      pool: true,
      maxConnections: MAX_CONNECTIONS,
      host,
      port,
      secure: tls === 'tls',
      requireTLS: tls === 'starttls',
      ignoreTLS: tls === 'none',
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      tls: { rejectUnauthorized: settings.rejectUnauthorized, minVersion: 'TLSv1.2' },
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      logger: false,
      debug: false,
      // Attachments are bytes handed over; a path or URL in a message is never read.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );
  const where = `${host}:${port}`;

  return {
    async send(m) {
      const mail = { to: m.to, subject: m.subject, attachments: attachmentSummary(m.attachments) };
      try {
        const info = await transport.sendMail({
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
          attachments: (m.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const messageId = info.messageId || null;
        log.info({ mail: { ...mail, messageId, response: info.response } }, `Mail sent to ${m.to} through ${where}`);
        return { messageId };
      } catch (err) {
        const failure = sendError(err, where, m.to, timeoutMs);
        log.warn(
          { mail, err: { message: failure.message, code: failure.code, responseCode: failure.responseCode } },
          `Mail to ${m.to} failed`,
        );
        throw failure;
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** Names what went wrong: the server's answer (`550 …`), the connection's error, or the timeout. */
function sendError(err: unknown, where: string, to: string, timeoutMs: number): MailSendError {
  const e = err as Error & { response?: unknown };
  const failed = `mail to ${to} through ${where} failed`;
  if (e?.name === 'AbortError') {
    return new MailSendError(`${failed}: not sent within ${timeoutMs / 1000} s (MAIL_SMTP_TIMEOUT)`, err, 'ETIMEDOUT');
  }
  const message = e instanceof Error ? e.message : String(err);
  const response = typeof e?.response === 'string' && !message.includes(e.response) ? ` (server answered: ${e.response})` : '';
  return new MailSendError(`${failed}: ${message}${response}`, err);
}
