import { ZIdBody } from '@wms/contract/reply';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../../db/client.ts';
import { warehouse } from '../../../db/schema/index.ts';
import { msg } from '../../../i18n/messages.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ResourceHooks, Row } from '../server-resource.ts';

export async function currentDefault(db: DbOrTx) {
  const [row] = await db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.dflt, true)).limit(1);
  return row?.id;
}

/** Exactly one warehouse is the default: the first one created becomes it, and it cannot be deleted while others exist. */
export const warehouseHooks: ResourceHooks = {
  async beforeInsert(tx, rows: Row[]) {
    // Serialise concurrent first inserts so two processes cannot both make a default.
    await tx.execute(sql`select pg_advisory_xact_lock(741852964)`);
    if (rows.length && (await currentDefault(tx)) === undefined) rows[0]!.dflt = true;
  },
  async beforeDelete(tx, ids) {
    const dflt = await currentDefault(tx);
    if (dflt === undefined || !ids.includes(dflt)) return;
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(warehouse)
      .where(and(ne(warehouse.id, dflt), sql`not (${inArray(warehouse.id, ids)})`));
    if (Number(others?.n) > 0) throw new AppError(409, 'warehouse.defaultDelete');
  },
  routes(fastify: FastifyInstance, res) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { path, area, key } = res.def;
    const svc = () => app.registry.services.get('warehouse')!;
    app.post(
      `${path}/~default/set`,
      { config: { access: `${area}/${key}/update` }, schema: { tags: [key], body: ZIdBody } },
      async (req) => {
        await app.db.transaction(async (tx) => {
          const [target] = await tx
            .select({ id: warehouse.id })
            .from(warehouse)
            .where(eq(warehouse.id, req.body.id))
            .for('update');
          if (!target) throw notFound();
          await tx.update(warehouse).set({ dflt: false, updatedAt: sql`now()` }).where(eq(warehouse.dflt, true));
          await tx.update(warehouse).set({ dflt: true, updatedAt: sql`now()` }).where(eq(warehouse.id, req.body.id));
        });
        return { action: 'ok', message: msg(req.lang, 'saved'), data: await svc().repo.findById(app.db, req.body.id) };
      },
    );
    app.get(`${path}/_default/get`, { config: { access: `${area}/${key}/view` }, schema: { tags: [key] } }, async () => {
      const id = await currentDefault(app.db);
      return { action: 'ok', message: '', data: id === undefined ? null : await svc().repo.findById(app.db, id) };
    });
  },
};
