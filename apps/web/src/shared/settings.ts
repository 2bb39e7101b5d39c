import { local } from './storage.ts';
import { createStore } from './store.ts';

/** Layout settings (spec §3), persisted in local storage. Defaults: default layout, tags on, menu expanded. */
export interface LayoutSettings {
  ismobile: boolean;
  layout: 'default';
  menuIsCollapse: boolean;
  layoutTags: boolean;
  theme: 'light' | 'dark';
}

export const SETTINGS_KEY = 'APP_LAYOUT';
export const MOBILE_MAX_WIDTH = 768;

export const DEFAULT_SETTINGS: LayoutSettings = {
  ismobile: false,
  layout: 'default',
  menuIsCollapse: false,
  layoutTags: true,
  theme: 'light',
};

function load(): LayoutSettings {
  const saved = local.get<Partial<LayoutSettings>>(SETTINGS_KEY);
  const s = { ...DEFAULT_SETTINGS, ...(typeof saved === 'object' && saved ? saved : {}) };
  // The viewport decides "mobile", not the last session's device.
  if (typeof window !== 'undefined') s.ismobile = window.innerWidth < MOBILE_MAX_WIDTH;
  return s;
}

export const settingsStore = createStore<LayoutSettings>(load());

export function updateSettings(patch: Partial<LayoutSettings>): void {
  settingsStore.set((s) => {
    const next = { ...s, ...patch };
    return (Object.keys(patch) as (keyof LayoutSettings)[]).every((k) => s[k] === next[k]) ? s : next;
  });
  local.set(SETTINGS_KEY, settingsStore.get());
}
