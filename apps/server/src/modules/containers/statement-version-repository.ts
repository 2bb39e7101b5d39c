import type { PackagingType, PartnerKind } from '@wms/contract/containers/container-account';
import type {
  TStatementCount,
  TStatementEvent,
  TStatementLine,
  TStatementSnapshot,
  TStatementVersion,
} from '@wms/contract/containers/statement-schema';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  ctrPartner,
  ctrStatement,
  ctrStatementCount,
  ctrStatementEvent,
  ctrStatementLine,
  ctrStatementVersion,
} from '../../db/schema/index.ts';

/** A statement not yet confirmed as it stands, with its lines: what a make compares its new figures with. */
export interface CurrentStatement {
  id: number;
  partner: number;
  status: string;
  version: number;
  figures: Record<string, unknown>;
  lines: Record<string, unknown>[];
}

export type NewEvent = Omit<TStatementEvent, 'at'> & { statement: number };

/** SQL of a statement's versions, its partner's counts and what happened to it (issue 34 §3–§4). */
export const statementVersionRepository = {
  /** The month's statements of these partners, with their lines (one read each). */
  async current(db: DbOrTx, partners: number[], month: string): Promise<Map<number, CurrentStatement>> {
    if (!partners.length) return new Map();
    const { id: _i, partner: _p, month: _m, status: _s, version: _v, ...figureColumns } = getTableColumns(ctrStatement);
    const rows = await db
      .select({
        id: ctrStatement.id,
        partner: ctrStatement.partner,
        status: ctrStatement.status,
        version: ctrStatement.version,
        ...figureColumns,
      })
      .from(ctrStatement)
      .where(and(inArray(ctrStatement.partner, partners), eq(ctrStatement.month, month)));
    const out = new Map<number, CurrentStatement>();
    for (const { id, partner, status, version, ...figures } of rows)
      out.set(id, { id, partner, status, version, figures, lines: [] });
    if (!out.size) return new Map();
    const { id: _li, statement: _ls, ...lineColumns } = getTableColumns(ctrStatementLine);
    const lines = await db
      .select({ statement: ctrStatementLine.statement, ...lineColumns })
      .from(ctrStatementLine)
      .where(inArray(ctrStatementLine.statement, [...out.keys()]))
      .orderBy(asc(ctrStatementLine.packagingType));
    for (const { statement, ...l } of lines) out.get(statement)!.lines.push(l);
    return new Map([...out.values()].map((c) => [c.partner, c]));
  },

  /** Keeps the versions a make replaces: their status, answer and what they showed. */
  async archive(tx: DbOrTx, rows: { statement: number; version: number; snapshot: TStatementSnapshot }[]) {
    if (!rows.length) return;
    await tx.insert(ctrStatementVersion).values(
      rows.map(({ statement, version, snapshot: s }) => ({
        statement,
        version,
        status: s.statement.status,
        madeAt: new Date(s.statement.madeAt),
        madeBy: s.statement.madeBy,
        respondedOn: s.statement.respondedOn,
        responseComment: s.statement.responseComment,
        respondedBy: s.statement.respondedBy,
        respondedAt: s.statement.respondedAt ? new Date(s.statement.respondedAt) : null,
        snapshot: s,
      })),
    );
  },

  /** Statements the postings left as they were: only the last posting they saw moves on. */
  async touch(tx: DbOrTx, ids: number[], lastPosting: number) {
    if (ids.length) await tx.update(ctrStatement).set({ lastPosting }).where(inArray(ctrStatement.id, ids));
  },

  /** The versions before the current one, newest first. */
  async versions(db: DbOrTx, statement: number): Promise<TStatementVersion[]> {
    const rows = await db
      .select({ version: ctrStatementVersion.version, snapshot: ctrStatementVersion.snapshot })
      .from(ctrStatementVersion)
      .where(eq(ctrStatementVersion.statement, statement))
      .orderBy(desc(ctrStatementVersion.version));
    return rows.map(({ version, snapshot }) => {
      const s = (snapshot as TStatementSnapshot).statement;
      return {
        version,
        status: s.status,
        madeAt: s.madeAt,
        madeBy: s.madeBy,
        closing: s.closing,
        total: s.total,
        respondedOn: s.respondedOn,
        responseComment: s.responseComment,
        respondedBy: s.respondedBy,
        counts: (snapshot as TStatementSnapshot).counts,
      };
    });
  },

  async snapshot(db: DbOrTx, statement: number, version: number): Promise<TStatementSnapshot | undefined> {
    const [r] = await db
      .select({ snapshot: ctrStatementVersion.snapshot })
      .from(ctrStatementVersion)
      .where(and(eq(ctrStatementVersion.statement, statement), eq(ctrStatementVersion.version, version)));
    return r?.snapshot as TStatementSnapshot | undefined;
  },

  /** The partner's counts of a version beside our closing of each type (0 for a type the statement has no line of). */
  async counts(db: DbOrTx, statement: number, version: number, lines: TStatementLine[]): Promise<TStatementCount[]> {
    const rows = await db
      .select({
        packagingType: ctrStatementCount.packagingType,
        counted: ctrStatementCount.counted,
        posting: ctrStatementCount.posting,
      })
      .from(ctrStatementCount)
      .where(and(eq(ctrStatementCount.statement, statement), eq(ctrStatementCount.version, version)))
      .orderBy(asc(ctrStatementCount.packagingType));
    return rows.map((r) => {
      const ours = lines.find((l) => l.packagingType === r.packagingType)?.closing ?? 0;
      return {
        packagingType: r.packagingType as PackagingType,
        ours,
        counted: r.counted,
        difference: r.counted - ours,
        posting: r.posting,
      };
    });
  },

  /** Replaces the partner's counts of a version (a dispute given again says it all again). */
  async setCounts(tx: DbOrTx, statement: number, version: number, counts: { packagingType: PackagingType; counted: number }[]) {
    await tx
      .delete(ctrStatementCount)
      .where(and(eq(ctrStatementCount.statement, statement), eq(ctrStatementCount.version, version)));
    if (counts.length) await tx.insert(ctrStatementCount).values(counts.map((c) => ({ statement, version, ...c })));
  },

  /** Locks a count for its acceptance; undefined when the version has no count of the type. */
  async lockCount(tx: DbOrTx, statement: number, version: number, packagingType: PackagingType) {
    const [r] = await tx
      .select({ id: ctrStatementCount.id, counted: ctrStatementCount.counted, posting: ctrStatementCount.posting })
      .from(ctrStatementCount)
      .where(
        and(
          eq(ctrStatementCount.statement, statement),
          eq(ctrStatementCount.version, version),
          eq(ctrStatementCount.packagingType, packagingType),
        ),
      )
      .for('update');
    return r;
  },

  async acceptCount(tx: DbOrTx, id: number, posting: number) {
    await tx.update(ctrStatementCount).set({ posting }).where(eq(ctrStatementCount.id, id));
  },

  async log(db: DbOrTx, events: NewEvent[]) {
    if (events.length) await db.insert(ctrStatementEvent).values(events);
  },

  async events(db: DbOrTx, statement: number): Promise<TStatementEvent[]> {
    const rows = await db
      .select({
        version: ctrStatementEvent.version,
        kind: ctrStatementEvent.kind,
        channel: ctrStatementEvent.channel,
        at: sql<string>`${ctrStatementEvent.at}::text`,
        by: ctrStatementEvent.by,
        recipient: ctrStatementEvent.recipient,
        detail: ctrStatementEvent.detail,
      })
      .from(ctrStatementEvent)
      .where(eq(ctrStatementEvent.statement, statement))
      .orderBy(desc(ctrStatementEvent.at), desc(ctrStatementEvent.id));
    return rows as TStatementEvent[];
  },

  /** The partner's kind and master row: what a posting is booked to. */
  async partnerRef(db: DbOrTx, partner: number): Promise<{ partnerKind: PartnerKind; refId: number }> {
    const [p] = await db
      .select({
        kind: ctrPartner.kind,
        refId: sql<number>`coalesce(${ctrPartner.customer}, ${ctrPartner.consignee}, ${ctrPartner.consignor}, ${ctrPartner.carrier})`,
      })
      .from(ctrPartner)
      .where(eq(ctrPartner.id, partner));
    return { partnerKind: p!.kind as PartnerKind, refId: Number(p!.refId) };
  },
};
