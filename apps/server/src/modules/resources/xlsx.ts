import { PassThrough, type Readable } from 'node:stream';
import { ENUM_LABELS, ENUMS } from '@wms/contract/enums';
import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import ExcelJS from 'exceljs';
import type { Lang } from '../../i18n/messages.ts';
import type { Row } from './server-resource.ts';

/** Columns of an export: every field; a reference is written as its code so the file imports back. */
export const exportFields = (def: ResourceDef) => def.fields.filter((f) => f.kind !== 'image');
/** Columns of a template and of an import: what a user may write. */
export const importFields = (def: ResourceDef) => def.fields.filter((f) => f.kind !== 'image' && !f.readOnly);

const header = (def: ResourceDef, f: FieldDef, lang: Lang) => `${fieldLabel(lang, def.name, f.name)}${f.required ? '*' : ''}`;

export function fileName(def: ResourceDef, lang: Lang, suffix: string) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${resourceTitle(lang, def.name)}-${suffix}-${stamp}.xlsx`;
}

export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function enumLabel(f: FieldDef, lang: Lang, v: unknown) {
  if (!f.enum || typeof v !== 'string') return v;
  return ENUM_LABELS[f.enum][v]?.[lang] ?? v;
}

function exportValue(f: FieldDef, row: Row, lang: Lang): unknown {
  const v = f.kind === 'ref' ? row[`${f.name}$code`] : row[f.name];
  if (v === null || v === undefined) return null;
  if (f.kind === 'enum') return enumLabel(f, lang, v);
  if (f.kind === 'bool') return v ? 1 : 0;
  if (f.kind === 'tags' && Array.isArray(v)) return v.join(',');
  return v;
}

/** Streams rows into an xlsx; the returned stream is what the reply sends. */
export function exportStream(
  def: ResourceDef,
  lang: Lang,
  batches: AsyncIterable<Row[]>,
  onError: (e: unknown) => void,
): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet(resourceTitle(lang, def.name).slice(0, 31));
  const fields = exportFields(def);
  (async () => {
    ws.addRow(fields.map((f) => header(def, f, lang))).commit();
    for await (const rows of batches) {
      for (const row of rows) ws.addRow(fields.map((f) => exportValue(f, row, lang))).commit();
    }
    ws.commit();
    await wb.commit();
  })().catch((e) => {
    onError(e);
    out.destroy(e as Error);
  });
  return out;
}

export async function templateBuffer(def: ResourceDef, lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(resourceTitle(lang, def.name).slice(0, 31));
  const fields = importFields(def);
  ws.addRow(fields.map((f) => header(def, f, lang)));
  fields.forEach((f, i) => {
    const col = ws.getColumn(i + 1);
    col.width = 18;
    // Codes such as 001 must stay text, not become the number 1.
    if (f.kind === 'string' || f.kind === 'text' || f.kind === 'ref') col.numFmt = '@';
  });
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type Cell = string | number | boolean | Date | null;

function cellValue(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v !== 'object') return v as Cell;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((t) => t.text).join('');
  if ('result' in o) return cellValue(o.result);
  if ('text' in o) return cellValue(o.text);
  return null;
}

export interface ParsedSheet {
  /** Column index (1-based) → field name; unknown headers are ignored. */
  columns: Map<number, FieldDef>;
  rows: { rowNumber: number; cells: Map<string, Cell> }[];
}

/** Matches a header to a field by its label in either language, with or without the required star, or by the field name. */
function headerIndex(def: ResourceDef): Map<string, FieldDef> {
  const m = new Map<string, FieldDef>();
  for (const f of importFields(def)) {
    for (const key of [f.name, fieldLabel('zh', def.name, f.name), fieldLabel('en', def.name, f.name)])
      m.set(key.trim().toLowerCase(), f);
  }
  return m;
}

export class SheetTooLarge extends Error {}

/** Reads the first worksheet as a stream; stops with SheetTooLarge past `maxRows`. */
export async function parseSheet(def: ResourceDef, input: Readable, maxRows: number): Promise<ParsedSheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
  });
  const index = headerIndex(def);
  const parsed: ParsedSheet = { columns: new Map(), rows: [] };
  for await (const ws of reader) {
    let first = true;
    for await (const row of ws) {
      const values = row.values as unknown[];
      if (first) {
        first = false;
        values.forEach((v, i) => {
          const f = index.get(
            String(cellValue(v) ?? '')
              .replace(/\*$/, '')
              .trim()
              .toLowerCase(),
          );
          if (f) parsed.columns.set(i, f);
        });
        continue;
      }
      const cells = new Map<string, Cell>();
      let any = false;
      for (const [i, f] of parsed.columns) {
        const c = cellValue(values[i]);
        if (c !== null && c !== '') any = true;
        cells.set(f.name, c);
      }
      if (!any) continue;
      if (parsed.rows.length >= maxRows) throw new SheetTooLarge();
      parsed.rows.push({ rowNumber: row.number, cells });
    }
    // Only the first worksheet is data; drain the rest of the archive.
    break;
  }
  return parsed;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '是', '√']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', '否', '']);

/** Turns a cell into what the add schema expects; enum labels in either language are accepted for codes. */
export function cellToInput(f: FieldDef, c: Cell): unknown {
  if (c === null || (typeof c === 'string' && c.trim() === '')) return f.required ? '' : undefined;
  switch (f.kind) {
    case 'bool': {
      const s = String(c).trim().toLowerCase();
      return TRUE_WORDS.has(s) ? true : FALSE_WORDS.has(s) ? false : s;
    }
    case 'enum': {
      const s = String(c).trim();
      const values = ENUMS[f.enum!] as readonly string[];
      if (values.includes(s)) return s;
      const labels = ENUM_LABELS[f.enum!];
      const hit = Object.entries(labels).find(([, l]) => l.zh === s || l.en.toLowerCase() === s.toLowerCase());
      return hit ? hit[0] : s;
    }
    case 'date':
      return c instanceof Date ? c.toISOString().slice(0, 10) : String(c).trim();
    case 'tags':
      return String(c)
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'int':
    case 'decimal':
      return typeof c === 'number' ? c : String(c).trim();
    default:
      return c instanceof Date ? c.toISOString() : String(c).trim();
  }
}
