import { createServer, type Server, type Socket } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpSettings } from '../../../config.ts';
import { memoryLog, SMTP_PASSWORD, SMTP_USER, selfSignedCert, startSmtpServer } from './mail-test-kit.ts';
import type { MailMessage } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

const FROM = 'WMS 仓库 <wms@example.com>';
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const TEXT = '您好：\n附件是 2026 年 10 月的集装箱对账单，请查收。\nThe container statement for October 2026 is attached.';

const statement = (to: string): MailMessage => ({
  to,
  subject: '集装箱对账单 2026-10 / Container statement',
  text: TEXT,
  html: '<p>附件是集装箱对账单。</p>',
  attachments: [{ filename: '对账单-2026-10.pdf', content: PDF, contentType: 'application/pdf' }],
});

const settings = (port: number, over: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  user: SMTP_USER,
  password: SMTP_PASSWORD,
  tls: 'none',
  rejectUnauthorized: true,
  timeoutMs: 5000,
  ...over,
});

/** Resolves with the send's rejection and how long it took. */
async function failure(send: Promise<unknown>) {
  const started = performance.now();
  const err = await send.then(
    () => {
      throw new Error('the send did not fail');
    },
    (e: unknown) => e as Error,
  );
  return { err, ms: performance.now() - started };
}

describe('SMTP mailer, plain (MAIL_SMTP_TLS=none) with AUTH', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let connections = 0;
  let auths = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer({
      onConnect(_session, done) {
        connections++;
        done();
      },
    });
    const onAuth = smtp.server.onAuth.bind(smtp.server);
    smtp.server.onAuth = (auth, session, done) => {
      auths++;
      onAuth(auth, session, done);
    };
  });
  afterAll(() => smtp.close());

  it('delivers From, To, Subject, the UTF-8 Chinese text and the PDF, over one pooled connection, logging no bytes or password', async () => {
    const { log, lines } = memoryLog();
    const mailer = smtpMailer(settings(smtp.port), FROM, log);
    try {
      const first = await mailer.send(statement('partner@example.com'));
      const second = await mailer.send({ to: 'other@example.com', subject: 'Second', text: '第二封' });
      expect(smtp.received).toHaveLength(2);
      const got = smtp.received[0]!;
      expect(got).toMatchObject({ from: 'wms@example.com', to: ['partner@example.com'], secure: false, user: SMTP_USER });
      expect(got.mail.from?.value[0]).toEqual({ address: 'wms@example.com', name: 'WMS 仓库' });
      expect(got.mail.to && !Array.isArray(got.mail.to) && got.mail.to.value[0]?.address).toBe('partner@example.com');
      expect(got.mail.subject).toBe('集装箱对账单 2026-10 / Container statement');
      expect(got.mail.text?.trim()).toBe(TEXT);
      expect(got.mail.html).toContain('附件是集装箱对账单。');
      expect(got.mail.attachments).toHaveLength(1);
      const pdf = got.mail.attachments[0]!;
      expect([pdf.filename, pdf.contentType]).toEqual(['对账单-2026-10.pdf', 'application/pdf']);
      expect(Buffer.compare(pdf.content, PDF)).toBe(0);
      expect(first.messageId).toBe(got.mail.messageId);
      expect(second.messageId).toBe(smtp.received[1]!.mail.messageId);
      // The pool kept the connection: one connect, one sign-in for both mails.
      expect([connections, auths]).toEqual([1, 1]);

      const logged = JSON.stringify(lines);
      expect(lines.filter((l) => l.level === 'info').map((l) => l.msg)).toEqual([
        `Mail sent to partner@example.com through 127.0.0.1:${smtp.port}`,
        `Mail sent to other@example.com through 127.0.0.1:${smtp.port}`,
      ]);
      expect(lines[0]!.obj).toMatchObject({
        mail: {
          to: 'partner@example.com',
          subject: '集装箱对账单 2026-10 / Container statement',
          messageId: first.messageId,
          attachments: [{ filename: '对账单-2026-10.pdf', contentType: 'application/pdf', bytes: PDF.length }],
        },
      });
      expect(logged).not.toContain(SMTP_PASSWORD);
      expect(logged).not.toContain(PDF.toString('base64'));
      expect(logged).not.toContain('请查收');
    } finally {
      await mailer.close();
    }
    // Closing the mailer ends its pooled connection.
    await expect.poll(() => smtp.server.connections.size).toBe(0);
  });

  it("rejects a refused recipient with the server's answer", async () => {
    const { log, lines } = memoryLog();
    const mailer = smtpMailer(settings(smtp.port), FROM, log);
    try {
      const { err } = await failure(mailer.send(statement('nobody@refused.example')));
      expect(err.message).toMatch(/^mail to nobody@refused\.example through 127\.0\.0\.1:\d+ failed: .*550/);
      expect(err.message).toContain('Mailbox unknown here');
      expect(err).toMatchObject({ name: 'MailSendError', responseCode: 550 });
      expect(lines.at(-1)).toMatchObject({ level: 'warn', msg: 'Mail to nobody@refused.example failed' });
      // The pool goes on after a refusal.
      await mailer.send({ to: 'partner@example.com', subject: 'after', text: 'ok' });
    } finally {
      await mailer.close();
    }
  });

  it('rejects a wrong password with the 535 answer, the password in neither the error nor the log', async () => {
    const { log, lines } = memoryLog();
    const mailer = smtpMailer(settings(smtp.port, { password: 'not-the-Passw0rd' }), FROM, log);
    try {
      const { err } = await failure(mailer.send(statement('partner@example.com')));
      expect(err.message).toMatch(/535/);
      const everything = `${inspect(err, { depth: 10, showHidden: true })}${JSON.stringify(lines)}`;
      expect(everything).not.toContain('not-the-Passw0rd');
      expect(everything).not.toContain(Buffer.from(`\0${SMTP_USER}\0not-the-Passw0rd`).toString('base64'));
    } finally {
      await mailer.close();
    }
  });
});

describe('SMTP mailer, unreachable or stalled servers', () => {
  let silent: Server;
  let silentPort = 0;
  const sockets = new Set<Socket>();
  let closedPort = 0;
  beforeAll(async () => {
    // Accepts the connection and never greets.
    silent = createServer((s) => {
      sockets.add(s);
      s.on('error', () => {});
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentPort = (silent.address() as { port: number }).port;
    // A port nobody listens on: taken, then given back.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('rejects at once when the port refuses the connection', async () => {
    const mailer = smtpMailer(settings(closedPort, { timeoutMs: 3000 }), FROM, memoryLog().log);
    try {
      const { err, ms } = await failure(mailer.send(statement('partner@example.com')));
      expect(err.message).toMatch(new RegExp(`through 127\\.0\\.0\\.1:${closedPort} failed: .*ECONNREFUSED`));
      expect(ms).toBeLessThan(3000);
    } finally {
      await mailer.close();
    }
  });

  it('rejects within the timeout when the server never answers', async () => {
    const mailer = smtpMailer(settings(silentPort, { timeoutMs: 500 }), FROM, memoryLog().log);
    try {
      const { err, ms } = await failure(mailer.send(statement('partner@example.com')));
      expect(err.message).toMatch(/failed: (not sent within 0\.5 s|Greeting never received)/);
      expect(err).toMatchObject({ code: 'ETIMEDOUT' });
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(2500);
    } finally {
      await mailer.close();
    }
  });
});

describe('SMTP mailer over TLS (a self-signed certificate made here)', () => {
  let cert: { key: string; cert: string };
  beforeAll(async () => {
    cert = await selfSignedCert();
  });

  it('starttls: upgrades before AUTH; refuses an unverified certificate unless told; refuses a server without STARTTLS', async () => {
    const smtp = await startSmtpServer({ ...cert });
    let plainAuths = 0;
    const plain = await startSmtpServer({
      disabledCommands: ['STARTTLS'],
      onAuth(_auth, _session, done) {
        plainAuths++;
        done(new Error('no'));
      },
    });
    const open = smtpMailer(settings(smtp.port, { tls: 'starttls', rejectUnauthorized: false }), FROM, memoryLog().log);
    const strict = smtpMailer(settings(smtp.port, { tls: 'starttls' }), FROM, memoryLog().log);
    const downgraded = smtpMailer(settings(plain.port, { tls: 'starttls', rejectUnauthorized: false }), FROM, memoryLog().log);
    try {
      await open.send(statement('partner@example.com'));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ secure: true, user: SMTP_USER });
      expect(Buffer.compare(smtp.received[0]!.mail.attachments[0]!.content, PDF)).toBe(0);

      const { err } = await failure(strict.send(statement('partner@example.com')));
      expect(err.message).toMatch(/self[- ]signed certificate/i);
      expect(smtp.received).toHaveLength(1);

      // The server offers no STARTTLS: nothing is sent, the password least of all.
      const refused = await failure(downgraded.send(statement('partner@example.com')));
      expect(refused.err.message).toMatch(/STARTTLS/);
      expect([plain.received.length, plainAuths]).toEqual([0, 0]);
    } finally {
      await Promise.all([open.close(), strict.close(), downgraded.close()]);
      await Promise.all([smtp.close(), plain.close()]);
    }
  });

  it('tls: TLS from the first byte (port 465 style)', async () => {
    const smtp = await startSmtpServer({ ...cert, secure: true });
    const mailer = smtpMailer(settings(smtp.port, { tls: 'tls', rejectUnauthorized: false }), FROM, memoryLog().log);
    try {
      const { messageId } = await mailer.send(statement('partner@example.com'));
      expect(smtp.received[0]).toMatchObject({ secure: true, user: SMTP_USER, to: ['partner@example.com'] });
      expect(smtp.received[0]!.mail.messageId).toBe(messageId);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
