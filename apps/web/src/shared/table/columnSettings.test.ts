import { defineResource } from '@wms/contract/resource';
import { warehouse } from '@wms/contract/resources/warehouse';
import { stockLedger } from '@wms/contract/stock';
import { sysLog } from '@wms/contract/system-log';
import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  columnSettingsKey,
  defaultColumnSettings,
  displayOrder,
  hasOwnColumnSettings,
  loadColumnSettings,
  mergeColumnSettings,
  moveColumn,
  resetColumnSettings,
  type SettingsStorage,
  saveColumnSettings,
  updateColumn,
} from './columnSettings.ts';

function memoryStorage(fail = false) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (fail) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => {
      if (fail) throw new Error('SecurityError');
      data.delete(k);
    },
  };
}

describe('defaults', () => {
  it('lists every field in definition order, visible when list is set, then the audit columns hidden', () => {
    const cols = defaultColumnSettings(warehouse);
    expect(cols.map((c) => c.name)).toEqual([...warehouse.fields.map((f) => f.name), 'createdAt', 'updatedAt']);
    expect(cols.every((c) => c.visible === (c.name !== 'createdAt' && c.name !== 'updatedAt'))).toBe(true);
  });

  it('offers only the audit columns the list has, once, and never one it cannot sort (issue 26)', () => {
    expect(defaultColumnSettings(stockLedger).map((c) => c.name)).toEqual(stockLedger.fields.map((f) => f.name));
    const log = defaultColumnSettings(sysLog).map((c) => c.name);
    expect(log).toEqual(sysLog.fields.map((f) => f.name));
    expect(log.filter((n) => n === 'createdAt')).toHaveLength(1);
  });
});

describe('mergeColumnSettings', () => {
  it('keeps the saved order and choices, appends new fields, drops gone ones', () => {
    const saved = [
      { name: 'name', visible: false, width: 120, fixed: 'left' },
      { name: 'gone', visible: true },
      { name: 'code', visible: true, fixed: 'middle', width: 'wide' },
    ];
    const out = mergeColumnSettings(warehouse, saved);
    expect(out.slice(0, 2)).toEqual([
      { name: 'name', visible: false, width: 120, fixed: 'left' },
      { name: 'code', visible: true },
    ]);
    expect(out.map((c) => c.name)).toHaveLength(defaultColumnSettings(warehouse).length);
    expect(out.map((c) => c.name)).not.toContain('gone');
  });
  it('falls back to defaults for junk', () => {
    expect(mergeColumnSettings(warehouse, 'x')).toEqual(defaultColumnSettings(warehouse));
    expect(mergeColumnSettings(warehouse, [null, 1, { name: 'code', visible: 'yes' }])[0]).toEqual({
      name: 'code',
      visible: true,
    });
  });
  it('ignores a duplicated entry', () => {
    const out = mergeColumnSettings(warehouse, [
      { name: 'code', visible: false },
      { name: 'code', visible: true },
    ]);
    expect(out.filter((c) => c.name === 'code')).toEqual([{ name: 'code', visible: false }]);
  });
});

describe('editing', () => {
  const cols = defaultColumnSettings(warehouse);
  it('moves up, down and by drag', () => {
    expect(
      moveColumn(cols, 1, 0)
        .slice(0, 2)
        .map((c) => c.name),
    ).toEqual(['name', 'code']);
    expect(
      moveColumn(cols, 0, 2)
        .slice(0, 3)
        .map((c) => c.name),
    ).toEqual(['name', 'description', 'code']);
    expect(moveColumn(cols, 0, -1)).toEqual(cols);
    expect(moveColumn(cols, 0, 99)).toEqual(cols);
  });
  it('updates visibility, width and pin', () => {
    let next = updateColumn(cols, 'code', { visible: false, width: 10, fixed: 'right' });
    expect(next[0]).toEqual({ name: 'code', visible: false, width: 50, fixed: 'right' });
    next = updateColumn(next, 'code', { fixed: undefined, width: 2000 });
    expect(next[0]).toEqual({ name: 'code', visible: false, width: 800 });
    expect(next[1]).toBe(cols[1]);
  });
  it('clamps widths', () => {
    expect(clampWidth(120.4)).toBe(120);
    expect(clampWidth(Number.NaN)).toBeUndefined();
    expect(clampWidth('100')).toBeUndefined();
  });
  it('shows left pins first and right pins last, hidden columns not at all', () => {
    const list = [
      { name: 'a', visible: true, fixed: 'right' as const },
      { name: 'b', visible: true },
      { name: 'c', visible: false },
      { name: 'd', visible: true, fixed: 'left' as const },
      { name: 'e', visible: true },
    ];
    expect(displayOrder(list).map((c) => c.name)).toEqual(['d', 'b', 'e', 'a']);
  });
});

describe('storage', () => {
  it('saves per resource and loads back', () => {
    const s = memoryStorage();
    const cols = updateColumn(defaultColumnSettings(warehouse), 'code', { visible: false });
    saveColumnSettings('warehouse', cols, s);
    expect(s.data.has(columnSettingsKey('warehouse'))).toBe(true);
    expect(loadColumnSettings(warehouse, s)).toEqual(cols);
  });
  it('reads corrupt storage as defaults', () => {
    const s = memoryStorage();
    s.data.set(columnSettingsKey('warehouse'), '{oops');
    expect(loadColumnSettings(warehouse, s)).toEqual(defaultColumnSettings(warehouse));
  });
  it('resets to defaults', () => {
    const s = memoryStorage();
    saveColumnSettings('warehouse', [], s);
    expect(resetColumnSettings(warehouse, s)).toEqual(defaultColumnSettings(warehouse));
    expect(s.data.size).toBe(0);
  });
  it('lets save and reset failures surface', () => {
    const s = memoryStorage(true);
    expect(() => saveColumnSettings('warehouse', [], s)).toThrow();
    expect(() => resetColumnSettings(warehouse, s)).toThrow();
  });
});

describe('server default columns (table configuration)', () => {
  const def = defineResource({
    name: 'probe',
    path: '/bas/probe',
    fields: [
      { name: 'code', kind: 'string', list: true },
      { name: 'name', kind: 'string', list: true },
      { name: 'note', kind: 'string' },
    ],
  });
  const memory = (): SettingsStorage => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
  };
  const serverDefault = mergeColumnSettings(def, [
    { name: 'note', visible: true, width: 300 },
    { name: 'code', visible: false },
  ]);

  it('a user without settings of their own sees the server default; new columns follow it', () => {
    const s = memory();
    expect(loadColumnSettings(def, s, serverDefault).map((c) => [c.name, c.visible, c.width])).toEqual([
      ['note', true, 300],
      ['code', false, undefined],
      ['name', true, undefined],
      ['createdAt', false, undefined],
      ['updatedAt', false, undefined],
    ]);
    expect(hasOwnColumnSettings('probe', s)).toBe(false);
  });

  it('own settings win; reset returns to the server default', () => {
    const s = memory();
    saveColumnSettings('probe', [{ name: 'code', visible: true }], s);
    expect(hasOwnColumnSettings('probe', s)).toBe(true);
    const own = loadColumnSettings(def, s, serverDefault);
    expect(own[0]).toEqual({ name: 'code', visible: true });
    // Columns the user never placed come in the server default's order and choice.
    expect(own.slice(1, 3).map((c) => c.name)).toEqual(['note', 'name']);
    expect(resetColumnSettings(def, s, serverDefault)).toBe(serverDefault);
    expect(hasOwnColumnSettings('probe', s)).toBe(false);
  });
});
