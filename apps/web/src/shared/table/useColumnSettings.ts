import type { ResourceDef } from '@wms/contract/resource';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback.ts';
import { type ColumnSetting, loadColumnSettings, resetColumnSettings, saveColumnSettings } from './columnSettings.ts';

/** Column settings of a resource, saved to session storage on every change; failures are told, not thrown. */
export function useColumnSettings(def: ResourceDef) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<ColumnSetting[]>(() => loadColumnSettings(def));

  // Another resource mounted in the same component (route reuse) brings its own settings.
  useEffect(() => setSettings(loadColumnSettings(def)), [def]);

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
      setSettings(resetColumnSettings(def));
    } catch {
      feedback().message.error(t('table.columns.resetFailed'));
    }
  }, [def, t]);

  return { settings, change, reset };
}
