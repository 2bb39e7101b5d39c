import type FilterDropdown from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import { lazyPart } from '../lazyPart.tsx';

/**
 * The table's column filter menu (a column with `filters` or `filterDropdown`; our lists filter in
 * their own drawer). Its module brings Tree, Menu, Radio and Dropdown along.
 */
export default lazyPart(() => import('antd/es/table/hooks/useFilter/FilterDropdown')) as unknown as typeof FilterDropdown;

/** As antd's: the table reads it for every column with `filters`, before any menu is drawn. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  let keys: FilterValue = [];
  for (const { value, children } of filters ?? []) {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  }
  return keys;
}
