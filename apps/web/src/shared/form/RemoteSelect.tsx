import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { fetchSelectPage, rowLabelWithName } from './selectApi.ts';
import { useDebounced } from './useDebounced.ts';

type Id = string | number;

export interface RemoteSelectProps extends Omit<SelectProps<Id | Id[]>, 'options' | 'showSearch' | 'loading'> {
  /** API prefix of the referenced resource; options come from `GET <path>/_select?keyword=`. */
  path: string;
  labelField?: string;
  /** Shown beside the label in the options (an item's name beside a SKU number). */
  nameField?: string;
  /** Only rows of this warehouse; `null`: none offered until one is chosen. */
  warehouse?: number | null;
}

/** A select (single or multiple) searching a resource on the server as the user types. */
export function RemoteSelect({ path, labelField, nameField, warehouse, placeholder, onChange, ...rest }: RemoteSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  // Labels of chosen values, so they stay readable after a new search replaces the options.
  const known = useRef(new Map<Id, string>());
  const query = useQuery({
    queryKey: ['remoteSelect', path, search, warehouse],
    queryFn: () => fetchSelectPage(path, 1, search, undefined, warehouse),
    enabled: warehouse !== null,
  });
  const rows = warehouse === null ? [] : (query.data?.rows ?? []);
  const options = rows.map((r) => ({ value: r.id as Id, label: rowLabelWithName(r, labelField, nameField) }));
  const seen = new Set(options.map((o) => o.value));
  const values = rest.value == null ? [] : Array.isArray(rest.value) ? rest.value : [rest.value];
  for (const v of values) {
    if (!seen.has(v) && known.current.has(v)) options.push({ value: v, label: known.current.get(v)! });
  }
  return (
    <Select<Id | Id[]>
      allowClear
      placeholder={placeholder ?? t('table.filter.search')}
      {...rest}
      loading={query.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(v, opt) => {
        for (const o of [opt].flat()) if (o && 'value' in o && o.value != null) known.current.set(o.value as Id, String(o.label));
        setKeyword('');
        onChange?.(v, opt);
      }}
    />
  );
}
