import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';
import { RESET_MAIL_SUBJECT } from '../../signin/sms-provider.ts';
import { recordMailer, SMTP_PASSWORD, SMTP_USER, startSmtpServer } from './mail-test-kit.ts';

describe(`reset codes by SMTP through app.mailer (${DB_KIND})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mail = loadConfig({
      MAIL_PROVIDER: 'smtp',
      MAIL_SMTP_HOST: '127.0.0.1',
      MAIL_SMTP_PORT: String(smtp.port),
      MAIL_SMTP_TLS: 'none',
      MAIL_SMTP_USER: SMTP_USER,
      MAIL_SMTP_PASSWORD: SMTP_PASSWORD,
      MAIL_FROM: 'WMS <wms@example.com>',
    });
    t = await createTestApp({ mailProvider: mail.mailProvider, mailFrom: mail.mailFrom, mailSmtp: mail.mailSmtp });
    await t.userWith('smtpreset', ['setting/warehouse/view']);
    await t.userWith('swapreset', ['setting/warehouse/view']);
    await t.database.db.execute(sql`update sys_user set email = account || '@example.com' where account like '%reset'`);
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    await smtp?.close();
  });

  const askCode = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/system/user/_mail/send',
      remoteAddress: '10.46.0.1',
      headers: { 'accept-language': 'zh' },
      payload: { email },
    });

  it('mails the reset code through the SMTP server, and the code resets the password', async () => {
    const res = await askCode('smtpreset@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got).toMatchObject({ from: 'wms@example.com', to: ['smtpreset@example.com'], user: SMTP_USER });
    expect(got.mail.subject).toBe(RESET_MAIL_SUBJECT);
    const code = /\b(\d{6})\b/.exec(got.mail.text ?? '')?.[1];
    expect(got.mail.text).toMatch(/[\u4e00-\u9fff]/);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/system/user/_pass/reset',
      remoteAddress: '10.46.0.1',
      payload: { email: 'smtpreset@example.com', code, password: 'NewPass123', confirmPassword: 'NewPass123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('goes through whatever app.mailer is, so a test can swap it and read the mail', async () => {
    const real = t.app.mailer;
    const { mailer, sent } = recordMailer();
    t.app.mailer = mailer;
    try {
      expect((await askCode('swapreset@example.com')).statusCode).toBe(200);
    } finally {
      t.app.mailer = real;
    }
    expect(sent).toMatchObject([{ to: 'swapreset@example.com', subject: RESET_MAIL_SUBJECT }]);
    expect(smtp.received).toHaveLength(1);
  });

  it("closes the SMTP pool's connections when the app closes", async () => {
    expect(smtp.server.connections.size).toBeGreaterThan(0);
    closed = true;
    await t.close();
    await expect.poll(() => smtp.server.connections.size).toBe(0);
  });
});
