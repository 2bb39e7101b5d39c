import { ENUM_LABELS } from '@wms/contract/enums';
import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { ResourceDef } from '@wms/contract/resource';
import { createSchema, updateSchema } from '@wms/contract/resource-schema';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Lang, msg } from '../../i18n/messages.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { noteChange } from '../system/logs/audit.ts';
import type { ResourceRepository } from './resource-repository.ts';
import type { Row, ServerResource } from './server-resource.ts';

/** Rows of one delete kept in the audit log. */
const AUDIT_ROWS = 100;

export interface Referrer {
  repo: ResourceRepository;
  field: string;
}

/**
 * Generic add / update / delete of one resource: validation the schema cannot express
 * (references exist, unique keys free, not in use) happens here, inside the transaction.
 */
export class ResourceService {
  readonly create: z.ZodObject;
  readonly update: z.ZodObject;

  constructor(
    readonly res: ServerResource,
    readonly repo: ResourceRepository,
    private readonly lookupRepo: (name: string) => ResourceRepository,
    /** Resources with a ref field pointing at this one. */
    readonly referrers: () => Referrer[],
  ) {
    this.create = createSchema(res.def);
    this.update = updateSchema(res.def);
  }

  get def(): ResourceDef {
    return this.res.def;
  }

  private async checkRefs(tx: DbOrTx, lang: Lang, values: Row) {
    for (const f of this.def.fields) {
      if (f.kind !== 'ref' || values[f.name] === undefined || values[f.name] === null) continue;
      const found = await this.lookupRepo(f.ref!).existsIds(tx, [Number(values[f.name])]);
      if (!found.size) throw badRequest('ref.missing', { field: fieldLabel(lang, this.def.name, f.name) }, { field: f.name });
    }
  }

  private async checkUnique(tx: DbOrTx, lang: Lang, values: Row, exceptId?: number) {
    for (const key of this.def.unique ?? []) {
      if (!key.every((k) => values[k] !== undefined && values[k] !== null)) continue;
      const probe = Object.fromEntries(key.map((k) => [k, values[k]]));
      if (await this.repo.clash(tx, probe, exceptId)) throw await this.clashError(tx, lang, key, values);
    }
  }

  /** The 409 of a taken unique key: its fields by label and the values the user knows (a referenced row by its code, not its id). */
  async clashError(db: DbOrTx, lang: Lang, key: readonly string[], values: Row): Promise<AppError> {
    const shown: string[] = [];
    for (const k of key) shown.push(await this.shownValue(db, lang, k, values[k]));
    const fields = key.map((k) => fieldLabel(lang, this.def.name, k)).join(' + ');
    return new AppError(409, 'unique.violation', { fields, value: shown.join(' + ') }, { field: key[key.length - 1] });
  }

  /** A stored value as the screen shows it. */
  private async shownValue(db: DbOrTx, lang: Lang, name: string, v: unknown): Promise<string> {
    if (v === null || v === undefined) return '';
    const f = this.def.fields.find((x) => x.name === name);
    if (f?.kind === 'ref' && f.ref) {
      const target = this.lookupRepo(f.ref);
      const row = await target.findById(db, Number(v));
      const code = row?.[target.res.def.codeField];
      return code === null || code === undefined ? String(v) : String(code);
    }
    if (f?.kind === 'bool') return msg(lang, v === true || v === 't' || v === 'true' ? 'bool.yes' : 'bool.no');
    if (f?.kind === 'enum' && f.enum && typeof v === 'string') return ENUM_LABELS[f.enum][v]?.[lang] ?? v;
    return String(v);
  }

  /** Unique index name → the fields it covers, in index order. */
  private indexKeys(): Map<string, string[]> {
    const byColumn = new Map(Object.entries(this.res.columns).map(([field, c]) => [c.name, field]));
    const out = new Map<string, string[]>();
    for (const i of getTableConfig(this.res.table as never).indexes) {
      if (!i.config.unique || !i.config.name) continue;
      const fields = i.config.columns.map(
        (c) => byColumn.get((c as { name: string }).name) ?? String((c as { name: string }).name),
      );
      out.set(i.config.name, fields);
    }
    return out;
  }

  /**
   * A unique index that refused a write the check let through (two requests racing): the same 409
   * as the check gives. PostgreSQL's detail reads `Key (warehouse_id, code)=(1, A-1) already exists.`
   */
  async raceConflict(
    db: DbOrTx,
    lang: Lang,
    constraint: string | undefined,
    detail: string | undefined,
  ): Promise<AppError | undefined> {
    const key = constraint ? this.indexKeys().get(constraint) : undefined;
    if (!key) return undefined;
    const m = /^Key \((.*)\)=\((.*)\) already exists\.?$/s.exec(detail ?? '');
    const parts = m ? m[2]!.split(', ') : [];
    // Without the values the caller's plain "already exists" says more than a message with a blank.
    if (parts.length < key.length) return undefined;
    // Only the last part (a code) may itself hold ", ": the others are ids and flags.
    const vals = [...parts.slice(0, key.length - 1), parts.slice(key.length - 1).join(', ')];
    return this.clashError(db, lang, key, Object.fromEntries(key.map((k, n) => [k, vals[n]])));
  }

  async add(db: Db, lang: Lang, input: Row): Promise<Row> {
    return db.transaction(async (tx) => {
      await this.checkRefs(tx, lang, input);
      await this.checkUnique(tx, lang, input);
      await this.res.hooks.beforeInsert?.(tx, [input]);
      const [row] = await this.repo.insert(tx, [input]);
      const after = (await this.repo.findById(tx, Number(row!.id)))!;
      noteChange({ after });
      return after;
    });
  }

  async edit(db: Db, lang: Lang, input: Row): Promise<Row> {
    const { id, ...values } = input as Row & { id: number };
    return db.transaction(async (tx) => {
      const current = await this.repo.findById(tx, id);
      if (!current) throw notFound();
      await this.checkRefs(tx, lang, values);
      // A unique key is checked with the row's other key parts as they will be after the update.
      await this.checkUnique(tx, lang, { ...current, ...values }, id);
      if (Object.keys(values).length) await this.repo.update(tx, id, values);
      const after = (await this.repo.findById(tx, id))!;
      noteChange({ before: current, after });
      return after;
    });
  }

  async remove(db: Db, lang: Lang, ids: number[]): Promise<number> {
    return db.transaction(async (tx) => {
      const users: string[] = [];
      for (const r of this.referrers()) {
        if ((await r.repo.countReferencing(tx, r.field, ids)) > 0) users.push(resourceTitle(lang, r.repo.res.def.name));
      }
      if (users.length) throw conflict('ref.inUse', { users: [...new Set(users)].join(lang === 'en' ? ', ' : '、') });
      await this.res.hooks.beforeDelete?.(tx, ids, lang);
      // The audit log keeps what was deleted (the first rows of a very large delete).
      const before: Row[] = [];
      for (const id of ids.slice(0, AUDIT_ROWS)) {
        const r = await this.repo.findById(tx, id);
        if (r) before.push(r);
      }
      noteChange({ before });
      const n = await this.repo.delete(tx, ids);
      if (n === 0) throw notFound();
      return n;
    });
  }
}
