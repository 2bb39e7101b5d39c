import { useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@wms/contract/resource';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import {
  type ColumnSetting,
  defaultColumnSettings,
  hasOwnColumnSettings,
  loadColumnSettings,
  mergeColumnSettings,
  resetColumnSettings,
  saveColumnSettings,
} from './columnSettings.ts';

/** The list's server default (`/system/table`), or null when none is set or it cannot be read. */
async function fetchTableDefault(name: string): Promise<unknown[] | null> {
  try {
    const r = await api.get<{ data?: { columns?: unknown } }>('/system/table/_get', { name }, { silent: true });
    return Array.isArray(r?.data?.columns) ? r.data.columns : null;
  } catch {
    return null;
  }
}

/** The query of a list's server default: read once per list per session (an administrator's change shows after a reload). */
export const tableDefaultQuery = (name: string) => ({
  queryKey: ['tableDefault', name],
  queryFn: () => fetchTableDefault(name),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Column settings of a resource, saved to session storage on every change; failures are told, not
 * thrown. Without settings of their own a user sees the list's server default (table configuration),
 * else its definition's; reset returns there.
 */
export function useColumnSettings(def: ResourceDef) {
  const { t } = useTranslation();
  // Loading and "none set" are the same to the list: no second draw when the answer is "none".
  const serverColumns = useQuery(tableDefaultQuery(def.name)).data ?? null;
  const defaults = useMemo(() => mergeColumnSettings(def, serverColumns, defaultColumnSettings(def)), [def, serverColumns]);
  const [settings, setSettings] = useState<ColumnSetting[]>(() => loadColumnSettings(def, sessionStorage, defaults));

  // Another resource mounted in the same component (route reuse) brings its own settings; the server
  // default arriving after the first draw replaces the definition's unless the user has their own.
  useEffect(() => setSettings(loadColumnSettings(def, sessionStorage, defaults)), [def, defaults]);

  const change = useCallback(
    (next: ColumnSetting[]) => {
      setSettings(next);
      try {
        saveColumnSettings(def.name, next);
      } catch {
        feedback().message.error(t('table.columns.saveFailed'));
      }
    },
    [def, t],
  );

  const reset = useCallback(() => {
    try {
      setSettings(resetColumnSettings(def, sessionStorage, defaults));
    } catch {
      feedback().message.error(t('table.columns.resetFailed'));
    }
  }, [def, defaults, t]);

  return { settings, change, reset, own: hasOwnColumnSettings(def.name) };
}
