import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_PATH, MODULE_PATH, renderGs1Dictionary } from '../../scripts/gen-gs1-dictionary.ts';
import { aiDef, allAiDefs, DL_PRIMARY_KEYS, DL_SHORT_NAMES, predefinedDataLength } from './gs1-ais.ts';
import { LINTERS } from './gs1-lints.ts';

describe('the generated GS1 dictionary', () => {
  it('is what the generator makes of gs1/gs1-syntax-dictionary.txt (regenerate if this fails)', () => {
    expect(readFileSync(MODULE_PATH, 'utf8')).toBe(renderGs1Dictionary(readFileSync(DICTIONARY_PATH, 'utf8')));
  });

  it('refuses a line it cannot represent', () => {
    expect(() => renderGs1Dictionary('01 *? N14,csum bogus=1 # GTIN')).toThrow(/unknown attribute/);
    expect(() => renderGs1Dictionary('0A *? N14 # GTIN')).toThrow(/bad AI/);
  });

  it('has a linter for every check the dictionary names', () => {
    const named = new Set(allAiDefs().flatMap((d) => d.parts.flatMap((p) => p.linters)));
    expect([...named].filter((name) => !LINTERS[name])).toEqual([]);
  });

  it('expands ranges and reads flags and attributes', () => {
    expect(allAiDefs().length).toBeGreaterThan(500);
    expect(aiDef('3105')).toMatchObject({ title: 'NET WEIGHT (kg)', fnc1: false, decimal: 5, ex: ['310n'] });
    expect(aiDef('01')).toMatchObject({ fnc1: false, dlDataAttr: true, dlQualifiers: [['22', '10', '21'], ['235']] });
    expect(aiDef('250')?.req).toEqual([
      [
        ['01', '21'],
        ['03', '21'],
        ['8006', '21'],
      ],
    ]);
    expect(aiDef('7007')?.parts.map((p) => [p.min, p.max, p.optional])).toEqual([
      [6, 6, false],
      [6, 6, true],
    ]);
  });

  it('gives predefined lengths from the `*` flag, and by prefix for AIs it lacks', () => {
    expect(predefinedDataLength('00')).toBe(18);
    expect(predefinedDataLength('414')).toBe(13);
    expect(predefinedDataLength('3103')).toBe(6);
    expect(predefinedDataLength('10')).toBeUndefined();
    expect(predefinedDataLength('8001')).toBeUndefined(); // fixed length, but followed by FNC1
    expect(predefinedDataLength('419')).toBe(13);
  });

  it('knows the Digital Link primary keys, and every short name is a dictionary AI', () => {
    expect([...DL_PRIMARY_KEYS].sort()).toEqual(
      [
        '00',
        '01',
        '253',
        '255',
        '401',
        '402',
        '414',
        '415',
        '417',
        '8003',
        '8004',
        '8006',
        '8010',
        '8013',
        '8017',
        '8018',
      ].sort(),
    );
    for (const ai of DL_SHORT_NAMES.values()) expect(aiDef(ai)).toBeDefined();
  });
});
