import { stockLedger as ledgerDef, stock as stockDef } from '@wms/contract/stock';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { stock, stockLedger } from '../../db/schema/index.ts';
import { indexNeeds } from './index-needs.ts';
import { buildRegistry } from './registry.ts';

/** Names of the columns that lead an index, a unique constraint or the primary key of a table. */
/** Columns holding a foreign key: the ledger's warehouse, location and unit are copies kept as history, not references to check. */
function foreignKeys(table: PgTable): Set<string> {
  return new Set(getTableConfig(table).foreignKeys.flatMap((fk) => fk.reference().columns.map((c) => c.name)));
}

function leads(table: PgTable): Set<string> {
  const cfg = getTableConfig(table);
  const out = new Set<string>();
  for (const i of cfg.indexes) {
    const first = i.config.columns[0] as { name?: string } | undefined;
    if (first?.name) out.add(first.name);
  }
  for (const u of cfg.uniqueConstraints) if (u.columns[0]) out.add(u.columns[0].name);
  for (const c of cfg.columns) if (c.primary) out.add(c.name);
  for (const pk of cfg.primaryKeys) if (pk.columns[0]) out.add(pk.columns[0].name);
  return out;
}

describe('indexes the lists need', () => {
  const registry = buildRegistry();
  const lists = [
    ...[...registry.resources.values()].map((r) => ({ def: r.def, table: r.table, columns: r.columns })),
    { def: stockDef, table: stock as PgTable, columns: stock as unknown as Record<string, { name: string }> },
    { def: ledgerDef, table: stockLedger as PgTable, columns: stockLedger as unknown as Record<string, { name: string }> },
  ];
  it.each(lists.map((l) => [l.def.name, l] as const))('%s: default sort, code and references lead an index', (_, l) => {
    const have = leads(l.table);
    const fks = foreignKeys(l.table);
    const isRef = (f: string) => l.def.fields.some((x) => x.name === f && x.kind === 'ref');
    const missing = indexNeeds(l.def).filter((f) => {
      const c = l.columns[f]!.name;
      return !have.has(c) && (!isRef(f) || fks.has(c));
    });
    expect(missing, `add an index in db/schema leading with these columns of ${getTableConfig(l.table).name}`).toEqual([]);
  });
});
