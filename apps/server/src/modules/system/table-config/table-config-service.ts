import type { TTableColumn, TTableConfig } from '@wms/contract/system-table';
import { tableColumnNames, tableList } from '@wms/contract/table-lists';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { noteChange } from '../logs/audit.ts';
import { tableConfigRepository as repo } from './table-config-repository.ts';

type Row = Awaited<ReturnType<typeof repo.get>>;

const reply = (name: string, r: Row | undefined): TTableConfig => ({
  name,
  columns: (r?.columns as TTableColumn[] | undefined) ?? null,
  updatedAt: r ? r.updatedAt.toISOString() : null,
});

function knownList(name: string) {
  const def = tableList(name);
  if (!def) throw badRequest('tableConfig.unknownList', { name }, { field: 'name' });
  return def;
}

/** Default columns of the lists: only known lists and their own columns, each once. */
export class TableConfigService {
  constructor(private readonly db: Db) {}

  async get(name: string): Promise<TTableConfig> {
    knownList(name);
    return reply(name, await repo.get(this.db, name));
  }

  list = () => repo.list(this.db);

  async save(name: string, columns: TTableColumn[], userId: number | null): Promise<TTableConfig> {
    const known = new Set(tableColumnNames(knownList(name)));
    const seen = new Set<string>();
    for (const c of columns) {
      if (!known.has(c.name) || seen.has(c.name)) {
        throw badRequest('tableConfig.unknownColumn', { name, column: c.name }, { field: 'columns' });
      }
      seen.add(c.name);
    }
    const clean = columns.map((c) => ({ name: c.name, visible: c.visible, ...(c.width ? { width: c.width } : {}) }));
    const before = await repo.get(this.db, name);
    const after = await repo.save(this.db, name, clean, userId);
    noteChange({ before: before?.columns, after: after.columns });
    return reply(name, after);
  }

  async reset(name: string): Promise<TTableConfig> {
    knownList(name);
    const before = await repo.remove(this.db, name);
    noteChange({ before: before?.columns });
    return reply(name, undefined);
  }
}
