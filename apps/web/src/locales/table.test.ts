import { describe, expect, it } from 'vitest';
import { tableEn } from './table.en.ts';
import { tableZh } from './table.zh.ts';

const tableLocales = { zh: tableZh, en: tableEn };

describe('tableLocales', () => {
  it('has the same keys in Chinese and English, all under table.', () => {
    expect(Object.keys(tableLocales.en).sort()).toEqual(Object.keys(tableLocales.zh).sort());
    for (const key of Object.keys(tableLocales.zh)) expect(key.startsWith('table.')).toBe(true);
  });
  it('has no empty text', () => {
    for (const lang of [tableLocales.zh, tableLocales.en]) for (const v of Object.values(lang)) expect(v.trim()).not.toBe('');
  });
  it('carries the catalogue texts of spec §5 and §8', () => {
    expect(tableLocales.en['table.filter.noItems']).toBe('No filter items');
    expect(tableLocales.en['table.filter.nameEmpty']).toBe('Name cannot be empty');
    expect(tableLocales.en['table.upload.notImage']).toBe('The selected file is not an image');
    expect(tableLocales.en['table.columns.saveFailed']).toBe('Column settings save failed');
    expect(tableLocales.en['table.columns.resetFailed']).toBe('Column settings reset failed');
  });
});
