import { ENUMS } from '@wms/contract/enums';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';

/**
 * A valid value for a field, different for each `i`, derived from the definition alone so the
 * conformance suite works for any resource. References are filled by the caller.
 */
export function sampleValue(def: ResourceDef, f: FieldDef, i: number): unknown {
  switch (f.kind) {
    case 'string':
    case 'text': {
      if (f.format === 'email') return `${f.name.slice(0, 6)}.${def.name.slice(0, 4)}.${i}@example.com`.toLowerCase();
      const s = `${f.name.slice(0, 6)}-${def.name.slice(0, 4)}-${String(i).padStart(3, '0')}`;
      return s.slice(Math.max(0, s.length - (f.max ?? 100)));
    }
    case 'int':
      return Math.min(f.max ?? 1_000_000, (f.min ?? 0) + 10 + i);
    case 'decimal':
      return Math.min(f.max ?? 1_000_000, (f.min ?? 0) + 10 + i + 0.5);
    case 'bool':
      return i % 2 === 0;
    case 'date':
      return `2026-0${1 + (i % 9)}-1${i % 10}`;
    case 'datetime':
      return new Date(Date.UTC(2026, i % 12, 10 + (i % 10), 8)).toISOString();
    case 'enum': {
      const values = ENUMS[f.enum!] as readonly string[];
      return values[i % values.length];
    }
    case 'tags':
      return [`t${i}`, 'shared'];
    case 'image':
      return `/files/img-${i}.png`;
    case 'ref':
      return undefined;
  }
}
