import { perm } from '@wms/contract/permissions';
import { ZIdBody } from '@wms/contract/reply';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import { ZItemSkuAddQuery } from '@wms/contract/resources/item-schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../../db/client.ts';
import { item, productSku, warehouse } from '../../../db/schema/index.ts';
import { msg } from '../../../i18n/messages.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { ResourceHooks } from '../server-resource.ts';
import { currentDefault } from './warehouse.ts';

/** What an item hands down to its SKU. */
export async function itemForSku(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: item.id,
      code: item.code,
      name: item.name,
      barCode: item.barCode,
      description: item.description,
      unit: item.unit,
      snp: item.snp,
    })
    .from(item)
    .where(eq(item.id, id))
    .limit(1);
  return row;
}

/** The warehouse's code when it already holds a SKU with this number. */
export async function skuHolder(db: DbOrTx, warehouseId: number, no: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: warehouse.code })
    .from(productSku)
    .innerJoin(warehouse, eq(warehouse.id, productSku.warehouse))
    .where(and(eq(productSku.warehouse, warehouseId), eq(productSku.no, no)))
    .limit(1);
  return row?.code;
}

const SKU = RESOURCE_BY_NAME.get('productSku')!;

/**
 * `POST /product/item/~sku/add?wh=` `{id}`: creates the item's SKU in warehouse `wh` (or the
 * default warehouse), numbered with the item code and copying its name, barcode, description,
 * unit and SNP. Creating a SKU needs the SKU add permission.
 */
export const itemHooks: ResourceHooks = {
  routes(fastify: FastifyInstance, res) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${res.def.path}/~sku/add`,
      {
        config: { access: perm(SKU.area, SKU.key, 'add') },
        schema: { tags: [res.def.key], querystring: ZItemSkuAddQuery, body: ZIdBody },
      },
      async (req) => {
        const source = await itemForSku(app.db, req.body.id);
        if (!source) throw notFound();
        const wh = req.query.wh ?? (await currentDefault(app.db));
        if (wh === undefined) throw badRequest('item.noWarehouse', {}, { field: 'wh' });
        const holder = await skuHolder(app.db, wh, source.code);
        if (holder !== undefined) throw conflict('item.skuExists', { code: source.code, warehouse: holder });
        // The generic add checks the warehouse exists and, inside its transaction, the unique key again.
        const data = await app.registry.services.get(SKU.name)!.add(app.db, req.lang, {
          item: source.id,
          warehouse: wh,
          no: source.code,
          itemName: source.name,
          barCode: source.barCode,
          description: source.description,
          unit: source.unit,
          snp: source.snp,
        });
        return { action: 'ok', message: msg(req.lang, 'saved'), data };
      },
    );
  },
};
