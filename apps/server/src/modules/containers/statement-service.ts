import { nextStatementStatus, STATEMENT_STATUS_LABELS, type StatementAction } from '@wms/contract/containers/statement';
import type {
  TStatementAnswer,
  TStatementDetail,
  TStatementMade,
  TStatementRow,
} from '@wms/contract/containers/statement-schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { checkDate } from './container-account-service.ts';
import { periodRepository } from './period-repository.ts';
import { addDays } from './period-rules.ts';
import { type ComputedLine, type NewStatement, statementRepository as repo } from './statement-repository.ts';
import { nextMonth } from './statement-rules.ts';

/** Partners per batch when every partner's statement is made: one read of their postings and lots, one transaction. */
export const STATEMENT_BATCH = 500;

const ACTION_WORDS: Record<StatementAction, Record<Lang, string>> = {
  confirm: { zh: '确认', en: 'confirmed' },
  dispute: { zh: '提出异议', en: 'disputed' },
  remake: { zh: '重新生成', en: 'made again' },
};

export interface Maker {
  name: string;
}

/** What a statement's totals are: the sums of its lines. */
function statementOf(
  partner: { id: number; charged: boolean; freeDays: number },
  month: string,
  lines: ComputedLine[],
  last: number,
  by: string | null,
  interim: boolean,
): NewStatement {
  const sum = (k: 'opening' | 'outQty' | 'backQty' | 'closing' | 'rent' | 'lossValue') => lines.reduce((s, l) => s + l[k], 0);
  const rent = sum('rent');
  const lossValue = sum('lossValue');
  return {
    partner: partner.id,
    month,
    charged: partner.charged,
    freeDays: partner.freeDays,
    opening: sum('opening'),
    outQty: sum('outQty'),
    backQty: sum('backQty'),
    closing: sum('closing'),
    rent,
    lossValue,
    total: rent + lossValue,
    lastPosting: last,
    madeBy: by,
    interim,
  };
}

/**
 * A confirmation closes the partner's month (docs/decisions/containers.md "Closed periods"), so it is taken only
 * for a final statement (made after its month ended) made after every posting that changes it. The partner's accounts
 * are locked first, as postings lock them: a posting in flight commits before the check or waits for it.
 */
async function confirmable(tx: DbOrTx, s: TStatementRow) {
  const partner = `${s.partnerCode} ${s.partnerName}`.trim();
  const end = nextMonth(s.month);
  if (s.interim) throw new AppError(409, 'statement.interim', { partner, month: s.month.slice(0, 7) });
  await periodRepository.lockPartner(tx, s.partner);
  const later = await periodRepository.laterPostings(tx, s.partner, end, await repo.lastPosting(tx, s.id));
  if (later) throw new AppError(409, 'statement.stale', { partner, month: s.month.slice(0, 7), n: later });
}

/**
 * Monthly container statements (issue 28 §4–5). Reads postings and lots set-based per batch of
 * partners (statementRepository.compute) and writes only statements: postings are containerAccountService's.
 */
export const statementService = {
  /**
   * Makes the month's statements: of one partner (even with nothing to show), or of every partner
   * with a balance or postings, in batches of STATEMENT_BATCH partners, each batch its own transaction.
   * Idempotent: a statement not yet confirmed is made again in place; a confirmed one is kept.
   */
  async make(
    db: Db,
    body: { month: string; partner?: number; from?: number },
    maker: Maker | null,
    onBatch?: (done: number) => void,
  ): Promise<TStatementMade> {
    const t0 = Date.now();
    const { month } = body;
    const today = await repo.today(db);
    if (month > today) throw badRequest('statement.futureMonth', { month: month.slice(0, 7) }, { field: 'month' });
    const { openedOn } = await periodRepository.period(db);
    if (nextMonth(month) <= openedOn) {
      throw badRequest('statement.beforeOpening', { month: month.slice(0, 7), opened: openedOn }, { field: 'month' });
    }
    // A month not yet ended is counted up to today, rent included, and marked interim (docs/decisions/containers.md).
    const interim = nextMonth(month) > today;
    const end = interim ? addDays(today, 1) : nextMonth(month);
    const result = { month, made: 0, kept: 0, partners: 0, seen: 0, next: null as number | null };
    const batch = async (ids: number[], force: boolean) => {
      await db.transaction(async (tx) => {
        const terms = await repo.terms(tx, ids);
        const { lines, last } = await repo.compute(tx, ids, month, end);
        const byPartner = new Map<number, ComputedLine[]>();
        for (const l of lines) byPartner.set(l.partner, [...(byPartner.get(l.partner) ?? []), l]);
        const due = terms.filter((p) => force || byPartner.has(p.id));
        const written = await repo.upsert(
          tx,
          due.map((p) => statementOf(p, month, byPartner.get(p.id) ?? [], last, maker?.name ?? null, interim)),
        );
        await repo.replaceLines(
          tx,
          due.flatMap((p) => {
            const id = written.get(p.id);
            return id === undefined ? [] : (byPartner.get(p.id) ?? []).map(({ partner: _p, ...l }) => ({ ...l, statement: id }));
          }),
          [...written.values()],
        );
        result.partners += due.length;
        result.made += written.size;
        result.kept += due.length - written.size;
      });
    };
    if (body.partner !== undefined) {
      if (!(await repo.terms(db, [body.partner])).length) throw notFound();
      await batch([body.partner], true);
      result.seen = 1;
    } else {
      let after = body.from ?? 0;
      for (;;) {
        const ids = await repo.partnerIds(db, after, STATEMENT_BATCH);
        if (!ids.length) break;
        await batch(ids, false);
        result.seen += ids.length;
        after = ids[ids.length - 1]!;
        onBatch?.(result.seen);
        if (body.from !== undefined) {
          result.next = ids.length === STATEMENT_BATCH ? after : null;
          break;
        }
      }
    }
    return { ...result, total: await repo.partnerCount(db), ms: Date.now() - t0 };
  },

  async detail(db: Db, id: number): Promise<TStatementDetail> {
    const statement = await repo.row(db, id);
    if (!statement) throw notFound();
    const lastPosting = await repo.lastPosting(db, id);
    const [lines, postings] = await Promise.all([
      repo.lines(db, id),
      repo.postings(db, { id, partner: statement.partner, month: statement.month, lastPosting }, nextMonth(statement.month)),
    ]);
    return { statement, lines, postings };
  },

  /** Records the partner's confirmation or dispute (the status machine: contract accounts/statement.ts). */
  async answer(db: Db, action: 'confirm' | 'dispute', body: TStatementAnswer, maker: Maker | null, lang: Lang) {
    await db.transaction(async (tx) => {
      const s = await repo.row(tx, body.id, true);
      if (!s) throw notFound();
      const next = nextStatementStatus(s.status, action);
      if (!next)
        throw new AppError(409, 'statement.notAllowed', {
          partner: `${s.partnerCode} ${s.partnerName}`.trim(),
          month: s.month.slice(0, 7),
          status: STATEMENT_STATUS_LABELS[s.status][lang],
          action: ACTION_WORDS[action][lang],
        });
      checkDate(body.respondedOn, await repo.today(tx), (await periodRepository.period(tx)).openedOn, 'respondedOn');
      if (body.respondedOn < s.month) {
        throw badRequest(
          'statement.answerBeforeMonth',
          { day: body.respondedOn, month: s.month.slice(0, 7) },
          { field: 'respondedOn' },
        );
      }
      if (action === 'confirm') await confirmable(tx, s);
      await repo.answer(tx, s.id, {
        status: next,
        respondedOn: body.respondedOn,
        comment: body.comment || null,
        by: maker?.name ?? null,
      });
    });
    return this.detail(db, body.id);
  },
};
