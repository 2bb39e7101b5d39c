import { describe, expect, it } from 'vitest';
import { ENUM_LABELS, ENUMS } from '../enums.ts';
import { fieldLabel, LABELS, label } from '../locales/index.ts';
import { RESOURCE_BY_NAME, RESOURCES } from './index.ts';

/** Mistakes in a definition that the generic engine would only show at run time, or never. */
describe.each(RESOURCES.map((def) => [def.name, def] as const))('resource definition %s', (_name, def) => {
  const field = (n: string) => def.fields.find((f) => f.name === n);

  it('is registered once, under its own path', () => {
    expect(RESOURCES.filter((r) => r.name === def.name)).toHaveLength(1);
    expect(RESOURCES.filter((r) => r.path === def.path)).toHaveLength(1);
    expect(RESOURCES.filter((r) => r.area === def.area && r.key === def.key)).toHaveLength(1);
    expect(def.path.startsWith(`/${def.area}/`)).toBe(true);
  });

  it('names existing fields as label, code, search, sort and unique fields', () => {
    expect(field(def.labelField)).toBeDefined();
    expect(field(def.codeField)).toBeDefined();
    expect(def.searchFields.length).toBeGreaterThan(0);
    // Keyword search is a text match, so only text columns may be searched.
    for (const s of def.searchFields) expect(['string', 'text'], s).toContain(field(s)?.kind);
    for (const key of def.unique ?? []) for (const k of key) expect(field(k), k).toBeDefined();
    if (def.defaultSort && def.defaultSort.prop !== 'id') expect(field(def.defaultSort.prop)?.sortable).toBe(true);
  });

  it('points references at registered resources and enums at known enumerations', () => {
    for (const f of def.fields) {
      if (f.kind === 'ref') expect(RESOURCE_BY_NAME.has(f.ref ?? ''), f.name).toBe(true);
      if (f.kind === 'enum') {
        expect(ENUMS[f.enum!], f.name).toBeDefined();
        for (const v of ENUMS[f.enum!]) expect(ENUM_LABELS[f.enum!][v], `${f.enum}.${v}`).toBeDefined();
      }
    }
  });

  it('has a title and a distinct label for every field in both languages', () => {
    expect(label('zh', `resources.${def.name}.title`)).toBeDefined();
    expect(LABELS.en[`resources.${def.name}.title`]).toMatch(/^[\x20-\x7e]+$/);
    for (const lang of ['zh', 'en'] as const) {
      const labels = def.fields.map((f) => fieldLabel(lang, def.name, f.name));
      // A field without a label would show its payload name; two equal labels would make import headers ambiguous.
      for (const [i, f] of def.fields.entries()) expect(labels[i], `${lang} ${f.name}`).not.toBe(f.name);
      expect(new Set(labels.map((l) => l.toLowerCase())).size, `${lang} ${labels.join(', ')}`).toBe(labels.length);
    }
  });
});
