import { fieldLabel } from '@wms/contract/locales/index';
import { IMPORT_CHANGES_MAX, type TImportChange } from '@wms/contract/reply';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { type Lang, msg } from '../../i18n/messages.ts';
import type { EnumLabels } from './enum-labels.ts';
import type { Row } from './server-resource.ts';
import type { Cell } from './xlsx.ts';

/** A checked row of the file: its values as the add schema gave them, and its cells as written. */
export interface ValidRow {
  rowNumber: number;
  values: Row;
  cells: Map<string, Cell>;
}

export interface ImportPlan {
  /** Rows whose key no row holds (or that have no key): inserted as the file gives them. */
  fresh: Row[];
  /** Existing rows that change, each with every import field: kept values and the file's changes. */
  merged: Row[];
  /** Rows of the file that change nothing (a key held outside the resource's view among them: it is left alone). */
  unchanged: number;
  /** The changed rows, first in the file, at most IMPORT_CHANGES_MAX. */
  changes: TImportChange[];
}

export interface PlanInput {
  def: ResourceDef;
  lang: Lang;
  labels: EnumLabels;
  fields: readonly FieldDef[];
  key: readonly string[] | undefined;
  rows: readonly ValidRow[];
  /** The rows already holding a key of the file, by `keyText`. */
  existing: Map<string, Row>;
  /** Fields whose column the sheet has. */
  present: ReadonlySet<string>;
  /** An empty cell clears the field (the user asked); otherwise it keeps what the row holds. */
  blankClears: boolean;
}

const isBlank = (c: Cell | undefined) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
const isNone = (v: unknown) => v === null || v === undefined || v === '';

/** A unique key's value as text, the same for a checked file row and a row read back (ids, codes, ISO dates). */
export function keyText(key: readonly string[], row: Row): string {
  return JSON.stringify(key.map((k) => row[k] ?? null));
}

/** Whether a field holds the same value, as the column stores it (numbers by value, instants by time). */
function same(f: FieldDef, a: unknown, b: unknown): boolean {
  if (isNone(a) || isNone(b)) return isNone(a) && isNone(b);
  switch (f.kind) {
    case 'int':
    case 'decimal':
    case 'ref':
      return Number(a) === Number(b);
    case 'datetime':
      return new Date(a as string).getTime() === new Date(b as string).getTime();
    case 'date':
      return String(a).slice(0, 10) === String(b).slice(0, 10);
    case 'tags':
      return JSON.stringify(a) === JSON.stringify(b);
    case 'bool':
      return Boolean(a) === Boolean(b);
    default:
      return String(a) === String(b);
  }
}

/** A value as the file writes it: a reference by its code, an enumeration by its label, yes/no as words. */
function shown(f: FieldDef, v: unknown, code: unknown, lang: Lang, labels: EnumLabels): string | null {
  if (isNone(v)) return null;
  switch (f.kind) {
    case 'ref':
      return isNone(code) ? String(v) : String(code);
    case 'enum':
      return labels[f.enum!]?.[String(v)]?.[lang] ?? String(v);
    case 'bool':
      return msg(lang, v ? 'bool.yes' : 'bool.no');
    case 'datetime':
      return new Date(v as string).toISOString();
    case 'tags':
      return Array.isArray(v) ? v.join(',') : String(v);
    default:
      return String(v);
  }
}

const cellText = (c: Cell | undefined) => (isBlank(c) ? null : String(c).trim());

/**
 * What an import does, row by row, before anything is written (its preview shows this, and the
 * import writes exactly this): a row whose key is held updates only the fields its file row gives,
 * plus, when the user asked, the empty cells of the sheet's columns; a field left as it is, or a row
 * changing nothing, is not written.
 */
export function planImport(p: PlanInput): ImportPlan {
  const { def, lang, labels, fields, key } = p;
  const plan: ImportPlan = { fresh: [], merged: [], unchanged: 0, changes: [] };
  const names = fields.map((f) => f.name);
  for (const r of p.rows) {
    const held = key && !key.some((k) => isNone(r.values[k])) ? p.existing.get(keyText(key, r.values)) : undefined;
    if (!held) {
      plan.fresh.push(r.values);
      continue;
    }
    if (held.$inScope === false) {
      plan.unchanged++;
      continue;
    }
    const changed: TImportChange['fields'] = [];
    const next: Row = {};
    for (const f of fields) {
      if (key!.includes(f.name)) continue;
      const given = !isBlank(r.cells.get(f.name));
      if (!given && !(p.blankClears && p.present.has(f.name))) continue;
      const to = given ? r.values[f.name] : null;
      if (same(f, held[f.name], to)) continue;
      next[f.name] = to ?? null;
      changed.push({
        field: f.name,
        label: fieldLabel(lang, def.name, f.name),
        from: shown(f, held[f.name], held[`${f.name}$code`], lang, labels),
        to: shown(f, to, cellText(r.cells.get(f.name)), lang, labels),
      });
    }
    if (!changed.length) {
      plan.unchanged++;
      continue;
    }
    plan.merged.push(Object.fromEntries(names.map((n) => [n, n in next ? next[n] : (held[n] ?? null)])));
    if (plan.changes.length < IMPORT_CHANGES_MAX) {
      const keyShown = key!.map((k) => {
        const f = fields.find((x) => x.name === k);
        return (f ? shown(f, r.values[k], cellText(r.cells.get(k)), lang, labels) : null) ?? String(r.values[k]);
      });
      plan.changes.push({ row: r.rowNumber, key: keyShown.join(' + '), fields: changed });
    }
  }
  return plan;
}
