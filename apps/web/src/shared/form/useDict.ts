import { useQueries, useQuery } from '@tanstack/react-query';
import { ENUM_LABELS, ENUMS, type EnumName } from '@wms/contract/enums';
import { useMemo } from 'react';
import { api } from '../api/request.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';

export interface DictOption {
  value: string;
  label: string;
}

interface DictReply {
  data?: DictOption[];
}

/** Dictionaries change rarely; one fetch per name and language serves every select, tag and filter of the session. */
const DICT_STALE_MS = 10 * 60 * 1000;
const NONE: DictOption[] = [];

export function dictQueryKey(name: string, language: string) {
  return ['dict', name, language] as const;
}

/** The contract's own labels of an enumeration: shown until the dictionary (which an administrator may relabel) arrives, never the raw codes. */
function builtinOptions(name: string, language: string): DictOption[] | undefined {
  if (!(name in ENUMS)) return undefined;
  const labels = ENUM_LABELS[name as EnumName];
  return ENUMS[name as EnumName].map((value) => ({
    value,
    label: labels[value]?.[language.startsWith('en') ? 'en' : 'zh'] ?? value,
  }));
}

/** What a dictionary offers: as read, or, when the read is empty or failed, the contract's labels rather than bare codes. */
function optionsOf(name: string, language: string, data: DictOption[] | undefined): DictOption[] {
  return data?.length ? data : (builtinOptions(name, language) ?? NONE);
}

/** The query of one dictionary in one language (also prefetched with a list's first page). */
export const dictQuery = (name: string, language: string) => ({
  queryKey: dictQueryKey(name, language),
  queryFn: async () => {
    const reply = await api.get<DictReply>('/system/dict/_get', { name });
    return Array.isArray(reply?.data) ? reply.data : [];
  },
  staleTime: DICT_STALE_MS,
});

/** Options of a dictionary (`GET /system/dict/_get?name=`), labelled in the UI language, plus a value → label lookup. */
export function useDict(name: string | undefined) {
  const { i18n } = useTranslation();
  const query = useQuery({
    ...dictQuery(name ?? '', i18n.language),
    enabled: !!name,
    placeholderData: () => builtinOptions(name ?? '', i18n.language),
  });
  const options = optionsOf(name ?? '', i18n.language, query.data);
  const labels = useMemo(() => new Map(options.map((o) => [String(o.value), o.label])), [options]);
  return {
    options,
    loading: query.isLoading,
    /** The label of a value; the value itself when neither the dictionary nor the contract knows it. */
    labelOf: (value: unknown) => labels.get(String(value)) ?? String(value ?? ''),
  };
}

const dataOf = (results: { data?: DictOption[] }[]) => results.map((r) => r.data);

/**
 * The labels of several dictionaries through one lookup, for a list whose enumeration cells would
 * otherwise each hold a query observer of their own (20 rows × a few columns, on every draw). The
 * lookup changes only when a dictionary's content or the language does (the combined data is shared
 * structurally), so columns built on it stay as they are while a dictionary is merely refetched.
 */
export function useDictLabels(names: readonly string[]): (name: string, value: unknown) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const datas = useQueries({
    queries: names.map((name) => ({ ...dictQuery(name, language), placeholderData: () => builtinOptions(name, language) })),
    combine: dataOf,
  });
  const key = names.join('\n');
  // By `key`, not `names` (a new array on each call); `datas` is shared structurally, so it holds.
  return useMemo(() => {
    const maps = new Map(
      key.split('\n').map((name, i) => {
        const options = optionsOf(name, language, datas[i]);
        return [name, new Map(options.map((o) => [String(o.value), o.label]))] as const;
      }),
    );
    return (name: string, value: unknown) => maps.get(name)?.get(String(value)) ?? String(value ?? '');
  }, [key, datas, language]);
}
