import type { ResourceDef } from '@wms/contract/resource';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';

export type Row = Record<string, unknown>;

/** What a resource may override; everything else is generic. */
export interface ResourceHooks {
  /** Inside the insert transaction, before the rows are written. */
  beforeInsert?(tx: DbOrTx, rows: Row[]): Promise<void>;
  /** Inside the delete transaction; throw an AppError to refuse. */
  beforeDelete?(tx: DbOrTx, ids: number[], lang: Lang): Promise<void>;
  /** Extra routes under the resource's prefix. */
  routes?(app: FastifyInstance, res: ServerResource): void;
}

export interface ServerResource {
  def: ResourceDef;
  table: PgTable;
  columns: Record<string, AnyPgColumn>;
  hooks: ResourceHooks;
}

export function serverResource(def: ResourceDef, table: PgTable, hooks: ResourceHooks = {}): ServerResource {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  for (const f of [...def.fields.map((x) => x.name), ...Object.keys(def.scope ?? {})]) {
    if (!columns[f]) throw new Error(`resource ${def.name}: table has no column for field ${f}`);
  }
  return { def, table, columns, hooks };
}
