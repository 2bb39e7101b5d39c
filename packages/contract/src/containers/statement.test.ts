import { describe, expect, it } from 'vitest';
import {
  monthStart,
  nextStatementStatus,
  previousMonth,
  STATEMENT_ACTIONS,
  STATEMENT_STATUSES,
  type StatementAction,
  type StatementStatus,
  statementActions,
} from './statement.ts';

describe('statement status machine', () => {
  const table: Record<StatementStatus, Record<StatementAction, StatementStatus | null>> = {
    issued: { confirm: 'confirmed', dispute: 'disputed', remake: 'issued' },
    disputed: { confirm: 'confirmed', dispute: null, remake: 'issued' },
    confirmed: { confirm: null, dispute: null, remake: null },
  };
  for (const from of STATEMENT_STATUSES)
    for (const action of STATEMENT_ACTIONS)
      it(`${from} --${action}--> ${table[from][action] ?? 'refused'}`, () => {
        expect(nextStatementStatus(from, action)).toBe(table[from][action]);
      });

  it('offers only the allowed actions', () => {
    expect(statementActions('issued')).toEqual(['confirm', 'dispute', 'remake']);
    expect(statementActions('disputed')).toEqual(['confirm', 'remake']);
    expect(statementActions('confirmed')).toEqual([]);
  });
});

describe('months', () => {
  it.each([
    ['2026-10', '2026-10-01'],
    ['2026-10-01', '2026-10-01'],
    ['2026-13', null],
    ['2026-10-02', null],
    ['0000-01', null],
    ['26-10', null],
  ])('%s → %s', (s, m) => expect(monthStart(s)).toBe(m));

  it.each([
    ['2026-11-01', '2026-10-01'],
    ['2027-01-15', '2026-12-01'],
  ])('the month before %s is %s', (d, m) => expect(previousMonth(d)).toBe(m));
});
