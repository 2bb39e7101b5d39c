import { useQuery } from '@tanstack/react-query';
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
  // An empty or failed dictionary read still shows the contract's labels rather than bare codes.
  const options = query.data?.length ? query.data : (builtinOptions(name ?? '', i18n.language) ?? NONE);
  const labels = useMemo(() => new Map(options.map((o) => [String(o.value), o.label])), [options]);
  return {
    options,
    loading: query.isLoading,
    /** The label of a value; the value itself when neither the dictionary nor the contract knows it. */
    labelOf: (value: unknown) => labels.get(String(value)) ?? String(value ?? ''),
  };
}
