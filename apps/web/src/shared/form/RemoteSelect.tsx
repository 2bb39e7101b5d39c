import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { fetchSelectPage, rowLabel } from './selectApi.ts';
import { useDebounced } from './useDebounced.ts';

type Id = string | number;

export interface RemoteSelectProps extends Omit<SelectProps<Id | Id[]>, 'options' | 'showSearch' | 'loading'> {
  /** API prefix of the referenced resource; options come from `GET <path>/_select?keyword=`. */
  path: string;
  labelField?: string;
}

/** A select (single or multiple) searching a resource on the server as the user types. */
export function RemoteSelect({ path, labelField, placeholder, onChange, ...rest }: RemoteSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  // Labels of chosen values, so they stay readable after a new search replaces the options.
  const known = useRef(new Map<Id, string>());
  const query = useQuery({
    queryKey: ['remoteSelect', path, search],
    queryFn: () => fetchSelectPage(path, 1, search),
  });
  const options = (query.data?.rows ?? []).map((r) => ({ value: r.id as Id, label: rowLabel(r, labelField) }));
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
