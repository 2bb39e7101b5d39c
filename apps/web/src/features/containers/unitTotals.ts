import { PACKAGING_TYPES } from '@wms/contract/containers/container-account';
import type { ResourceDef } from '@wms/contract/resource';
import type { TFilterItem } from '@wms/contract/table';
import { useCallback } from 'react';
import type { TableState } from '../../shared/table/tableState.ts';

/**
 * Totals of the container lists (docs/decisions/containers.md, "Container screens: owed columns and
 * unit totals"): units of different packaging types (pallets, boxes, lids) do not add up, so a unit
 * total is shown only when the list holds one packaging type; money totals (one currency) always.
 */

/** The container lists' money fields, in minor currency units; every other total counts units. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['rent', 'lossValue', 'total']);

const asList = (v: TFilterItem['value']): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x) => x !== null && x !== '').map(String);

/**
 * The one packaging type a list is narrowed to, by the toolbar's choice (`chosen`) and the filter's
 * conditions on `packagingType` (all of which hold together), else null: no type, or more than one.
 */
export function onePackagingType(chosen: string | undefined, filter: readonly TFilterItem[]): string | null {
  let types = new Set<string>(chosen ? [chosen] : PACKAGING_TYPES);
  for (const item of filter) {
    if (item.field !== 'packagingType') continue;
    const values = asList(item.value);
    // An empty condition is left out of the request, as the list leaves it (it narrows nothing).
    if (values.length === 0) continue;
    if (item.operator === 'eq' || item.operator === 'include') types = new Set([...types].filter((t) => values.includes(t)));
    else if (item.operator === 'ne' || item.operator === 'exclude') for (const v of values) types.delete(v);
  }
  return types.size === 1 ? [...types][0]! : null;
}

/** The list's total fields the totals row may show: money always, units only over one packaging type. */
export function shownTotals(def: ResourceDef, packagingType: string | null): string[] {
  return def.fields.filter((f) => f.summary && (packagingType !== null || MONEY_FIELDS.has(f.name))).map((f) => f.name);
}

/** The list's `totals` (ListTable): by the toolbar's packaging type (`chosen`) and the list's filter. */
export function useUnitTotals(def: ResourceDef, chosen: string | undefined) {
  return useCallback((state: TableState) => shownTotals(def, onePackagingType(chosen, state.filter)), [def, chosen]);
}
