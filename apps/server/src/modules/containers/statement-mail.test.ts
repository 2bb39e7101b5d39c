import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { customer } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { pdfReaders, pdfText } from '../../test/pdf.ts';
import { SMTP_PASSWORD, SMTP_USER, startSmtpServer } from '../system/mail/mail-test-kit.ts';
import { JOBS } from '../system/tasks/jobs.ts';
import { LINK_HEADER } from './statement-partner-routes.ts';

describe(`statements mailed to partners, answered by link (issue 34 §4, ${DB_KIND})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let db: Db;
  let token: string;
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
    t = await createTestApp({
      mailProvider: mail.mailProvider,
      mailFrom: mail.mailFrom,
      mailSmtp: mail.mailSmtp,
      publicUrl: 'https://wms.example.com',
    });
    db = t.database.db;
    token = await t.login();
    await db.execute(sql`update ctr_period set opened_on = '2020-01-01'`);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const A = '/inventory/account';
  const S = `${A}/statement`;
  const P = '/app/partner/statement';
  const post = (url: string, payload: object, headers: Record<string, string> = auth(token, 'en')) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const ok = async (r: Awaited<ReturnType<typeof post>>) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  let seq = 0;
  async function plant(email: string | null) {
    seq++;
    const [c] = await db
      .insert(customer)
      .values({ code: `C-MAIL${seq}`, name: `广州工厂 ${seq}`, email })
      .returning();
    await ok(
      await post(`${A}/~post`, {
        partnerKind: 'customer',
        refId: c!.id,
        packagingType: 'pallet',
        kind: 'correction',
        qty: 12,
        postedOn: '2025-06-04',
        reason: 'opening',
      }),
    );
    const rows = (await db.execute(sql`select id from ctr_partner where customer_id = ${c!.id}`)) as unknown as {
      rows: { id: number }[];
    };
    const partner = rows.rows[0]!.id;
    await ok(await post(`${S}/~make`, { month: '2025-06', partner }));
    const list = (await ok(await post(`${S}/~page/get`, { page: 1, length: 5, partner }))).rows as { id: number }[];
    return { id: list[0]!.id, code: `C-MAIL${seq}` };
  }

  it('mails the statement with its PDF and a link; the partner opens it, disputes with counts; the controller accepts', async () => {
    const good = await plant('plant@example.com');
    const none = await plant(null);
    const refused = await plant('nobody@refused.example');
    const sent = await ok(await post(`${S}/~send`, { ids: [good.id, none.id, refused.id] }));
    expect(sent).toMatchObject({ sent: 1, failed: 1, noAddress: 1 });
    expect(sent.failures.map((f: { id: number }) => f.id)).toEqual([none.id, refused.id]);
    expect(sent.failures[1].reason).toMatch(/550/);

    expect(smtp.received).toHaveLength(1);
    const m = smtp.received[0]!;
    expect(m.to).toEqual(['plant@example.com']);
    expect(m.mail.subject).toBe(`Container statement 2025-06 ${good.code} 广州工厂 1`);
    const link = /https:\/\/wms\.example\.com\/partner\/statement#t=([\w.-]+)/.exec(m.mail.text ?? '');
    expect(link).not.toBeNull();
    expect(m.mail.text).toContain('包装往来对账单');
    const pdf = m.mail.attachments[0]!;
    expect([pdf.contentType, pdf.filename]).toEqual(['application/pdf', `statement-${good.code}-2025-06.pdf`]);
    if (pdfReaders('mailed statement')) {
      const text = pdfText(pdf.content).replace(/\s+/g, ' ');
      expect(text).toContain('Container statement');
      expect(text).toContain(`${good.code} 广州工厂 1`);
    }

    // The partner's page, with the token from the mail: no console account.
    const tok = link![1]!;
    const open = (h: Record<string, string> = { [LINK_HEADER]: tok }) => t.app.inject({ method: 'GET', url: P, headers: h });
    const view = await ok(await open());
    expect(view.statement).toMatchObject({ id: good.id, closing: 12, status: 'issued' });
    expect(view).toMatchObject({ canConfirm: true, canDispute: true });
    expect((await open({ [LINK_HEADER]: `${tok.slice(0, -3)}abc` })).statusCode).toBe(403);
    expect((await open({ 'accept-language': 'en' })).json().message).toBe(
      'This link is not valid: ask the warehouse for a new link to your statement',
    );
    const pdfReply = await t.app.inject({ method: 'GET', url: `${P}/~print?t=${tok}&lang=zh` });
    expect([pdfReply.statusCode, pdfReply.headers['content-type']]).toEqual([200, 'application/pdf']);

    const partnerHeaders = { [LINK_HEADER]: tok, 'accept-language': 'en' };
    const noWhy = await post(`${P}/~dispute`, { counts: [{ packagingType: 'pallet', counted: 10 }] }, partnerHeaders);
    expect([noWhy.statusCode, noWhy.json().message]).toEqual([400, 'Say why you dispute the statement']);
    const disputed = await ok(
      await post(`${P}/~dispute`, { comment: 'we hold 10', counts: [{ packagingType: 'pallet', counted: 10 }] }, partnerHeaders),
    );
    expect(disputed.statement).toMatchObject({ status: 'disputed', respondedBy: `${good.code} 广州工厂 1` });
    expect(disputed.counts).toEqual([{ packagingType: 'pallet', ours: 12, counted: 10, difference: -2, posting: null }]);
    expect(disputed).toMatchObject({ canConfirm: true, canDispute: false });

    // A partner without an address gets one of its own for statements (the charges' statement e-mail), then its mail goes.
    const noneRef = (await db.execute(sql`select customer_id as id from ctr_partner p join ctr_statement s on s.partner_id = p.id
      where s.id = ${none.id}`)) as unknown as { rows: { id: number }[] };
    const charges = { partnerKind: 'customer', refId: noneRef.rows[0]!.id, freeDays: 0, charged: false, prices: [] };
    expect((await post(`${A}/partner/~charges/update`, { ...charges, statementEmail: 'not an address' })).statusCode).toBe(400);
    await ok(await post(`${A}/partner/~charges/update`, { ...charges, statementEmail: 'ap@plant2.example' }));
    expect(await ok(await post(`${S}/~send`, { ids: [none.id] }))).toMatchObject({ sent: 1, noAddress: 0 });
    expect(smtp.received.at(-1)!.to).toEqual(['ap@plant2.example']);

    // The link is for its statement only: it answers nothing else.
    const otherLink = await ok(await t.app.inject({ method: 'GET', url: `${S}/_link/get?id=${none.id}`, headers: auth(token) }));
    expect(otherLink.link).toMatch(/^https:\/\/wms\.example\.com\/partner\/statement#t=/);

    await ok(await post(`${S}/~accept`, { id: good.id, packagingType: 'pallet' }));
    const detail = await ok(await t.app.inject({ method: 'GET', url: `${S}/_detail/get?id=${good.id}`, headers: auth(token) }));
    expect(detail.events.map((e: { kind: string; channel: string }) => `${e.kind}/${e.channel}`)).toEqual([
      'accepted/console',
      'disputed/link',
      'opened/link',
      'sent/console',
      'made/console',
    ]);
    expect(detail.events.find((e: { kind: string }) => e.kind === 'sent').recipient).toBe('plant@example.com');
  });

  it('the monthly task makes last month’s statements and mails each version once', async () => {
    const before = smtp.received.length;
    const month = new Date();
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() - 1);
    const last = month.toISOString().slice(0, 10);
    const [c] = await db.insert(customer).values({ code: 'C-TASK', name: 'Task plant', email: 'task@example.com' }).returning();
    await ok(
      await post(`${A}/~post`, {
        partnerKind: 'customer',
        refId: c!.id,
        packagingType: 'liner',
        kind: 'correction',
        qty: 3,
        postedOn: last,
        reason: 'x',
      }),
    );
    const ctx = { mailer: t.app.mailer, base: 'https://wms.example.com' };
    const first = await JOBS.accountStatements.run(db, null, ctx);
    // Every partner holding packaging gets last month's statement: the plants above too (one whose server refuses it).
    expect(first.en).toMatch(/; 3 mailed, 1 not sent$/);
    const to = smtp.received.slice(before).map((r) => r.to[0]);
    expect(to.sort()).toEqual(['ap@plant2.example', 'plant@example.com', 'task@example.com']);
    const again = await JOBS.accountStatements.run(db, null, ctx);
    expect(again.en).toMatch(/; 0 mailed, 1 not sent$/);
    expect(smtp.received.length).toBe(before + 3);
    // The console's "mail the month": the same rule, by steps; the one refused is tried again and named.
    const step = await ok(await post(`${S}/~send`, { month: last.slice(0, 7), from: 0 }));
    expect(step).toMatchObject({ sent: 0, failed: 1, next: null, due: 0 });
    expect(step.failures[0].reason).toMatch(/550/);
  });
});
