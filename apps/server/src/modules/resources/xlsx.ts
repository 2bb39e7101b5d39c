import { Readable } from 'node:stream';
import { ENUM_LABELS, ENUMS } from '@wms/contract/enums';
import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { FieldDef, ResourceDef } from '@wms/contract/resource';
import { createSchema } from '@wms/contract/resource-schema';
import { schemaLimits } from '@wms/contract/validation-messages';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { type Lang, msg } from '../../i18n/messages.ts';
import { withoutBidi } from '../../lib/bidi.ts';
import type { CheckedArchive } from '../../lib/zip-guard.ts';
import type { EnumLabels } from './enum-labels.ts';
import type { Row } from './server-resource.ts';
import { type CellColumn, toCell } from './xlsx-cells.ts';
import { writeXlsx } from './xlsx-export.ts';

/** Columns of an export: every field; a reference is written as its code so the file imports back. */
export const exportFields = (def: ResourceDef) => def.fields.filter((f) => f.kind !== 'image');
/** The row keys an export reads: each column's value, a reference's code (see `exportValue`). */
export const exportKeys = (def: ResourceDef) => exportFields(def).map((f) => (f.kind === 'ref' ? `${f.name}$code` : f.name));
/** Columns of a template and of an import: what a user may write. */
export const importFields = (def: ResourceDef) => def.fields.filter((f) => f.kind !== 'image' && !f.readOnly);

const columnHeader = (def: ResourceDef, f: FieldDef, lang: Lang) =>
  `${fieldLabel(lang, def.name, f.name)}${f.required ? '*' : ''}`;

export function fileName(def: ResourceDef, lang: Lang, suffix: string) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${resourceTitle(lang, def.name)}-${suffix}-${stamp}.xlsx`;
}

/** A download's header; bidi controls are dropped (a name kept before they were cleaned may hold them). */
export function contentDisposition(sent: string) {
  const name = withoutBidi(sent);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Each exported column's plan: which row key it reads and how its value reads in the sheet. */
export function cellColumns(def: ResourceDef, lang: Lang, labels: EnumLabels = ENUM_LABELS): CellColumn[] {
  return exportFields(def).map((f): CellColumn => {
    const key = f.kind === 'ref' ? `${f.name}$code` : f.name;
    if (f.kind === 'enum' && f.enum) {
      const byCode = Object.fromEntries(Object.entries(labels[f.enum]).map(([code, l]) => [code, l[lang]]));
      return { key, kind: 'enum', labels: byCode };
    }
    // As the screen shows it; the import reads 是/否, Yes/No and 1/0 alike.
    if (f.kind === 'bool') return { key, kind: 'bool', yes: msg(lang, 'bool.yes'), no: msg(lang, 'bool.no') };
    if (f.kind === 'tags') return { key, kind: 'tags' };
    if (f.kind === 'datetime') return { key, kind: 'datetime' };
    return { key, kind: 'value' };
  });
}

const sheetName = (def: ResourceDef, lang: Lang) => resourceTitle(lang, def.name).slice(0, 31);

/**
 * Streams rows into an xlsx; the returned stream is what the reply sends. The rows become cell
 * values here and the sheet is written in a writer thread (xlsx-export.ts), so reading the next
 * batch and writing this one overlap.
 */
export function exportStream(
  def: ResourceDef,
  lang: Lang,
  batches: AsyncIterable<Row[]>,
  onError: (e: unknown) => void,
  labels: EnumLabels = ENUM_LABELS,
): Readable {
  const columns = cellColumns(def, lang, labels);
  async function* cells() {
    for await (const rows of batches) {
      yield { type: 'rows' as const, rows: rows.map((row) => columns.map((c) => toCell(row[c.key], c))) };
    }
  }
  const header = exportFields(def).map((f) => columnHeader(def, f, lang));
  return writeXlsx(sheetName(def, lang), header, cells(), onError);
}

/**
 * As `exportStream`, for rows read as JSON arrays of `keys` (ResourceRepository.jsonBatches): the
 * texts go to the writer thread as they came, which parses them and makes the cells, so the main
 * thread (where the embedded database runs) only reads.
 */
export function exportJsonStream(
  def: ResourceDef,
  lang: Lang,
  json: { keys: readonly string[]; batches: AsyncIterable<string[]> },
  onError: (e: unknown) => void,
  labels: EnumLabels = ENUM_LABELS,
): Readable {
  const columns = cellColumns(def, lang, labels);
  async function* texts() {
    for await (const rows of json.batches) yield { type: 'json' as const, rows };
  }
  const header = exportFields(def).map((f) => columnHeader(def, f, lang));
  const plan = { columns, at: columns.map((c) => json.keys.indexOf(c.key)) };
  return writeXlsx(sheetName(def, lang), header, texts(), onError, plan);
}

/**
 * A row whose first cell starts with one of these is an example and is skipped on import (the
 * template's row 2 is one), in either language whatever the user's language.
 */
const EXAMPLE_MARK = /^\s*(【示例】|\[example\])/i;

function exampleValue(
  def: ResourceDef,
  f: FieldDef,
  lang: Lang,
  limits: ReturnType<typeof schemaLimits>,
  labels: EnumLabels,
): unknown {
  const fit = (s: string) => s.slice(0, limits.maxLength ?? s.length);
  switch (f.kind) {
    case 'int':
    case 'decimal': {
      const v = Math.max(limits.min ?? 0, f.kind === 'int' ? 1 : 1.5);
      return limits.max !== undefined ? Math.min(v, limits.max) : v;
    }
    case 'bool':
      return msg(lang, 'bool.yes');
    case 'date':
      return '2025-01-31';
    case 'datetime':
      return '2025-01-31 08:00';
    case 'enum': {
      const first = (ENUMS[f.enum!] as readonly string[])[0]!;
      return labels[f.enum!][first]?.[lang] ?? first;
    }
    case 'ref':
      return 'A001';
    case 'tags':
      return 'A,B';
    default:
      if (f.name === def.codeField || /code$/i.test(f.name)) return fit('A001');
      if (/phone$/i.test(f.name)) return fit('13800000000');
      if (/email$/i.test(f.name)) return fit('name@example.com');
      return fit(fieldLabel(lang, def.name, f.name));
  }
}

/** What a column accepts, in the words of the template's second sheet. */
function allowedText(f: FieldDef, lang: Lang, limits: ReturnType<typeof schemaLimits>, labels: EnumLabels): string {
  switch (f.kind) {
    case 'int':
    case 'decimal':
      return msg(lang, f.kind === 'int' ? 'template.int' : 'template.decimal', {
        min: limits.min ?? 0,
        max: limits.max ?? '',
      });
    case 'bool':
      return msg(lang, 'template.bool');
    case 'date':
      return msg(lang, 'template.date');
    case 'datetime':
      return msg(lang, 'template.datetime');
    case 'enum':
      return msg(lang, 'template.enum', {
        values: (ENUMS[f.enum!] as readonly string[])
          .map((v) => labels[f.enum!][v]?.[lang] ?? v)
          .join(lang === 'en' ? ', ' : '、'),
      });
    case 'ref':
      return msg(lang, 'template.ref', { title: resourceTitle(lang, f.ref!) });
    case 'tags':
      return msg(lang, 'template.tags');
    default:
      return msg(lang, 'template.text', { max: limits.maxLength ?? '' });
  }
}

/**
 * The import template: the header row, one example row (skipped on import, see EXAMPLE_MARK), and a
 * second sheet listing each column's required flag, allowed values and limits.
 */
export async function templateBuffer(def: ResourceDef, lang: Lang, labels: EnumLabels = ENUM_LABELS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(resourceTitle(lang, def.name).slice(0, 31));
  const fields = importFields(def);
  const shape = createSchema(def).shape as Record<string, z.ZodType>;
  const limits = (f: FieldDef) => (shape[f.name] ? schemaLimits(shape[f.name]!) : {});
  ws.addRow(fields.map((f) => columnHeader(def, f, lang)));
  const example = fields.map((f) => exampleValue(def, f, lang, limits(f), labels));
  example[0] = `${msg(lang, 'template.example')}${example[0] ?? ''}`;
  ws.addRow(example);
  fields.forEach((f, i) => {
    const col = ws.getColumn(i + 1);
    col.width = 18;
    // Codes such as 001 must stay text, not become the number 1.
    if (f.kind === 'string' || f.kind === 'text' || f.kind === 'ref') col.numFmt = '@';
  });
  ws.getRow(1).font = { bold: true };
  ws.getRow(2).font = { italic: true, color: { argb: 'FF8C8C8C' } };

  const notes = wb.addWorksheet(msg(lang, 'template.sheet').slice(0, 31));
  notes.addRow([msg(lang, 'template.column'), msg(lang, 'template.required'), msg(lang, 'template.allowed')]);
  for (const f of fields) {
    notes.addRow([
      fieldLabel(lang, def.name, f.name),
      f.required ? msg(lang, 'bool.yes') : msg(lang, 'bool.no'),
      allowedText(f, lang, limits(f), labels),
    ]);
  }
  notes.addRow([]);
  notes.addRow([msg(lang, 'template.note')]);
  notes.getRow(1).font = { bold: true };
  notes.getColumn(1).width = 20;
  notes.getColumn(2).width = 8;
  notes.getColumn(3).width = 60;
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
  /** Column index (1-based) → field name, for the columns an import writes. */
  columns: Map<number, FieldDef>;
  /** Header cells naming no field of the resource (an export's read-only columns are known); undefined: no header row. */
  unknownHeaders?: string[];
  rows: { rowNumber: number; cells: Map<string, Cell> }[];
}

/** The template's header row in `lang`: what an import expects. */
export const templateHeaders = (def: ResourceDef, lang: Lang) => importFields(def).map((f) => columnHeader(def, f, lang));

const headerKey = (v: unknown) =>
  String(cellValue(v) ?? '')
    .replace(/\*$/, '')
    .trim()
    .toLowerCase();

/** Matches a header to a field by its label in either language, with or without the required star, or by the field name. */
function headerIndex(def: ResourceDef, fields: readonly FieldDef[]): Map<string, FieldDef> {
  const m = new Map<string, FieldDef>();
  for (const f of fields) {
    for (const key of [f.name, fieldLabel('zh', def.name, f.name), fieldLabel('en', def.name, f.name)])
      m.set(key.trim().toLowerCase(), f);
  }
  return m;
}

export class SheetTooLarge extends Error {}

/**
 * The part readers of ExcelJS's streaming WorkbookReader (exceljs 4.4, not in its typings). Its own
 * `parse()` feeds them from unzipper's entry stream, which may end before it has handed out every
 * entry (see CheckedArchive); here they are fed the checked parts by name instead.
 */
interface PartReaders {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

class UnreadableWorkbook extends Error {}

/** The part name of the workbook's first sheet (in the workbook's order, as a user sees the tabs). */
function firstSheetPart(reader: PartReaders): string {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (!target) throw new UnreadableWorkbook('the workbook lists no worksheet');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first worksheet's rows as a stream, read from the checked parts in the order the reader needs them. */
async function firstWorksheet(archive: CheckedArchive): Promise<AsyncIterable<ExcelJS.Row>> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
  }) as unknown as PartReaders;
  await reader._parseRels(archive.open('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(archive.open('xl/workbook.xml'));
  // Cached whole (the upload guard caps this part), so a sheet can be read after it.
  if (archive.has('xl/sharedStrings.xml'))
    for await (const _ of reader._parseSharedStrings(archive.open('xl/sharedStrings.xml')));
  // Number formats: they tell a date cell from a number.
  if (archive.has('xl/styles.xml')) await reader._parseStyles(archive.open('xl/styles.xml'));
  const part = firstSheetPart(reader);
  if (!archive.has(part)) throw new UnreadableWorkbook(`no part ${part}`);
  const [event] = reader._parseWorksheet(archive.open(part), /sheet(\d+)\.xml$/.exec(part)?.[1] ?? '1');
  if (!event) throw new UnreadableWorkbook('worksheet not read');
  return event.value;
}

/** Reads the first worksheet as a stream; stops with SheetTooLarge past `maxRows`. */
export async function parseSheet(def: ResourceDef, archive: CheckedArchive, maxRows: number): Promise<ParsedSheet> {
  const ws = await firstWorksheet(archive);
  const index = headerIndex(def, importFields(def));
  // A re-imported export carries its read-only columns too: known, and left alone.
  const known = headerIndex(def, exportFields(def));
  const parsed: ParsedSheet = { columns: new Map(), rows: [] };
  let first = true;
  for await (const row of ws) {
    const values = row.values as unknown[];
    if (first) {
      first = false;
      parsed.unknownHeaders = [];
      values.forEach((v, i) => {
        const key = headerKey(v);
        const f = index.get(key);
        if (f) parsed.columns.set(i, f);
        else if (key && !known.has(key)) parsed.unknownHeaders!.push(String(cellValue(v)).trim());
      });
      continue;
    }
    const lead = cellValue(values[1]);
    if (typeof lead === 'string' && EXAMPLE_MARK.test(lead)) continue;
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
  return parsed;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '是', '√']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', '否', '']);

const sameLabel = (l: { zh: string; en: string }, s: string) => l.zh === s || l.en.toLowerCase() === s.toLowerCase();

/**
 * Turns a cell into what the add schema expects. For an enum, its code or a label in either language:
 * the dictionary's current label (what an export wrote) or the shipped one (an older file).
 */
export function cellToInput(f: FieldDef, c: Cell, labels: EnumLabels = ENUM_LABELS): unknown {
  // A blank cell is a missing value: "required" if the field is, never a 0 or an empty code.
  if (c === null || (typeof c === 'string' && c.trim() === '')) return undefined;
  switch (f.kind) {
    case 'bool': {
      const s = String(c).trim().toLowerCase();
      return TRUE_WORDS.has(s) ? true : FALSE_WORDS.has(s) ? false : s;
    }
    case 'enum': {
      const s = String(c).trim();
      const values = ENUMS[f.enum!] as readonly string[];
      if (values.includes(s)) return s;
      const hit =
        Object.entries(labels[f.enum!]).find(([, l]) => sameLabel(l, s)) ??
        Object.entries(ENUM_LABELS[f.enum!]).find(([, l]) => sameLabel(l, s));
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
    case 'datetime':
      // As the template asks: YYYY-MM-DD HH:mm, read as ISO.
      return c instanceof Date
        ? c.toISOString()
        : String(c)
            .trim()
            .replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, '$1T');
    default:
      return c instanceof Date ? c.toISOString() : String(c).trim();
  }
}
