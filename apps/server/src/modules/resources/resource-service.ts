import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { ResourceDef } from '@wms/contract/resource';
import { createSchema, updateSchema } from '@wms/contract/resource';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ResourceRepository } from './resource-repository.ts';
import type { Row, ServerResource } from './server-resource.ts';

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

  private async checkRefs(tx: DbOrTx, values: Row) {
    for (const f of this.def.fields) {
      if (f.kind !== 'ref' || values[f.name] === undefined || values[f.name] === null) continue;
      const found = await this.lookupRepo(f.ref!).existsIds(tx, [Number(values[f.name])]);
      if (!found.size) throw badRequest('ref.missing', { field: f.name }, { field: f.name });
    }
  }

  private async checkUnique(tx: DbOrTx, lang: Lang, values: Row, exceptId?: number) {
    for (const key of this.def.unique ?? []) {
      if (!key.every((k) => values[k] !== undefined && values[k] !== null)) continue;
      const probe = Object.fromEntries(key.map((k) => [k, values[k]]));
      if (await this.repo.clash(tx, probe, exceptId)) {
        const last = key[key.length - 1]!;
        throw conflict('unique.violation', {
          fields: key.map((k) => fieldLabel(lang, this.def.name, k)).join(' + '),
          value: String(values[last]),
        });
      }
    }
  }

  async add(db: Db, lang: Lang, input: Row): Promise<Row> {
    return db.transaction(async (tx) => {
      await this.checkRefs(tx, input);
      await this.checkUnique(tx, lang, input);
      await this.res.hooks.beforeInsert?.(tx, [input]);
      const [row] = await this.repo.insert(tx, [input]);
      return (await this.repo.findById(tx, Number(row!.id)))!;
    });
  }

  async edit(db: Db, lang: Lang, input: Row): Promise<Row> {
    const { id, ...values } = input as Row & { id: number };
    return db.transaction(async (tx) => {
      const current = await this.repo.findById(tx, id);
      if (!current) throw notFound();
      await this.checkRefs(tx, values);
      // A unique key is checked with the row's other key parts as they will be after the update.
      await this.checkUnique(tx, lang, { ...current, ...values }, id);
      if (Object.keys(values).length) await this.repo.update(tx, id, values);
      return (await this.repo.findById(tx, id))!;
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
      const n = await this.repo.delete(tx, ids);
      if (n === 0) throw notFound();
      return n;
    });
  }
}
