import type { TTableQuery } from '@wms/contract/table';
import type { SQL } from 'drizzle-orm';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { buildOrder, buildWhere, type QueryColumns } from './query-builder.ts';
import type { Row, ServerResource } from './server-resource.ts';

type Registry = (name: string) => ServerResource;

interface Joined {
  selection: Record<string, AnyPgColumn | SQL>;
  cols: QueryColumns;
  joins: { table: PgTable; on: SQL }[];
}

/** The column's name in the database: the schema uses snake_case casing unless a column names itself. */
const dbName = (c: AnyPgColumn) => (c.keyAsName ? toSnakeCase(c.name) : c.name);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rows of a resource with each reference's label joined in (`<field>Label`).
 * Built per query from the definition; cheap compared with the query itself.
 */
function joined(res: ServerResource, lookup: Registry): Joined {
  const selection: Record<string, AnyPgColumn | SQL> = { ...res.columns };
  const labels: Record<string, AnyPgColumn> = {};
  const joins: Joined['joins'] = [];
  for (const f of res.def.fields) {
    if (f.kind !== 'ref' || !f.ref) continue;
    const target = lookup(f.ref);
    const a = alias(target.table, `r_${f.name}`);
    const labelCol = (a as unknown as Record<string, AnyPgColumn>)[target.def.labelField]!;
    const idCol = (a as unknown as Record<string, AnyPgColumn>).id!;
    selection[`${f.name}Label`] = labelCol;
    // Exports write the code, so an exported file imports back. `$` keeps the key apart from real
    // fields: item has both a `consignor` reference and its own `consignorCode` field (spec §3).
    selection[`${f.name}$code`] = (a as unknown as Record<string, AnyPgColumn>)[target.def.codeField]!;
    labels[f.name] = labelCol;
    joins.push({ table: a as unknown as PgTable, on: eq(idCol, res.columns[f.name]!) });
  }
  const cols: QueryColumns = {
    column: (field) => res.columns[field]!,
    sortColumn: (field) => labels[field] ?? res.columns[field]!,
    id: res.columns.id!,
  };
  return { selection, cols, joins };
}

export class ResourceRepository {
  constructor(
    readonly res: ServerResource,
    private readonly lookup: Registry,
  ) {}

  /** A view's fixed column values (`def.scope`) as a condition; undefined for a whole table. */
  private get scoped(): SQL | undefined {
    const scope = Object.entries(this.res.def.scope ?? {});
    return scope.length ? and(...scope.map(([k, v]) => eq(this.res.columns[k]!, v))) : undefined;
  }

  /** Rows written through a view carry its fixed values. */
  private withScope(values: Row[]): Row[] {
    const scope = this.res.def.scope;
    return scope ? values.map((v) => ({ ...v, ...scope })) : values;
  }

  private base(db: DbOrTx, j: Joined, selection: Record<string, AnyPgColumn | SQL>) {
    let q = db.select(selection).from(this.res.table).$dynamic();
    for (const join of j.joins) q = q.leftJoin(join.table, join.on);
    return q;
  }

  whereOf(q: Pick<TTableQuery, 'filter'>) {
    const j = joined(this.res, this.lookup);
    return { j, where: and(this.scoped, buildWhere(this.res.def, j.cols, q)) };
  }

  async page(db: DbOrTx, q: TTableQuery): Promise<{ rows: Row[]; count: number; summary?: Record<string, number> }> {
    const { rowsQ, countQ, sums } = this.pageQueries(db, q);
    const [rows, [totals]] = await Promise.all([rowsQ, countQ]);
    const { count, ...summary } = (totals ?? { count: 0 }) as Record<string, number>;
    return { rows: rows as Row[], count: Number(count), ...(sums.length ? { summary } : {}) };
  }

  /** The two statements behind a page; the benchmark runs them directly to compare. */
  pageQueries(db: DbOrTx, q: TTableQuery) {
    const { j, where } = this.whereOf(q);
    const order = buildOrder(this.res.def, j.cols, q);
    const rowsQ = this.base(db, j, j.selection)
      .where(where)
      .orderBy(...order)
      .limit(q.length)
      .offset((q.page - 1) * q.length);
    const agg: Record<string, SQL> = { count: sql<number>`count(*)::int` };
    const sums = q.summary ? this.res.def.fields.filter((f) => f.summary) : [];
    for (const f of sums) agg[f.name] = sql<number>`coalesce(sum(${this.res.columns[f.name]}), 0)::float8`;
    // The count needs no joins: every join is a left join on a key, so it cannot change the number of rows.
    const countQ = db.select(agg).from(this.res.table).where(where);
    return { rowsQ, countQ, sums };
  }

  /**
   * Export batches in the list's order. The order is taken once as a list of ids (one sorted
   * query), then rows are read by id a batch at a time: deep OFFSET pages would re-sort and
   * skip ever more rows, which made a 100,000-row export several times slower.
   */
  async *batches(db: DbOrTx, q: Pick<TTableQuery, 'filter' | 'prop' | 'order'>, size = 2000): AsyncGenerator<Row[]> {
    const { j, where } = this.whereOf(q);
    const order = buildOrder(this.res.def, j.cols, q);
    const idCol = this.res.columns.id!;
    const ordered = (await this.base(db, j, { id: idCol })
      .where(where)
      .orderBy(...order)) as { id: number }[];
    for (let i = 0; i < ordered.length; i += size) {
      const ids = ordered.slice(i, i + size).map((r) => r.id);
      const rows = (await this.base(db, j, j.selection).where(inArray(idCol, ids))) as Row[];
      const byId = new Map(rows.map((r) => [r.id as number, r]));
      // A row deleted between the two reads is simply left out.
      yield ids.flatMap((id) => byId.get(id) ?? []) as Row[];
    }
  }

  async findById(db: DbOrTx, id: number): Promise<Row | undefined> {
    const j = joined(this.res, this.lookup);
    const [row] = await this.base(db, j, j.selection)
      .where(and(this.scoped, eq(this.res.columns.id!, id)))
      .limit(1);
    return row as Row | undefined;
  }

  private keywordWhere(keyword: string | undefined): SQL | undefined {
    const k = keyword?.trim();
    if (!k) return undefined;
    const pattern = `%${escapeLike(k)}%`;
    return or(...this.res.def.searchFields.map((f) => ilike(this.res.columns[f]!, pattern)));
  }

  async select(db: DbOrTx, page: number, pageSize: number, keyword?: string) {
    const where = and(this.scoped, this.keywordWhere(keyword));
    const { def, columns } = this.res;
    const selection = { ...columns, label: columns[def.labelField]! };
    const [rows, [c]] = await Promise.all([
      db
        .select(selection)
        .from(this.res.table)
        .where(where)
        .orderBy(columns[def.codeField]!, columns.id!)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(this.res.table).where(where),
    ]);
    return { rows: rows as Row[], total: Number(c?.n ?? 0) };
  }

  async suggest(db: DbOrTx, key: string, field?: string) {
    const { def, columns } = this.res;
    const by = columns[field ?? def.codeField]!;
    const k = key.trim();
    return db
      .select({ id: columns.id!, value: by, label: columns[def.labelField]! })
      .from(this.res.table)
      .where(and(this.scoped, k ? (field ? ilike(by, `${escapeLike(k)}%`) : this.keywordWhere(k)) : undefined))
      .orderBy(by)
      .limit(20);
  }

  async insert(db: DbOrTx, values: Row[]): Promise<Row[]> {
    if (!values.length) return [];
    return (await db
      .insert(this.res.table)
      .values(this.withScope(values) as never)
      .returning({ id: this.res.columns.id! })) as Row[];
  }

  /** Insert, or update the row with the same unique key; reports which happened (xmax = 0 marks a fresh insert). */
  async upsert(db: DbOrTx, values: Row[], key: string[]): Promise<{ inserted: number; updated: number }> {
    if (!values.length) return { inserted: 0, updated: 0 };
    const set: Record<string, SQL> = { updatedAt: sql`now()` };
    for (const k of Object.keys(values[0]!)) {
      if (!key.includes(k)) set[k] = sql.raw(`excluded."${dbName(this.res.columns[k]!)}"`);
    }
    const rows = await db
      .insert(this.res.table)
      .values(this.withScope(values) as never)
      // Through a view, a key held by a row outside it is left alone (and not counted).
      .onConflictDoUpdate({ target: key.map((k) => this.res.columns[k]!), set, setWhere: this.scoped })
      .returning({ fresh: sql<boolean>`(xmax = 0)` });
    const inserted = rows.filter((r) => r.fresh).length;
    return { inserted, updated: rows.length - inserted };
  }

  async update(db: DbOrTx, id: number, values: Row): Promise<number> {
    const rows = await db
      .update(this.res.table)
      .set({ ...values, updatedAt: sql`now()` } as never)
      .where(and(this.scoped, eq(this.res.columns.id!, id)))
      .returning({ id: this.res.columns.id! });
    return rows.length;
  }

  async delete(db: DbOrTx, ids: number[]): Promise<number> {
    const rows = await db
      .delete(this.res.table)
      .where(and(this.scoped, inArray(this.res.columns.id!, ids)))
      .returning({ id: this.res.columns.id! });
    return rows.length;
  }

  /** Ids of rows (other than `exceptId`) already holding this unique key. */
  async clash(db: DbOrTx, key: Record<string, unknown>, exceptId?: number): Promise<boolean> {
    const conds = Object.entries(key).map(([k, v]) => eq(this.res.columns[k]!, v));
    const [row] = await db
      .select({ id: this.res.columns.id! })
      .from(this.res.table)
      .where(and(...conds))
      .limit(2);
    return !!row && row.id !== exceptId;
  }

  /** How many rows reference any of `ids` through `field`. */
  async countReferencing(db: DbOrTx, field: string, ids: number[]): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(this.res.table)
      .where(inArray(this.res.columns[field]!, ids));
    return Number(r?.n ?? 0);
  }

  async idsByCode(db: DbOrTx, codes: string[]): Promise<Map<string, number>> {
    const { def, columns } = this.res;
    const out = new Map<string, number>();
    for (let i = 0; i < codes.length; i += 5000) {
      const chunk = codes.slice(i, i + 5000);
      const rows = await db
        .select({ id: columns.id!, code: columns[def.codeField]! })
        .from(this.res.table)
        .where(and(this.scoped, inArray(columns[def.codeField]!, chunk)));
      for (const r of rows) out.set(String(r.code), Number(r.id));
    }
    return out;
  }

  async existsIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: this.res.columns.id! })
      .from(this.res.table)
      .where(and(this.scoped, inArray(this.res.columns.id!, ids)));
    return new Set(rows.map((r) => Number(r.id)));
  }
}
