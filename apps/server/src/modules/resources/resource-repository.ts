import type { TTableQuery } from '@wms/contract/table';
import type { SQL } from 'drizzle-orm';
import { and, eq, gt, ilike, inArray, is, lt, or, Param, Placeholder, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle, type Runnable, unnamed } from '../../db/prepared.ts';
import { boundedEstimate, type CountPolicy, plannedRows, type Rendered } from './count-policy.ts';
import { JSON_TEXT, packedRows } from './json-rows.ts';
import { KEY, keysetBatches, keyText } from './keyset.ts';
import { type Bind, buildOrder, buildWhere, findField, type QueryColumns, sortSpec } from './query-builder.ts';
import type { Row, ServerResource } from './server-resource.ts';

type Registry = (name: string) => ServerResource;

export interface PageResult {
  rows: Row[];
  count: number;
  /** `count` is the planner's estimate (see `page`). */
  countEstimated?: true;
  summary?: Record<string, number>;
}

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
  // Own keys only: a column map is a plain object, and `constructor` is no column.
  const column = (field: string) => (Object.hasOwn(res.columns, field) ? res.columns[field] : undefined);
  const cols: QueryColumns = {
    column,
    sortColumn: (field) => (Object.hasOwn(labels, field) ? labels[field] : column(field)),
    id: res.columns.id!,
  };
  return { selection, cols, joins };
}

/** Page statements kept per database handle (`page`): enough for every list's usual shapes. */
const PREPARED_MAX = 64;

/** A request's page statements with its values, and its estimate's statement once rendered. */
interface PagePlan {
  rows: Runnable;
  count: Runnable;
  values: Record<string, unknown>;
  sums: boolean;
  estimate?: Rendered;
}

/** Caps a map kept in insertion order by dropping its oldest entry. */
function remember<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= PREPARED_MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** A parameter as the key of a page statement reads it: a placeholder by its name, a value as itself, typed. */
const paramKey = (p: unknown) =>
  is(p, Placeholder)
    ? `:${p.name}`
    : is(p, Param) && is(p.value, Placeholder)
      ? `:${p.value.name}`
      : p instanceof Date
        ? `D${p.toISOString()}`
        : `${typeof p}${JSON.stringify(p)}`;

export class ResourceRepository {
  constructor(
    readonly res: ServerResource,
    private readonly lookup: Registry,
  ) {}

  /** The joined references of the definition, which does not change while the server runs. */
  private joinedOnce?: Joined;
  private get j(): Joined {
    this.joinedOnce ??= joined(this.res, this.lookup);
    return this.joinedOnce;
  }

  private readonly prepared = new WeakMap<DbOrTx, Map<string, { rows: Runnable; count: Runnable }>>();
  private readonly asked = new WeakMap<DbOrTx, Map<string, PagePlan>>();

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

  whereOf(q: Pick<TTableQuery, 'filter'>, bind?: Bind) {
    const j = this.j;
    return { j, where: and(this.scoped, buildWhere(this.res.def, j.cols, q, [], bind)) };
  }

  /**
   * One page and its count. With a policy, a count the planner expects above its threshold is
   * that estimate (`countEstimated`), and the totals, which cost the same full pass, are left
   * out; without one (workflow lists that forward no flag) the count is always exact.
   */
  async page(db: DbOrTx, q: TTableQuery, policy?: CountPolicy): Promise<PageResult> {
    const plan = this.pagePlan(db, q);
    const above = policy && !policy.exact && !q.exactCount ? policy.estimateAbove : 0;
    const [rows, totals] = await Promise.all([
      plan.rows.execute({ ...plan.values, limit: q.length, offset: (q.page - 1) * q.length }) as Promise<Row[]>,
      (async () => {
        if (above > 0) {
          const estimate = () => this.pageQueries(db, q).estimateQ;
          plan.estimate ??= estimate().toSQL();
          const planned = await plannedRows(db, plan.estimate, estimate);
          if (planned > above) return { planned };
        }
        const [t] = (await plan.count.execute(plan.values)) as Record<string, number>[];
        return { exact: (t ?? { count: 0 }) as Record<string, number> };
      })(),
    ]);
    if (totals.planned !== undefined) {
      const b = boundedEstimate(totals.planned, (q.page - 1) * q.length, rows.length, q.length);
      // A short page proves the total; it stays marked only when totals were asked and not computed.
      return { rows, count: b.count, ...(b.known && !plan.sums ? {} : { countEstimated: true }) };
    }
    const { count, ...summary } = totals.exact ?? { count: 0 };
    return { rows, count: Number(count), ...(plan.sums ? { summary } : {}) };
  }

  /**
   * A request with the filter, sort and totals of a recent one (the next page, a refresh, another
   * user on the same list) gets its statements and values as they were, without building anything:
   * equal requests make equal statements with equal values.
   */
  private pagePlan(db: DbOrTx, q: TTableQuery): PagePlan {
    const key = JSON.stringify([q.filter ?? null, q.prop ?? null, q.order ?? null, q.summary === true]);
    const asked = perHandle(this.asked, db, () => new Map());
    let plan = asked.get(key);
    if (!plan) {
      plan = this.preparedPage(db, q);
      remember(asked, key, plan);
    }
    return plan;
  }

  /**
   * The page's rows and count statements, prepared once per shape of query and run again with the
   * values of the next request: building the statement text (a select of every column and joined
   * label) cost the ORM more than a millisecond a call, more than PostgreSQL spent planning it. The
   * shape is the text of what varies (filter and sort) with each filter value as a named
   * placeholder, so equal keys are equal statements; values that are part of the shape (a view's
   * scope) are in the key as themselves. The statements stay unnamed: PostgreSQL plans each run
   * with its values, as before (docs/decisions.md "What a list call costs besides its SQL").
   */
  private preparedPage(db: DbOrTx, q: TTableQuery) {
    const values: Record<string, unknown> = {};
    const bind: Bind = (v, col) => {
      const name = `p${Object.keys(values).length}`;
      values[name] = v;
      // As the ORM binds a value: through the column's encoder when it has one (an expression has none).
      const encodes = typeof (col as { mapToDriverValue?: unknown } | undefined)?.mapToDriverValue === 'function';
      return encodes ? new Param(sql.placeholder(name), col) : sql.placeholder(name);
    };
    const { j, where } = this.whereOf(q, bind);
    const order = buildOrder(this.res.def, j.cols, q);
    const sums = q.summary ? this.res.def.fields.filter((f) => f.summary) : [];
    const shape = db
      .select({ one: sql`1` })
      .from(this.res.table)
      .where(where)
      .orderBy(...order)
      .toSQL();
    const key = `${sums.length}|${shape.sql}|${shape.params.map(paramKey).join(',')}`;
    const cache = perHandle(this.prepared, db, () => new Map());
    let entry = cache.get(key);
    if (!entry) {
      const agg: Record<string, SQL> = { count: sql<number>`count(*)::int` };
      for (const f of sums) agg[f.name] = sql<number>`coalesce(sum(${this.res.columns[f.name]}), 0)::float8`;
      entry = {
        rows: unnamed(
          this.base(db, j, j.selection)
            .where(where)
            .orderBy(...order)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
        // The count needs no joins: every join is a left join on a key, so it cannot change the number of rows.
        count: unnamed(db.select(agg).from(this.res.table).where(where)),
      };
      remember(cache, key, entry);
    }
    return { ...entry, values, sums: sums.length > 0 };
  }

  /** The statements behind a page; the benchmark runs them directly to compare. */
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
    // What the planner is asked to estimate: the matching rows, without the aggregate.
    const estimateQ = db.select({ one: sql`1` }).from(this.res.table).where(where);
    return { rowsQ, countQ, sums, estimateQ };
  }

  /** What the keyset reads of an export share: the query, its selection packed for JSON, and the order. */
  private keysetPlan(db: DbOrTx, q: Pick<TTableQuery, 'filter' | 'prop' | 'order'>, size: number, only?: readonly string[]) {
    const { j, where } = this.whereOf(q);
    const spec = sortSpec(this.res.def, j.cols, q);
    const order = buildOrder(this.res.def, j.cols, q);
    const idCol = j.cols.id;
    // `only`: the keys a caller reads (an export: its columns and the references' codes), less to read and decode.
    const wanted = only
      ? Object.fromEntries(['id', ...only].flatMap((k) => (k in j.selection ? [[k, j.selection[k]!]] : [])))
      : j.selection;
    const selection = spec.key ? { ...wanted, [KEY]: keyText(spec.key) } : wanted;
    const tieAfter = (row: Row) => (spec.dir === 'asc' ? gt(idCol, row.id) : lt(idCol, row.id));
    const query = (sel: Record<string, AnyPgColumn | SQL>, cond: SQL | undefined) =>
      this.base(db, j, sel)
        .where(and(where, cond))
        .orderBy(...order)
        .limit(size);
    const dates = new Set(Object.keys(selection).filter((k) => findField(this.res.def, k)?.kind === 'datetime'));
    return { selection, query, order: { ...spec, tieAfter }, packed: packedRows(selection, dates) };
  }

  /**
   * Export batches in the list's order, by keyset (keyset.ts): each batch is the next `size` rows
   * after the last one read, so every batch costs about the same however deep the export goes,
   * and memory holds one batch. Ties on the sort key are broken by id, as on the screen.
   */
  async *batches(
    db: DbOrTx,
    q: Pick<TTableQuery, 'filter' | 'prop' | 'order'>,
    size = 2000,
    only?: readonly string[],
  ): AsyncGenerator<Row[]> {
    const { selection, query, order, packed } = this.keysetPlan(db, q, size, only);
    const read =
      only && packed.fits
        ? async (cond: SQL | undefined) =>
            ((await query({ r: packed.expr }, cond)) as { r: unknown }[]).map((x) => packed.unpack(x.r))
        : (cond: SQL | undefined) => query(selection, cond) as Promise<Row[]>;
    yield* keysetBatches(read, order, size);
  }

  /**
   * The same batches with each row one JSON array text of `keys`, as the database packed it: only
   * each batch's last row is parsed here (for the keyset), the rest goes to the export's writer
   * thread as is. Null when the selection is too wide to pack.
   */
  jsonBatches(
    db: DbOrTx,
    q: Pick<TTableQuery, 'filter' | 'prop' | 'order'>,
    size: number,
    only: readonly string[],
  ): { keys: string[]; batches: AsyncGenerator<string[]> } | null {
    const { selection, query, order, packed } = this.keysetPlan(db, q, size, only);
    if (!packed.fits) return null;
    const read = async (cond: SQL | undefined): Promise<Row[]> => {
      const texts = ((await query({ r: packed.text }, cond)) as { r: string }[]).map((x) => x.r);
      const rows = texts.map((t) => ({ [JSON_TEXT]: t }) as unknown as Row);
      if (texts.length) rows[rows.length - 1] = { ...packed.unpack(texts[texts.length - 1]), [JSON_TEXT]: texts.at(-1) };
      return rows;
    };
    async function* batches() {
      for await (const rows of keysetBatches(read, order, size)) yield rows.map((r) => r[JSON_TEXT] as string);
    }
    return { keys: Object.keys(selection), batches: batches() };
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
