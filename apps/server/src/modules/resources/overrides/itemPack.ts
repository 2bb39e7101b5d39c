import { ZItemPackAllBody } from '@wms/contract/resources/item-pack-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResourceHooks } from '../server-resource.ts';
import { allRows } from './all-rows.ts';

/** `POST /product/item/pack/~all/get` `{item?}`: every pack, or the packs of one item (spec §7). */
export const itemPackHooks: ResourceHooks = {
  routes(fastify: FastifyInstance, res) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { path, area, key, name } = res.def;
    app.post(
      `${path}/~all/get`,
      { config: { access: `${area}/${key}/view` }, schema: { tags: [key], body: ZItemPackAllBody } },
      async (req) => {
        const item = req.body?.item;
        const filter = item === undefined ? [] : [{ field: 'item', operator: 'eq', value: item }];
        return { action: 'ok', message: '', data: await allRows(app.registry.repo(name), app.db, filter) };
      },
    );
  },
};
