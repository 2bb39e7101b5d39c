import { useQuery } from '@tanstack/react-query';
import { location as locationDef } from '@wms/contract/resources/location';
import { Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../shared/api/request.ts';
import { useDebounced } from '../../../shared/form/useDebounced.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

interface LocationRow {
  id: number;
  code: string;
}

/** Locations of one warehouse whose code contains `keyword` (the list call, filtered: `_select` knows no warehouse). */
async function fetchLocations(warehouse: number, keyword: string): Promise<LocationRow[]> {
  const filter = [
    { field: 'warehouse', operator: 'eq', value: warehouse },
    ...(keyword ? [{ field: 'code', operator: 'include', value: keyword }] : []),
  ];
  const reply = await api.post<{ data?: { rows?: LocationRow[] } }>(`${locationDef.path}/~page/get`, {
    page: 1,
    length: 50,
    prop: 'code',
    order: 'asc',
    filter,
  });
  return reply?.data?.rows ?? [];
}

export interface LocationSelectProps {
  /** Only this warehouse's locations are offered (an order puts away into its own warehouse). */
  warehouse?: number | null;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the current value, when known (the line's `locationLabel`). */
  label?: string | null;
  id?: string;
  ariaLabel?: string;
  status?: 'error' | 'warning' | '';
  style?: React.CSSProperties;
}

/** A searchable select of the locations of one warehouse; the value is the location id. */
export function LocationSelect({ warehouse, value, onChange, label, id, ariaLabel, status, style }: LocationSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const query = useQuery({
    queryKey: ['ibLocations', warehouse, search],
    queryFn: () => fetchLocations(warehouse!, search),
    enabled: !!warehouse,
  });
  const options = (query.data ?? []).map((r) => ({ value: r.id, label: r.code }));
  if (value != null && label && !options.some((o) => o.value === value)) options.unshift({ value, label });
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      allowClear
      style={{ minWidth: 140, ...style }}
      status={status || undefined}
      disabled={!warehouse}
      placeholder={warehouse ? t('table.filter.search') : t('ibOrder.chooseWarehouse')}
      loading={query.isFetching}
      options={options}
      value={value ?? undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(v) => {
        setKeyword('');
        onChange?.(v ?? null);
      }}
    />
  );
}
