import { nextStatementStatus } from '@wms/contract/containers/statement';
import type { TPartnerAnswer, TPartnerStatement } from '@wms/contract/containers/statement-schema';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { readLink } from './statement-link.ts';
import { statementRepository as repo } from './statement-repository.ts';
import { statementService } from './statement-service.ts';
import { statementVersionRepository as versions } from './statement-version-repository.ts';

/** The statement a partner's token opens; 403 in words when the link is bad or its time is up. */
async function opened(db: Db, token: string | undefined) {
  const check = await readLink(db, token ?? '');
  if ('refused' in check) throw new AppError(403, check.refused === 'expired' ? 'link.expired' : 'link.invalid');
  const s = await repo.row(db, check.statement);
  if (!s) throw new AppError(403, 'link.invalid');
  return { id: s.id, statement: s, expires: check.expires };
}

/**
 * What a partner does through its link (issue 34 §4): sees its statement with every version, downloads the PDFs,
 * confirms or disputes with its counts. Every open and answer is logged on the statement (channel `link`).
 */
export const statementPartner = {
  /** The page's data; logged as opened unless it is the answer's own reply. */
  async view(db: Db, token: string | undefined, log = true): Promise<TPartnerStatement> {
    const o = await opened(db, token);
    const d = await statementService.detail(db, o.id);
    const s = d.statement;
    if (log)
      await versions.log(db, [
        {
          statement: s.id,
          version: s.version,
          kind: 'opened',
          channel: 'link',
          by: partnerName(s),
          recipient: null,
          detail: null,
        },
      ]);
    return {
      statement: s,
      lines: d.lines,
      postings: d.postings,
      counts: d.counts,
      versions: d.versions,
      canConfirm: !s.interim && nextStatementStatus(s.status, 'confirm') !== null,
      canDispute: nextStatementStatus(s.status, 'dispute') !== null,
      expires: o.expires.toISOString(),
    };
  },

  async printable(db: Db, token: string | undefined, version?: number) {
    const o = await opened(db, token);
    return statementService.printable(db, o.id, version);
  },

  /** The partner's answer, dated today; a dispute says why (a comment) and may give its counts. */
  async answer(db: Db, token: string | undefined, action: 'confirm' | 'dispute', body: TPartnerAnswer, lang: Lang) {
    const o = await opened(db, token);
    const comment = body.comment?.trim();
    if (action === 'dispute' && !comment) throw badRequest('statement.commentRequired', {}, { field: 'comment' });
    const respondedOn = await repo.today(db);
    await statementService.answer(
      db,
      action,
      { id: o.id, respondedOn, comment: comment || undefined, counts: action === 'dispute' ? body.counts : undefined },
      { name: partnerName(o.statement) },
      lang,
      'link',
    );
    return this.view(db, token, false);
  },
};

/** Who answered through the link: the partner, as the log and the statement's "recorded by" say. */
const partnerName = (s: { partnerCode: string; partnerName: string }) => `${s.partnerCode} ${s.partnerName}`.trim().slice(0, 90);
