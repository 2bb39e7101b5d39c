import type { TStatementSent } from '@wms/contract/containers/statement-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ctrPartner, ctrStatement, customer } from '../../db/schema/index.ts';
import type { Lang } from '../../i18n/messages.ts';
import { statementPdf } from '../print/statement-pdf.ts';
import type { Mailer } from '../system/mail/mailer.ts';
import { LINK_DAYS, partnerLink, signLink } from './statement-link.ts';
import { type Channel, type Maker, statementNo, statementService } from './statement-service.ts';
import { statementVersionRepository as versions } from './statement-version-repository.ts';

/** Statements mailed per call when a month's are sent: the console steps through them and shows its progress. */
export const SEND_BATCH = 200;

export interface SendOptions {
  /** The console's address as partners reach it, for the link (config PUBLIC_URL, or the request's origin). */
  base: string;
  by: Maker | null;
  channel: Extract<Channel, 'console' | 'task'>;
  lang: Lang;
}

/** Where a statement is mailed: the partner's statement address, or its customer master's e-mail. */
async function recipients(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({ id: ctrStatement.id, to: sql<string | null>`coalesce(${ctrPartner.statementEmail}, ${customer.email})` })
    .from(ctrStatement)
    .innerJoin(ctrPartner, eq(ctrPartner.id, ctrStatement.partner))
    .leftJoin(customer, eq(customer.id, ctrPartner.customer))
    .where(inArray(ctrStatement.id, ids));
  return new Map(rows.map((r) => [r.id, r.to?.trim() || null]));
}

const TEXT: Record<
  Lang,
  (p: { partner: string; month: string; no: string; link: string; days: number; interim: boolean }) => string
> = {
  zh: (p) =>
    `${p.partner}：\n\n附件是贵方 ${p.month} 的包装往来对账单（${p.no}${p.interim ? '，期中' : ''}）。请打开以下链接查看、下载，并确认或提出异议（可填写贵方盘点数），无需登录：\n${p.link}\n\n链接 ${p.days} 天内有效，仅用于本对账单。`,
  en: (p) =>
    `Dear ${p.partner},\n\nAttached is your container statement for ${p.month} (${p.no}${p.interim ? ', interim' : ''}). Open this link to view and download it and to confirm it or dispute it with your own counts; no sign-in is needed:\n${p.link}\n\nThe link is valid for ${p.days} days and for this statement only.`,
};

/**
 * Mails statements to their partners (issue 34 §4): each with its PDF attached and a signed link to the partner's page;
 * every send and every failure is logged on the statement. A statement without an address is logged as failed and
 * named, not skipped in silence. One statement's failure does not stop the others.
 */
export const statementMail = {
  async send(db: Db, mailer: Mailer, ids: number[], o: SendOptions): Promise<TStatementSent> {
    const to = await recipients(db, ids);
    const result: TStatementSent = { sent: 0, failed: 0, noAddress: 0, failures: [] };
    for (const id of ids) {
      const d = await statementService.snapshot(db, id);
      const s = d.statement;
      const partner = `${s.partnerCode} ${s.partnerName}`.trim();
      const log = (kind: 'sent' | 'sendFailed', recipient: string | null, detail: string | null) =>
        versions.log(db, [
          { statement: id, version: s.version, kind, channel: o.channel, by: o.by?.name ?? null, recipient, detail },
        ]);
      const address = to.get(id) ?? null;
      if (!address) {
        result.noAddress++;
        result.failures.push({ id, partner, reason: o.lang === 'zh' ? '没有电子邮箱' : 'no e-mail address' });
        await log('sendFailed', null, 'no e-mail address');
        continue;
      }
      const month = s.month.slice(0, 7);
      const link = partnerLink(o.base, await signLink(db, id));
      const p = { partner, month, no: statementNo(s), link, days: LINK_DAYS, interim: s.interim };
      try {
        const pdf = await statementPdf(d, { lang: o.lang });
        const sent = await mailer.send({
          to: address,
          subject: o.lang === 'zh' ? `包装往来对账单 ${month} ${partner}` : `Container statement ${month} ${partner}`,
          text: `${TEXT[o.lang](p)}\n\n---\n\n${TEXT[o.lang === 'zh' ? 'en' : 'zh'](p)}`,
          attachments: [
            {
              filename: `${o.lang === 'zh' ? '对账单' : 'statement'}-${s.partnerCode}-${month}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        });
        result.sent++;
        await log('sent', address, sent.messageId);
      } catch (e) {
        const reason = (e as Error).message.slice(0, 400);
        result.failed++;
        result.failures.push({ id, partner, reason });
        await log('sendFailed', address, reason);
      }
    }
    return result;
  },

  /**
   * The month's statements still to send, in id order after `after`: issued or disputed, whose current version
   * no send reached. What the monthly task and "send the month" mail.
   */
  async due(db: DbOrTx, month: string, after: number, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: ctrStatement.id })
      .from(ctrStatement)
      .where(unsent(month, after))
      .orderBy(ctrStatement.id)
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** How many of them there are after `after`: the console's progress. */
  async dueCount(db: DbOrTx, month: string, after: number): Promise<number> {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(ctrStatement).where(unsent(month, after));
    return r?.n ?? 0;
  },
};

/** The month's statements after `after` not confirmed whose current version no send reached. */
const unsent = (month: string, after: number) =>
  and(
    eq(ctrStatement.month, month),
    sql`${ctrStatement.id} > ${after}`,
    sql`${ctrStatement.status} <> 'confirmed'`,
    sql`not exists (select 1 from ctr_statement_event e where e.statement_id = ${ctrStatement.id}
          and e.version = ${ctrStatement.version} and e.kind = 'sent')`,
  );
