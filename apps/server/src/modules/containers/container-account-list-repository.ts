import { ctrBalance as balanceDef, ctrPosting as postingDef } from '@wms/contract/containers/container-account';
import type { TBalanceQuery, TPostingQuery } from '@wms/contract/containers/container-account-schema';
import type { ResourceDef } from '@wms/contract/resource';
import type { TFilterItem, TTableQuery } from '@wms/contract/table';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ctrAccount, ctrPosting } from '../../db/schema/index.ts';
import { filterItems } from '../resources/query-builder.ts';
import { ResourceRepository } from '../resources/resource-repository.ts';
import type { ServerResource } from '../resources/server-resource.ts';
import { containerAccountAge } from './container-account-repository.ts';

type Lookup = (name: string) => ServerResource;

/** The partner's kind, code and name beside an account or posting row (read for the page's rows only). */
const partnerColumns = (table: 'ctr_account' | 'ctr_posting') => {
  // Qualified by hand: drizzle writes a lone table's column unqualified.
  const of = (c: string) => sql.raw(`(select p.${c} from ctr_partner p where p.id = "${table}"."partner_id")`);
  return { partnerKind: of('kind'), partnerCode: of('code'), partnerName: of('name') };
};

function resource(def: ResourceDef, table: PgTable, extra: Record<string, SQL>): ServerResource {
  const columns = {
    ...(getTableColumns(table) as Record<string, AnyPgColumn>),
    ...(extra as unknown as Record<string, AnyPgColumn>),
  };
  return { def, table, columns, hooks: {} };
}

/** Balances and postings lists through the generic engine (filter, sort, page, totals, export). */
export class ContainerAccountListRepository {
  readonly balances: ResourceRepository;
  readonly postings: ResourceRepository;

  constructor(lookup: Lookup) {
    this.balances = new ResourceRepository(
      resource(balanceDef, ctrAccount, { ...partnerColumns('ctr_account'), ...containerAccountAge() }),
      lookup,
    );
    this.postings = new ResourceRepository(resource(postingDef, ctrPosting, partnerColumns('ctr_posting')), lookup);
  }

  balanceQuery(q: TBalanceQuery): TTableQuery {
    const items: TFilterItem[] = [...filterItems(q)];
    if (q.partnerKind) items.push({ field: 'partnerKind', operator: 'eq', value: q.partnerKind });
    if (q.packagingType) items.push({ field: 'packagingType', operator: 'eq', value: q.packagingType });
    if (q.partner) items.push({ field: 'partner', operator: 'eq', value: q.partner });
    if (q.open !== false) items.push({ field: 'balance', operator: 'gt', value: 0 });
    return { ...q, filter: items };
  }

  postingQuery(q: TPostingQuery): TTableQuery {
    const items: TFilterItem[] = [...filterItems(q)];
    if (q.partner) items.push({ field: 'partner', operator: 'eq', value: q.partner });
    if (q.packagingType) items.push({ field: 'packagingType', operator: 'eq', value: q.packagingType });
    if (q.kind) items.push({ field: 'kind', operator: 'eq', value: q.kind });
    if (q.start || q.end) items.push({ field: 'postedOn', operator: 'include', value: [q.start ?? '', q.end ?? ''] });
    return { ...q, filter: items };
  }
}
