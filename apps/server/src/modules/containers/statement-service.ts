import { nextStatementStatus, STATEMENT_STATUS_LABELS, type StatementAction } from '@wms/contract/containers/statement';
import type {
  TStatementAccept,
  TStatementDetail,
  TStatementDispute,
  TStatementMade,
  TStatementRow,
  TStatementSnapshot,
} from '@wms/contract/containers/statement-schema';
import { ENUM_LABELS } from '@wms/contract/enums';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { emitEvent, emitEvents } from '../integration/events.ts';
import { checkDate, containerAccountService } from './container-account-service.ts';
import { periodRepository } from './period-repository.ts';
import { addDays } from './period-rules.ts';
import { type ComputedLine, type NewStatement, statementRepository as repo } from './statement-repository.ts';
import { nextMonth } from './statement-rules.ts';
import { type CurrentStatement, type NewEvent, statementVersionRepository as versions } from './statement-version-repository.ts';

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

/** Who answers or sends: a console user, the partner through its link, or the monthly task. */
export type Channel = 'console' | 'link' | 'task';

/** Whether a make leaves a statement as it stands: the same figures and the same lines (every column a line has). */
export function unchanged(c: CurrentStatement, s: NewStatement, lines: ComputedLine[]): boolean {
  const keys = [
    'charged',
    'freeDays',
    'opening',
    'outQty',
    'backQty',
    'closing',
    'rent',
    'lossValue',
    'total',
    'currency',
    'interim',
  ] as const;
  if (keys.some((k) => c.figures[k] !== s[k]) || c.lines.length !== lines.length) return false;
  return lines.every(({ partner: _p, ...l }, i) =>
    Object.entries(l).every(([k, v]) => Number(c.lines[i]![k] ?? Number.NaN) === Number(v) || c.lines[i]![k] === v),
  );
}

/** What a statement's totals are: the sums of its lines. */
function statementOf(
  partner: { id: number; charged: boolean; freeDays: number },
  month: string,
  lines: ComputedLine[],
  last: number,
  by: string | null,
  interim: boolean,
  currency: string,
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
    currency,
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
    // The site's currency as the statements are made: each keeps it, whatever the site uses later.
    const { openedOn, currency } = await periodRepository.period(db);
    if (nextMonth(month) <= openedOn) {
      throw badRequest('statement.beforeOpening', { month: month.slice(0, 7), opened: openedOn }, { field: 'month' });
    }
    // A month not yet ended is counted up to today, rent included, and marked interim (docs/decisions/containers.md).
    const interim = nextMonth(month) > today;
    const end = interim ? addDays(today, 1) : nextMonth(month);
    const result = { month, made: 0, kept: 0, unchanged: 0, partners: 0, seen: 0, next: null as number | null };
    const batch = async (ids: number[], force: boolean) => {
      await db.transaction(async (tx) => {
        const terms = await repo.terms(tx, ids);
        const { lines, last } = await repo.compute(tx, ids, month, end);
        const byPartner = new Map<number, ComputedLine[]>();
        for (const l of lines) byPartner.set(l.partner, [...(byPartner.get(l.partner) ?? []), l]);
        const due = terms.filter((p) => force || byPartner.has(p.id));
        const current = await versions.current(
          tx,
          due.map((p) => p.id),
          month,
        );
        // A confirmed statement is final; an unchanged one keeps its version and answer; a changed one keeps the
        // version it replaces, with its answer, counts and PDF (docs/decisions/containers.md "Statement versions").
        const fresh: NewStatement[] = [];
        const same: number[] = [];
        const replaced: { statement: number; version: number; snapshot: TStatementSnapshot }[] = [];
        for (const p of due) {
          const s = statementOf(p, month, byPartner.get(p.id) ?? [], last, maker?.name ?? null, interim, currency);
          const c = current.get(p.id);
          if (c?.status === 'confirmed') continue;
          if (c && unchanged(c, s, byPartner.get(p.id) ?? [])) {
            same.push(c.id);
            continue;
          }
          if (c) replaced.push({ statement: c.id, version: c.version, snapshot: await this.snapshot(tx, c.id) });
          fresh.push(s);
        }
        await versions.archive(tx, replaced);
        await versions.touch(tx, same, last);
        const written = await repo.upsert(tx, fresh);
        const before = new Map(replaced.map((r) => [r.statement, r.version]));
        await versions.log(
          tx,
          [...written.values()].map((id) => ({
            statement: id,
            version: (before.get(id) ?? 0) + 1,
            kind: before.has(id) ? 'remade' : 'made',
            channel: maker ? 'console' : 'task',
            by: maker?.name ?? null,
            recipient: null,
            detail: interim ? 'interim' : null,
          })),
        );
        result.unchanged += same.length;
        await emitEvents(
          tx,
          'statement.issued',
          due.flatMap((p) => {
            const id = written.get(p.id);
            if (id === undefined) return [];
            const data = { id, partner: p.id, month: month.slice(0, 7), version: (before.get(id) ?? 0) + 1, interim, currency };
            return [{ resource: `statement:${id}`, data: { statement: data } }];
          }),
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
        result.kept += due.length - written.size - same.length;
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

  /** What the statement shows now: the PDF's data, kept as it is when a make replaces it. */
  async snapshot(db: DbOrTx, id: number): Promise<TStatementSnapshot> {
    const statement = await repo.row(db, id);
    if (!statement) throw notFound();
    const lastPosting = await repo.lastPosting(db, id);
    const lines = await repo.lines(db, id);
    const postings = await repo.postings(
      db,
      { id, partner: statement.partner, month: statement.month, lastPosting },
      nextMonth(statement.month),
    );
    return { statement, lines, postings, counts: await versions.counts(db, id, statement.version, lines) };
  },

  async detail(db: DbOrTx, id: number): Promise<TStatementDetail> {
    const now = await this.snapshot(db, id);
    return { ...now, versions: await versions.versions(db, id), events: await versions.events(db, id) };
  },

  /** A version to print: the current one, or one kept when a make replaced it (404 when there is none). */
  async printable(db: DbOrTx, id: number, version?: number): Promise<TStatementSnapshot> {
    const now = await this.snapshot(db, id);
    if (version === undefined || version === now.statement.version) return now;
    const kept = await versions.snapshot(db, id, version);
    if (!kept) throw notFound();
    return kept;
  },

  /**
   * Records the partner's confirmation or dispute (the status machine: contract containers/statement.ts), with its
   * counts per packaging type for a dispute; logged with who answered and through what.
   */
  async answer(
    db: Db,
    action: 'confirm' | 'dispute',
    body: TStatementDispute | (Omit<TStatementDispute, 'comment'> & { comment?: string }),
    maker: Maker | null,
    lang: Lang,
    channel: Channel = 'console',
  ) {
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
      if (action === 'dispute') await versions.setCounts(tx, s.id, s.version, body.counts ?? []);
      await emitEvent(tx, 'statement.answered', `statement:${s.id}`, {
        statement: { id: s.id, partner: s.partner, month: s.month.slice(0, 7), version: s.version },
        answer: action === 'confirm' ? 'confirmed' : 'disputed',
        respondedOn: body.respondedOn,
        comment: body.comment || null,
        counts: body.counts ?? [],
        channel,
      });
      const counts = body.counts?.map((c) => `${c.packagingType} ${c.counted}`).join(', ');
      await versions.log(tx, [
        event(
          s,
          action === 'confirm' ? 'confirmed' : 'disputed',
          channel,
          maker,
          [body.comment, counts].filter(Boolean).join(' · '),
        ),
      ]);
    });
    return this.detail(db, body.id);
  },

  /**
   * Accepts the partner's count of a packaging type (issue 34 §3): books the difference from our closing as a
   * correction with the statement's number and a reason, dated on the statement's last day (today for a month not
   * yet ended), through containerAccountService in this transaction; the statement must then be made again.
   */
  async accept(db: Db, body: TStatementAccept, user: { id: number; name: string } | null, lang: Lang) {
    await db.transaction(async (tx) => {
      const s = await repo.row(tx, body.id, true);
      if (!s) throw notFound();
      const partner = `${s.partnerCode} ${s.partnerName}`.trim();
      const month = s.month.slice(0, 7);
      const packaging = ENUM_LABELS.packagingType[body.packagingType]?.[lang] ?? body.packagingType;
      if (s.status !== 'disputed') throw new AppError(409, 'statement.notDisputed', { partner, month });
      const count = await versions.lockCount(tx, s.id, s.version, body.packagingType);
      if (!count) throw badRequest('statement.noCount', { partner, month, packaging }, { field: 'packagingType' });
      if (count.posting !== null) throw new AppError(409, 'statement.accepted', { partner, month, packaging });
      const lines = await repo.lines(tx, s.id);
      const ours = lines.find((l) => l.packagingType === body.packagingType)?.closing ?? 0;
      const qty = count.counted - ours;
      if (qty === 0) throw badRequest('statement.noDifference', { partner, month, packaging }, { field: 'packagingType' });
      const today = await repo.today(tx);
      const last = addDays(nextMonth(s.month), -1);
      const [posting] = await containerAccountService.post(
        tx,
        await versions.partnerRef(tx, s.partner),
        'correction',
        [{ packagingType: body.packagingType, qty }],
        {
          orderNo: statementNo(s),
          reason: `${lang === 'zh' ? '对账差异' : 'Statement difference'} ${statementNo(s)} v${s.version}: ${ours} → ${count.counted}`,
          postedOn: last < today ? last : today,
          user,
          lang,
        },
      );
      await versions.acceptCount(tx, count.id, posting!.id);
      await versions.log(tx, [event(s, 'accepted', 'console', user, `${body.packagingType} ${qty > 0 ? '+' : ''}${qty}`)]);
    });
    return this.detail(db, body.id);
  },
};

/** A statement's number on postings and in the log: its id, as the list and the PDF show it. */
export const statementNo = (s: { id: number }) => `ST${s.id}`;

function event(s: TStatementRow, kind: NewEvent['kind'], channel: Channel, who: Maker | null, detail: string | null): NewEvent {
  return { statement: s.id, version: s.version, kind, channel, by: who?.name ?? null, recipient: null, detail: detail || null };
}
