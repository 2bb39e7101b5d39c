import type { TFilterItem } from '@wms/contract/table';
import { Input } from 'antd';
import type { ListTableContext } from '../../shared/table/ListTable.tsx';

/** The partner search is the list's own filter on the name (so the filter drawer and the export see it). */
const SEARCH_FIELD = 'partnerName';
const isSearch = (it: TFilterItem) => it.field === SEARCH_FIELD && it.operator === 'include';

/** A partner-name search box over a list with a `partnerName` field (balances, statements). */
export function PartnerSearch({ ctx, label }: { ctx: ListTableContext; label: string }) {
  const current = ctx.state.filter.find(isSearch)?.value;
  const text = typeof current === 'string' ? current : '';
  return (
    <Input.Search
      key={text}
      defaultValue={text}
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ width: 220 }}
      onSearch={(v) => {
        const keyword = v.trim();
        const rest = ctx.state.filter.filter((it) => !isSearch(it));
        ctx.setFilter(keyword ? [...rest, { field: SEARCH_FIELD, operator: 'include', value: keyword }] : rest);
      }}
    />
  );
}
