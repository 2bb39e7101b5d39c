import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { mailCodeProvider, RESET_MAIL_SUBJECT } from '../../signin/sms-provider.ts';
import { memoryLog, recordMailer } from './mail-test-kit.ts';
import { httpMailer, logMailer, type MailMessage } from './mailer.ts';
import { mailerOf } from './mailer-of.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const withPdf: MailMessage = {
  to: 'partner@example.com',
  subject: '对账单 / Statement',
  text: '附件是对账单。',
  attachments: [{ filename: 'statement.pdf', content: PDF, contentType: 'application/pdf' }],
};

describe('log mailer (MAIL_PROVIDER=log)', () => {
  it('writes address, subject, text and the attachments by name and size to the log at info, never their bytes', async () => {
    const { log, lines } = memoryLog();
    expect(await logMailer(log).send(withPdf)).toEqual({ messageId: null });
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'Mail to partner@example.com: 附件是对账单。',
        obj: {
          mail: {
            to: 'partner@example.com',
            subject: '对账单 / Statement',
            text: '附件是对账单。',
            attachments: [{ filename: 'statement.pdf', contentType: 'application/pdf', bytes: PDF.length }],
          },
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(PDF.toString('base64'));
  });
});

describe('http mailer (MAIL_PROVIDER=http)', () => {
  it('POSTs {email, text, subject} and the attachments in base64 with the bearer token, and fails on a gateway error', async () => {
    const got: { auth?: string; body: string }[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        got.push({ auth: req.headers.authorization, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      // A reset code keeps the body the gateway had before, with the subject besides.
      await mailCodeProvider(() => httpMailer(url, 'mailkey')).send('a@example.com', 'code 654321');
      expect(got[0]).toEqual({
        auth: 'Bearer mailkey',
        body: JSON.stringify({ email: 'a@example.com', text: 'code 654321', subject: RESET_MAIL_SUBJECT }),
      });
      expect(await httpMailer(url, undefined).send(withPdf)).toEqual({ messageId: null });
      expect(got[1]!.auth).toBeUndefined();
      expect(JSON.parse(got[1]!.body)).toEqual({
        email: 'partner@example.com',
        text: '附件是对账单。',
        subject: '对账单 / Statement',
        attachments: [{ filename: 'statement.pdf', contentType: 'application/pdf', content: PDF.toString('base64') }],
      });
      status = 502;
      await expect(httpMailer(url, undefined).send(withPdf)).rejects.toThrow('mail gateway answered HTTP 502');
    } finally {
      server.close();
    }
  });
});

describe('the mailer MAIL_PROVIDER names', () => {
  it('is the log by default, the gateway for http and SMTP for smtp; reset codes go through it with their subject', async () => {
    const { log, lines } = memoryLog();
    await mailCodeProvider(() => mailerOf(loadConfig({}), log)).send('a@example.com', 'code 123456');
    expect(lines[0]).toMatchObject({ msg: 'Mail to a@example.com: code 123456' });
    expect(RESET_MAIL_SUBJECT).toBe('密码重置验证码 / Password reset code');

    // An unreachable gateway or server: the send fails, so each provider was really asked.
    const http = mailerOf(loadConfig({ MAIL_PROVIDER: 'http', MAIL_HTTP_URL: 'http://127.0.0.1:1/send' }), log);
    await expect(http.send(withPdf)).rejects.toThrow();
    const smtpConfig = loadConfig({
      MAIL_PROVIDER: 'smtp',
      MAIL_SMTP_HOST: '127.0.0.1',
      MAIL_SMTP_PORT: '1',
      MAIL_SMTP_TLS: 'none',
      MAIL_FROM: 'wms@example.com',
    });
    const smtp = mailerOf(smtpConfig, log);
    try {
      await expect(smtp.send(withPdf)).rejects.toThrow('through 127.0.0.1:1 failed: connect ECONNREFUSED');
    } finally {
      await smtp.close();
    }

    const { mailer: recorder, sent } = recordMailer();
    await mailCodeProvider(() => recorder).send('b@example.com', '验证码 654321');
    expect(sent).toEqual([{ to: 'b@example.com', subject: RESET_MAIL_SUBJECT, text: '验证码 654321' }]);
  });
});
