import { ENUM_LABELS, type EnumName } from '@wms/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { sysDict } from '../../db/schema/index.ts';

export type EnumLabels = Record<EnumName, Record<string, { zh: string; en: string }>>;

/**
 * The contract's enum labels with the dictionary's edits over them: what exports and templates
 * write and imports read, so a relabelled value reads as on the screens. One small query per
 * file, so every process sees an edit at once.
 */
export async function enumLabels(db: DbOrTx): Promise<EnumLabels> {
  const out = Object.fromEntries(Object.entries(ENUM_LABELS).map(([k, v]) => [k, { ...v }])) as EnumLabels;
  const rows = await db
    .select({ name: sysDict.name, value: sysDict.value, zh: sysDict.labelZh, en: sysDict.labelEn })
    .from(sysDict);
  for (const r of rows) {
    const labels = out[r.name as EnumName];
    if (labels) labels[r.value] = { zh: r.zh, en: r.en };
  }
  return out;
}
