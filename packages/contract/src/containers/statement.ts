import { defineResource } from '../resource.ts';

/**
 * Monthly container statements (issue 28 §4–5, docs/decisions/containers.md "Container statements").
 * No zod here (statement-schema.ts holds the bodies): the console's list screen loads this file.
 *
 *   issued ──confirm──▶ confirmed          (final: the statement and its lines never change again)
 *   issued ──dispute──▶ disputed ──confirm──▶ confirmed
 *   issued | disputed ──remake──▶ issued   (made again from the postings when they changed it: the version before,
 *                                           with its answer and counts, is kept; unchanged, it stays as it was)
 */
export const STATEMENT_STATUSES = ['issued', 'confirmed', 'disputed'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const STATEMENT_ACTIONS = ['confirm', 'dispute', 'remake'] as const;
export type StatementAction = (typeof STATEMENT_ACTIONS)[number];

export const STATEMENT_STATUS_LABELS: Record<StatementStatus, { zh: string; en: string }> = {
  issued: { zh: '已出具', en: 'Issued' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  disputed: { zh: '有异议', en: 'Disputed' },
};

const NEXT: Record<StatementStatus, Partial<Record<StatementAction, StatementStatus>>> = {
  issued: { confirm: 'confirmed', dispute: 'disputed', remake: 'issued' },
  disputed: { confirm: 'confirmed', remake: 'issued' },
  confirmed: {},
};

/** The status an action leads to from `from`, or null when the action is not allowed there. */
export function nextStatementStatus(from: StatementStatus, action: StatementAction): StatementStatus | null {
  return NEXT[from][action] ?? null;
}

/** The actions allowed on a statement in `status` (the console offers only these). */
export function statementActions(status: StatementStatus): StatementAction[] {
  return STATEMENT_ACTIONS.filter((a) => nextStatementStatus(status, a) !== null);
}

/** `2026-10` or `2026-10-01` → the month's first day (`2026-10-01`); null when it is no month. */
/** A month as `monthStart` reads it, as a pattern (the OpenAPI document's). */
export const MONTH_TEXT = /^(?!0000)\d{4}-(?:0[1-9]|1[0-2])(?:-01)?$/;

export function monthStart(s: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-01)?$/.exec(s);
  return m && m[1] !== '0000' ? `${m[1]}-${m[2]}-01` : null;
}

/** The first day of the month before the one `today` (yyyy-MM-dd) lies in: what the monthly task makes. */
export function previousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** Statements: one row per partner and month. Amounts are whole minor currency units. */
export const ctrStatement = defineResource({
  name: 'ctrStatement',
  path: '/inventory/account/statement',
  auditColumns: [],
  labelField: 'partnerName',
  codeField: 'partnerCode',
  searchFields: ['partnerCode', 'partnerName'],
  defaultSort: { prop: 'month', order: 'desc' },
  fields: [
    { name: 'month', kind: 'date', filter: 'date', list: true, sortable: true, readOnly: true },
    { name: 'partnerKind', kind: 'enum', enum: 'partnerKind', list: true, sortable: true, readOnly: true },
    { name: 'partnerCode', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'partnerName', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'status', kind: 'string', list: true, sortable: true, readOnly: true },
    { name: 'opening', kind: 'int', list: true, readOnly: true },
    { name: 'outQty', kind: 'int', list: true, readOnly: true },
    { name: 'backQty', kind: 'int', list: true, readOnly: true },
    { name: 'closing', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'interim', kind: 'bool', list: true, readOnly: true },
    { name: 'version', kind: 'int', list: true, readOnly: true },
    { name: 'charged', kind: 'bool', list: true, readOnly: true },
    { name: 'rent', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'lossValue', kind: 'int', list: true, readOnly: true },
    { name: 'total', kind: 'int', list: true, sortable: true, readOnly: true },
    /** ISO 4217 code of the amounts: the site's currency when the statement was made. */
    { name: 'currency', kind: 'string', list: true, readOnly: true },
    { name: 'madeAt', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'respondedOn', kind: 'date', list: true, sortable: true, readOnly: true },
    { name: 'responseComment', kind: 'string', list: true, readOnly: true },
    { name: 'respondedBy', kind: 'string', list: true, readOnly: true },
    { name: 'partner', kind: 'int', sortable: true, readOnly: true },
    { name: 'id', kind: 'int', sortable: true, readOnly: true },
  ],
});
