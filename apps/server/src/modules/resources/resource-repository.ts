import type { SQL } from 'drizzle-orm';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { ResourceListReads } from './resource-list-reads.ts';
import type { Row } from './server-resource.ts';

/** The column's name in the database: the schema uses snake_case casing unless a column names itself. */
const dbName = (c: AnyPgColumn) => (c.keyAsName ? toSnakeCase(c.name) : c.name);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * All SQL of the engine for one resource: the list reads it inherits (resource-list-reads.ts), and
 * rows by id, key and code, select and suggest, insert, upsert, update and delete, the uniqueness
 * and reference checks.
 */
export class ResourceRepository extends ResourceListReads {
  /** Rows written through a view carry its fixed values. */
  private withScope(values: Row[]): Row[] {
    const scope = this.res.def.scope;
    return scope ? values.map((v) => ({ ...v, ...scope })) : values;
  }

  /** Refreshes the planner's statistics of the table (after a bulk import). */
  async analyze(db: DbOrTx) {
    await db.execute(sql`analyze ${this.res.table}`);
  }

  async findById(db: DbOrTx, id: number): Promise<Row | undefined> {
    const j = this.j;
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

  /** `warehouse` narrows a resource that has a warehouse column and is ignored by the others (units, items…). */
  async select(db: DbOrTx, page: number, pageSize: number, keyword?: string, warehouse?: number) {
    const { def, columns } = this.res;
    const inWarehouse = warehouse !== undefined && columns.warehouse ? eq(columns.warehouse, warehouse) : undefined;
    const where = and(this.scoped, this.keywordWhere(keyword), inWarehouse);
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
    const name = field ?? def.codeField;
    const by = columns[name]!;
    // A code that is no text (a plan's day) is matched by its text form: ilike takes text only.
    const kind = def.fields.find((f) => f.name === name)?.kind;
    const text = kind === 'string' || kind === 'text' ? by : sql`${by}::text`;
    const k = key.trim();
    return db
      .select({ id: columns.id!, value: by, label: columns[def.labelField]! })
      .from(this.res.table)
      .where(and(this.scoped, k ? (field ? ilike(text, `${escapeLike(k)}%`) : this.keywordWhere(k)) : undefined))
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

  /**
   * The rows holding any of these unique keys (each a tuple in `key`'s order), with their references'
   * codes (`<field>$code`) and `$inScope` (false: a row outside this view holds the key). `lock`
   * takes them FOR UPDATE, so an import's merge of kept and new values is not raced by an edit.
   */
  async byKeys(db: DbOrTx, key: string[], tuples: unknown[][], lock = false): Promise<Row[]> {
    const j = this.j;
    const cols = key.map((k) => this.res.columns[k]!);
    const selection = { ...j.selection, $inScope: this.scoped ? sql<boolean>`(${this.scoped})` : sql<boolean>`true` };
    const out: Row[] = [];
    for (let i = 0; i < tuples.length; i += 1000) {
      const chunk = tuples.slice(i, i + 1000);
      const where =
        cols.length === 1
          ? inArray(
              cols[0]!,
              chunk.map((t) => t[0]),
            )
          : or(...chunk.map((t) => and(...cols.map((c, n) => eq(c, t[n])))));
      const q = this.base(db, j, selection).where(where);
      out.push(...((lock ? await q.for('update', { of: this.res.table }) : await q) as Row[]));
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
