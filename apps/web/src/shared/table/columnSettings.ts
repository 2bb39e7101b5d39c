/**
 * Column settings of a list (spec §2, §9): visibility, order, width and pinning, kept per resource
 * in session storage. Pure list operations plus a storage adapter that reports failures, because
 * the UI must say "column settings save failed / reset failed".
 */
import { auditColumnNames, type ResourceDef } from '@wms/contract/resource';

export type Pin = 'left' | 'right';

export interface ColumnSetting {
  name: string;
  visible: boolean;
  width?: number;
  fixed?: Pin;
}

export const MIN_COLUMN_WIDTH = 50;
export const MAX_COLUMN_WIDTH = 800;

export function defaultColumnSettings(def: ResourceDef): ColumnSetting[] {
  return [
    ...def.fields.map((f) => ({ name: f.name, visible: f.list === true })),
    // The audit columns the list's rows carry, offered but hidden until asked for.
    ...auditColumnNames(def).map((name) => ({ name, visible: false })),
  ];
}

export function clampWidth(width: unknown): number | undefined {
  if (typeof width !== 'number' || !Number.isFinite(width)) return undefined;
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/**
 * Saved settings over the current definition: saved order and choices for fields that still exist,
 * new fields appended with their defaults, removed fields dropped. Anything malformed is ignored.
 * `defaults`: what the settings start from (the list's server default, else its definition).
 */
export function mergeColumnSettings(
  def: ResourceDef,
  saved: unknown,
  defaults: ColumnSetting[] = defaultColumnSettings(def),
): ColumnSetting[] {
  if (!Array.isArray(saved)) return defaults;
  const byName = new Map(defaults.map((c) => [c.name, c]));
  const out: ColumnSetting[] = [];
  for (const entry of saved) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, visible, width, fixed } = entry as Record<string, unknown>;
    const base = typeof name === 'string' ? byName.get(name) : undefined;
    if (!base) continue;
    byName.delete(base.name);
    const col: ColumnSetting = { name: base.name, visible: typeof visible === 'boolean' ? visible : base.visible };
    const w = clampWidth(width);
    if (w !== undefined) col.width = w;
    if (fixed === 'left' || fixed === 'right') col.fixed = fixed;
    out.push(col);
  }
  return [...out, ...byName.values()];
}

export function moveColumn(list: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function updateColumn(list: readonly ColumnSetting[], name: string, patch: Partial<Omit<ColumnSetting, 'name'>>) {
  return list.map((c) => {
    if (c.name !== name) return c;
    const next: ColumnSetting = { ...c, ...patch };
    if (patch.width !== undefined) next.width = clampWidth(patch.width);
    if (next.width === undefined) delete next.width;
    if (next.fixed === undefined) delete next.fixed;
    return next;
  });
}

/** antd wants left-pinned columns first and right-pinned last; the user's order holds within each group. */
export function displayOrder(list: readonly ColumnSetting[]): ColumnSetting[] {
  const rank = (c: ColumnSetting) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return list.filter((c) => c.visible).sort((a, b) => rank(a) - rank(b));
}

export function columnSettingsKey(resource: string): string {
  return `wms.columns.${resource}`;
}

/** The storage the settings live in; an argument so tests can make it fail. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadColumnSettings(
  def: ResourceDef,
  storage: SettingsStorage = sessionStorage,
  defaults: ColumnSetting[] = defaultColumnSettings(def),
): ColumnSetting[] {
  try {
    const raw = storage.getItem(columnSettingsKey(def.name));
    return mergeColumnSettings(def, raw ? JSON.parse(raw) : undefined, defaults);
  } catch {
    return defaults;
  }
}

/** Whether the user has settings of their own for the list (else the list follows its default). */
export function hasOwnColumnSettings(resource: string, storage: SettingsStorage = sessionStorage): boolean {
  try {
    return storage.getItem(columnSettingsKey(resource)) !== null;
  } catch {
    return false;
  }
}

/** Throws when the storage refuses (quota, privacy mode); the caller shows "column settings save failed". */
export function saveColumnSettings(resource: string, list: readonly ColumnSetting[], storage: SettingsStorage = sessionStorage) {
  storage.setItem(columnSettingsKey(resource), JSON.stringify(list));
}

/** Throws when the storage refuses; the caller shows "column settings reset failed". */
export function resetColumnSettings(
  def: ResourceDef,
  storage: SettingsStorage = sessionStorage,
  defaults: ColumnSetting[] = defaultColumnSettings(def),
): ColumnSetting[] {
  storage.removeItem(columnSettingsKey(def.name));
  return defaults;
}
