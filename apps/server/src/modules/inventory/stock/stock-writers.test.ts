import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../..');

/** Writes to the stock tables: drizzle's insert/update/delete on them, or SQL naming them. */
const WRITE = [
  /\.(insert|update|delete)\(\s*(stock|stockLedger)\s*[,)]/,
  /\b(insert\s+into|update|delete\s+from|truncate)\s+("?public"?\.)?"?(stock|stock_ledger)"?\b/i,
];

/** Files allowed to write: the stock module, the schema, and tests (which corrupt rows on purpose). */
const allowed = (rel: string) =>
  rel.startsWith('modules/inventory/stock/') ||
  rel.startsWith('db/schema/') ||
  rel.startsWith('test/') ||
  rel.endsWith('.test.ts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function offenders(sources: { rel: string; text: string }[]): string[] {
  return sources.filter((s) => !allowed(s.rel) && WRITE.some((re) => re.test(s.text))).map((s) => s.rel);
}

describe('only the stock module writes stock', () => {
  it('finds no write to stock or stock_ledger outside modules/inventory/stock', () => {
    const sources = files(SRC).map((p) => ({
      rel: path.relative(SRC, p).split(path.sep).join('/'),
      text: readFileSync(p, 'utf8'),
    }));
    expect(sources.length).toBeGreaterThan(20);
    expect(offenders(sources)).toEqual([]);
  });

  it('would catch each kind of write', () => {
    const probes = [
      'await tx.insert(stock).values(row)',
      'db.update(stockLedger).set({ qty: 1 })',
      'await db.delete(stock)',
      'sql`update stock set qoh = 0`',
      'sql`INSERT INTO stock_ledger (qty) values (1)`',
      'sql`delete from "stock" where id = 1`',
    ];
    for (const text of probes)
      expect(offenders([{ rel: 'modules/outbound/x.ts', text }]), text).toEqual(['modules/outbound/x.ts']);
    expect(offenders([{ rel: 'modules/inventory/stock/stock-repository.ts', text: probes[0]! }])).toEqual([]);
    expect(offenders([{ rel: 'modules/outbound/x.ts', text: 'db.select().from(stock); // updated stock levels' }])).toEqual([]);
  });
});
