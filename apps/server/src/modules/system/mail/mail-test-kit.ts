import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { Mailer, MailMessage } from './mailer.ts';

export const SMTP_USER = 'wms-sender';
export const SMTP_PASSWORD = 'Sm7p-pa55word';

/** A mail the test server took: the envelope, whether it came over TLS, who signed in, and the parsed message. */
export interface Received {
  from: string;
  to: string[];
  secure: boolean;
  user: string | undefined;
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port (smtp-server), for the tests only: AUTH with
 * SMTP_USER / SMTP_PASSWORD, recipients at `refused.example` answered 550, every mail parsed (mailparser).
 */
export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address.endsWith('@refused.example')) {
        done(Object.assign(new Error('5.1.1 Mailbox unknown here'), { responseCode: 550 }));
      } else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              secure: session.secure,
              user: session.user as string | undefined,
              mail,
            });
            done();
          },
          (err: Error) => done(err),
        );
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    server,
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A self-signed certificate for 127.0.0.1 / localhost, made in the test (no file, no openssl). */
export async function selfSignedCert() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/** A logger that keeps its lines, to check what a send writes (and what it never writes). */
export function memoryLog() {
  const lines: { level: string; obj: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg = '') =>
      void lines.push({ level, obj, msg });
  const log = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A mailer that keeps what it is given (to swap in as `app.mailer`). */
export function recordMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(m) {
      sent.push(m);
      return { messageId: null };
    },
  };
  return { mailer, sent };
}
