import type { TTableQuery } from '@wms/contract/table';
import type { SQL } from 'drizzle-orm';
import { and, eq, gt, is, lt, Param, Placeholder, sql } from 'drizzle-orm';
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

/**
 * A resource's list reads: one page and its count (statements prepared per shape of query) and the
 * export's batches by keyset, each row with its references' labels joined in. The row reads and
 * writes are ResourceRepository's (resource-repository.ts), which extends this.
 */
export class ResourceListReads {
  constructor(
    readonly res: ServerResource,
    private readonly lookup: Registry,
  ) {}

  /** The joined references of the definition, which does not change while the server runs. */
  private joinedOnce?: Joined;
  protected get j(): Joined {
    this.joinedOnce ??= joined(this.res, this.lookup);
    return this.joinedOnce;
  }

  private readonly prepared = new WeakMap<DbOrTx, Map<string, { rows: Runnable; count: Runnable }>>();
  private readonly asked = new WeakMap<DbOrTx, Map<string, PagePlan>>();

  /** A view's fixed column values (`def.scope`) as a condition; undefined for a whole table. */
  protected get scoped(): SQL | undefined {
    const scope = Object.entries(this.res.def.scope ?? {});
    return scope.length ? and(...scope.map(([k, v]) => eq(this.res.columns[k]!, v))) : undefined;
  }

  protected base(db: DbOrTx, j: Joined, selection: Record<string, AnyPgColumn | SQL>) {
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
   * with its values, as before (docs/decisions/performance.md "What a list call costs besides its SQL").
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
}
