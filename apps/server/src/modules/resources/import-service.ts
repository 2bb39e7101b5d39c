import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { TImportChange } from '@wms/contract/reply';
import type { ResourceDef } from '@wms/contract/resource';
import { fieldMessage, issueMessage, issuesPerField } from '@wms/contract/validation-messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { badRequest, type CellError } from '../../lib/errors.ts';
import { enumLabels } from './enum-labels.ts';
import { keyText, planImport, type ValidRow } from './import-plan.ts';
import type { ResourceService } from './resource-service.ts';
import type { Row } from './server-resource.ts';
import type { UploadedWorkbook } from './upload-guard.ts';
import { cellToInput, importFields, type ParsedSheet, parseSheet, SheetTooLarge, templateHeaders } from './xlsx.ts';

export const MAX_IMPORT_ROWS = 100_000;
/** More errors than this are not worth listing; the user fixes these first. */
const MAX_REPORTED = 500;
const CHUNK = 1000;
/** Imports writing at least this many rows refresh the table's statistics. */
const ANALYZE_AFTER = 1000;

/**
 * A header row that is not the template's is refused before any row is read as data: a column it
 * does not know would be dropped without a word, and with none it knows every row would be.
 */
function checkHeaders(def: ResourceDef, lang: Lang, sheet: ParsedSheet) {
  if (!sheet.unknownHeaders) return;
  const list = (names: string[]) => names.map((n) => (lang === 'en' ? `"${n}"` : `“${n}”`)).join(lang === 'en' ? ', ' : '、');
  const expected = list(templateHeaders(def, lang));
  if (sheet.unknownHeaders.length)
    throw badRequest('import.unknownHeaders', { unknown: list(sheet.unknownHeaders), expected }, { field: 'file' });
  if (sheet.columns.size === 0) throw badRequest('import.noHeaders', { expected }, { field: 'file' });
}

export interface ImportOptions {
  /** Check the file and say what it would change, writing nothing. */
  dryRun?: boolean;
  /** An empty cell clears the field of an existing row; otherwise it keeps the row's value. */
  blankClears?: boolean;
}

export interface ImportResult {
  inserted: number;
  updated: number;
  unchanged: number;
  /** A dry run's changed rows (import-plan.ts). */
  changes?: TImportChange[];
}

/**
 * Import is all or nothing: every row is validated (schema, references, duplicates inside the
 * file) before anything is written; then one transaction inserts new rows and updates the rows
 * whose unique key already exists, with the fields their file rows give (import-plan.ts).
 */
export async function importRows(
  db: Db,
  lang: Lang,
  svc: ResourceService,
  workbook: UploadedWorkbook,
  lookupCodes: (ref: string, codes: string[]) => Promise<Map<string, number>>,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const def = svc.def;
  let sheet: Awaited<ReturnType<typeof parseSheet>>;
  try {
    sheet = await parseSheet(def, workbook.archive, MAX_IMPORT_ROWS);
  } catch (e) {
    if (e instanceof SheetTooLarge) throw badRequest('import.tooMany', { max: MAX_IMPORT_ROWS });
    // The user is told only that the file cannot be read; the log keeps why, to diagnose it.
    workbook.log.warn({ err: e, resource: def.name }, 'import: workbook not readable');
    throw badRequest('import.badFile');
  }
  checkHeaders(def, lang, sheet);
  if (sheet.rows.length === 0) throw badRequest('import.empty');

  const errors: CellError[] = [];
  const report = (row: number, field: string, message: string) => {
    if (errors.length < MAX_REPORTED) errors.push({ row, field, message });
  };
  const fields = importFields(def);

  // References are written as codes; resolve them all at once.
  const refIds = new Map<string, Map<string, number>>();
  for (const f of fields.filter((x) => x.kind === 'ref')) {
    const codes = [
      ...new Set(
        sheet.rows
          .map((r) => r.cells.get(f.name))
          .filter((c) => c !== null && c !== undefined && c !== '')
          .map(String),
      ),
    ];
    refIds.set(
      f.name,
      await lookupCodes(
        f.ref!,
        codes.map((c) => c.trim()),
      ),
    );
  }

  const labels = await enumLabels(db);
  const valid: ValidRow[] = [];
  for (const { rowNumber, cells } of sheet.rows) {
    const raw: Row = {};
    // Exactly one message per bad cell, the first true reason: an unknown code is not also "required".
    const bad = new Set<string>();
    for (const f of fields) {
      const c = cells.get(f.name) ?? null;
      if (f.kind === 'ref' && c !== null && String(c).trim() !== '') {
        const code = String(c).trim();
        const id = refIds.get(f.name)?.get(code);
        if (id === undefined) {
          report(rowNumber, f.name, msg(lang, 'import.unknownRef', { value: code, title: resourceTitle(lang, f.ref!) }));
          bad.add(f.name);
        }
        raw[f.name] = id;
      } else {
        raw[f.name] = cellToInput(f, c, labels);
      }
    }
    const parsed = svc.create.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of issuesPerField(parsed.error.issues)) {
        const field = String(issue.path[0] ?? '');
        if (bad.has(field)) continue;
        bad.add(field);
        report(rowNumber, field, issueMessage(issue, lang, { def, root: raw }));
      }
    }
    if (parsed.success && !bad.size) valid.push({ rowNumber, values: stripUndefined(parsed.data as Row), cells });
  }

  const key = def.unique?.[0];
  if (key) {
    const seen = new Map<string, number>();
    for (const v of valid) {
      // A blank part never clashes (as in add and in the database's unique index).
      if (key.some((f) => v.values[f] === undefined || v.values[f] === null)) continue;
      const k = JSON.stringify(key.map((f) => v.values[f]));
      const prev = seen.get(k);
      if (prev === undefined) {
        seen.set(k, v.rowNumber);
        continue;
      }
      const last = key[key.length - 1]!;
      report(
        v.rowNumber,
        last,
        fieldMessage(lang, fieldLabel(lang, def.name, last), msg(lang, 'import.duplicateInFile', { row: prev })),
      );
    }
  }

  if (errors.length) {
    throw badRequest('import.invalid', { count: errors.length >= MAX_REPORTED ? `${MAX_REPORTED}+` : errors.length }, { errors });
  }

  const present = new Set([...sheet.columns.values()].map((f) => f.name));
  const plan = async (dbOrTx: DbOrTx, lock: boolean) => {
    const existing = new Map<string, Row>();
    if (key) {
      const tuples = valid
        .filter((v) => key.every((k) => v.values[k] !== undefined && v.values[k] !== null))
        .map((v) => key.map((k) => v.values[k]));
      const unique = [...new Map(tuples.map((t) => [JSON.stringify(t), t])).values()];
      for (const row of await svc.repo.byKeys(dbOrTx, key, unique, lock)) existing.set(keyText(key, row), row);
    }
    return planImport({ def, lang, labels, fields, key, rows: valid, existing, present, blankClears: !!opts.blankClears });
  };

  if (opts.dryRun) {
    const p = await plan(db, false);
    return { inserted: p.fresh.length, updated: p.merged.length, unchanged: p.unchanged, changes: p.changes };
  }

  const result = await db.transaction(async (tx) => {
    let inserted = 0;
    let updated = 0;
    // The held rows are read locked, so the values kept from them are still theirs when written back.
    const p = await plan(tx, true);
    await svc.res.hooks.beforeInsert?.(tx, p.fresh);
    const rows = [...p.merged, ...p.fresh];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = normalise(
        rows.slice(i, i + CHUNK),
        fields.map((f) => f.name),
      );
      if (key) {
        const r = await svc.repo.upsert(tx, chunk, key);
        inserted += r.inserted;
        updated += r.updated;
      } else {
        inserted += (await svc.repo.insert(tx, chunk)).length;
      }
    }
    return { inserted, updated, unchanged: p.unchanged };
  });
  // A bulk load leaves the planner's statistics behind (PGlite has no autovacuum at all): on a
  // freshly imported 100,000 items the export's keyset reads chose a full sort per batch, 10x slower.
  if (result.inserted + result.updated >= ANALYZE_AFTER) await svc.repo.analyze(db);
  return result;
}

function stripUndefined(r: Row): Row {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
}

/** A multi-row insert needs the same keys in every row; a blank optional cell becomes null. */
function normalise(rows: Row[], names: string[]): Row[] {
  return rows.map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null])));
}
