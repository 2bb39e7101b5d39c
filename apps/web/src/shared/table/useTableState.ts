import type { ResourceDef } from '@wms/contract/resource';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterField } from './filterRules.ts';
import { readTableState, type TableState, writeTableState } from './tableState.ts';

/**
 * The table state, read from and written to the URL. Each change is a history entry, so the back
 * button returns to the previous page or filter; `replace` is for corrections nobody asked for.
 */
export function useTableState(def: ResourceDef, fields: readonly FilterField[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, def, fields, prefix), [params, def, fields, prefix]);
  const update = useCallback(
    (patch: Partial<TableState>, opts?: { replace?: boolean }) => {
      setParams((prev) => writeTableState(prev, { ...readTableState(prev, def, fields, prefix), ...patch }, prefix), opts);
    },
    [setParams, def, fields, prefix],
  );
  return [state, update] as const;
}
