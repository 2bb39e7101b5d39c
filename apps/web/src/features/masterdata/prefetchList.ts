import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { queryClient } from '../../shared/api/queryClient.ts';
import { dictQuery } from '../../shared/form/useDict.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { filterFields } from '../../shared/table/filterRules.ts';
import { pageBody, readTableState } from '../../shared/table/tableState.ts';
import { tableDefaultQuery } from '../../shared/table/useColumnSettings.ts';
import { pageQuery } from '../../shared/table/usePageQuery.ts';

/**
 * Sends a resource list's first requests (the page the address asks for, the list's server column
 * default, the dictionaries of its enum columns) as soon as the route is known, keyed as the list's own queries: the screen then finds
 * them under way or answered instead of sending them once its code has loaded and drawn (about
 * half a second later on a cold start).
 */
export function prefetchResourceList(resource: string, search: URLSearchParams): void {
  const def = RESOURCE_BY_NAME.get(resource);
  if (!def) return;
  const fields = filterFields(def);
  const body = pageBody(def, fields, readTableState(search, def, fields, ''));
  void queryClient.prefetchQuery({ ...pageQuery(def.path, body), retry: false });
  void queryClient.prefetchQuery(tableDefaultQuery(def.name));
  const dicts = new Set(def.fields.filter((f) => f.kind === 'enum' && f.list === true).map((f) => f.enum ?? f.name));
  for (const name of dicts) void queryClient.prefetchQuery(dictQuery(name, i18n.language));
}
