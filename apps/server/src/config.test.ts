import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as addresses/CIDRs, a hop count, or true', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    for (const bad of ['proxy.lan', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it('reads the GS1 company prefix and extension digit of the SSCCs, GS1 example prefix by default', () => {
    expect(loadConfig({})).toMatchObject({ gs1CompanyPrefix: '0614141', gs1Extension: '0' });
    expect(loadConfig({ GS1_COMPANY_PREFIX: '6901234567', GS1_EXTENSION_DIGIT: '3' })).toMatchObject({
      gs1CompanyPrefix: '6901234567',
      gs1Extension: '3',
    });
    for (const bad of ['123456', '12345678901', '69012a4', ' 6901234']) {
      expect(() => loadConfig({ GS1_COMPANY_PREFIX: bad })).toThrow('is not a GS1 company prefix');
    }
    expect(() => loadConfig({ GS1_EXTENSION_DIGIT: '10' })).toThrow(ConfigError);
  });

  it('reads the print logo: the bundled PNG by default, a site file by PRINT_LOGO, refusing a missing or non-image file', () => {
    const bundled = loadConfig({}).printLogo;
    expect(bundled.subarray(1, 4).toString()).toBe('PNG');
    const dir = mkdtempSync(path.join(tmpdir(), 'logo-'));
    try {
      const jpeg = path.join(dir, 'site.jpg');
      writeFileSync(jpeg, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
      expect(loadConfig({ PRINT_LOGO: jpeg }).printLogo[0]).toBe(0xff);
      const text = path.join(dir, 'logo.txt');
      writeFileSync(text, 'not an image');
      expect(() => loadConfig({ PRINT_LOGO: text })).toThrow('is not a PNG or JPEG image');
      expect(() => loadConfig({ PRINT_LOGO: path.join(dir, 'none.png') })).toThrow('the file cannot be read');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a weak ADMIN_PASSWORD and a port that is not one', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: '1' })).toThrow('ADMIN_PASSWORD is too weak');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'abcdefgh' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_PASSWORD: 'Abcdefg1' }).adminPassword).toBe('Abcdefg1');
    expect(() => loadConfig({ PORT: '80a' })).toThrow('PORT=80a is not a port number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(loadConfig({ PORT: '9000' }).port).toBe(9000);
  });

  it('reads the SMS provider: the server log by default, an http gateway when named with its address', () => {
    expect(loadConfig({})).toMatchObject({ smsProvider: 'log', smsHttpUrl: undefined });
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_TOKEN: 'k' })).toMatchObject({
      smsProvider: 'http',
      smsHttpUrl: 'https://sms.example/send',
      smsHttpToken: 'k',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow('SMS_PROVIDER=http needs SMS_HTTP_URL');
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
  });

  it('reads the mail provider (reset codes by e-mail) the same way', () => {
    expect(loadConfig({})).toMatchObject({ mailProvider: 'log', mailHttpUrl: undefined });
    expect(loadConfig({ MAIL_PROVIDER: 'http', MAIL_HTTP_URL: 'https://mail.example/send' })).toMatchObject({
      mailProvider: 'http',
      mailHttpUrl: 'https://mail.example/send',
    });
    expect(() => loadConfig({ MAIL_PROVIDER: 'http' })).toThrow('MAIL_PROVIDER=http needs MAIL_HTTP_URL');
    expect(() => loadConfig({ MAIL_PROVIDER: 'sendmail' })).toThrow('MAIL_PROVIDER=sendmail is unknown; use log, http or smtp');
    expect(() => loadConfig({ SMS_PROVIDER: 'smtp' })).toThrow('SMS_PROVIDER=smtp is unknown; use log or http');
  });

  it('reads the SMTP settings: host and From required, STARTTLS on 587, certificates checked, 30 s timeout by default', () => {
    const smtp = { MAIL_PROVIDER: 'smtp', MAIL_SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'WMS <wms@example.com>' };
    expect(loadConfig(smtp)).toMatchObject({
      mailProvider: 'smtp',
      mailFrom: 'WMS <wms@example.com>',
      mailSmtp: {
        host: 'smtp.example.com',
        port: 587,
        user: undefined,
        password: undefined,
        tls: 'starttls',
        rejectUnauthorized: true,
        timeoutMs: 30_000,
      },
    });
    expect(loadConfig({})).toMatchObject({ mailSmtp: undefined, mailFrom: undefined });
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_HOST: '' })).toThrow('MAIL_PROVIDER=smtp needs MAIL_SMTP_HOST');
    expect(() => loadConfig({ ...smtp, MAIL_FROM: ' ' })).toThrow('MAIL_PROVIDER=smtp needs MAIL_FROM');
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'wms' })).toThrow('MAIL_FROM=wms is not an e-mail address');
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_HOST: 'smtp://smtp.example.com' })).toThrow('is not a host name');

    // Implicit TLS defaults to 465; a port, account, switch and timeout as given.
    expect(loadConfig({ ...smtp, MAIL_SMTP_TLS: 'tls' }).mailSmtp).toMatchObject({ tls: 'tls', port: 465 });
    expect(
      loadConfig({
        ...smtp,
        MAIL_FROM: 'wms@example.com',
        MAIL_SMTP_PORT: '2525',
        MAIL_SMTP_USER: 'wms',
        MAIL_SMTP_PASSWORD: 's3cret!',
        MAIL_SMTP_REJECT_UNAUTHORIZED: 'false',
        MAIL_SMTP_TIMEOUT: '10',
      }),
    ).toMatchObject({
      mailFrom: 'wms@example.com',
      mailSmtp: { port: 2525, user: 'wms', password: 's3cret!', tls: 'starttls', rejectUnauthorized: false, timeoutMs: 10_000 },
    });
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_TLS: 'ssl' })).toThrow('MAIL_SMTP_TLS=ssl is unknown; use starttls');
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_PORT: '0' })).toThrow('MAIL_SMTP_PORT=0 is not a port number');
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_PORT: '25a' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_USER: 'wms' })).toThrow('MAIL_SMTP_USER and MAIL_SMTP_PASSWORD go together');
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_REJECT_UNAUTHORIZED: 'no' })).toThrow('is not a switch; use true or false');
    expect(() => loadConfig({ ...smtp, MAIL_SMTP_TIMEOUT: '0' })).toThrow('MAIL_SMTP_TIMEOUT=0 is not a number of seconds');

    // Plain SMTP only to a relay on this machine when a password would cross the network; the refusal never shows it.
    const plain = { ...smtp, MAIL_SMTP_TLS: 'none', MAIL_SMTP_USER: 'wms', MAIL_SMTP_PASSWORD: 's3cret!' };
    expect(() => loadConfig(plain)).toThrow('MAIL_SMTP_TLS=none would send MAIL_SMTP_PASSWORD unencrypted to smtp.example.com');
    expect(() => loadConfig(plain)).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret!') }));
    expect(loadConfig({ ...plain, MAIL_SMTP_HOST: '127.0.0.1' }).mailSmtp).toMatchObject({ tls: 'none', port: 587 });
    expect(loadConfig({ ...plain, MAIL_SMTP_HOST: 'localhost', MAIL_SMTP_PORT: '25' }).mailSmtp?.port).toBe(25);
    expect(loadConfig({ ...smtp, MAIL_SMTP_TLS: 'none', MAIL_SMTP_HOST: 'relay.lan' }).mailSmtp?.host).toBe('relay.lan');
  });
});
