import type { ResourceHooks } from '../server-resource.ts';
import { allRowsRoute } from './all-rows.ts';

/** `GET /setting/customer/_all`: every customer (spec §7). */
export const customerHooks: ResourceHooks = {
  routes(app, res) {
    allRowsRoute(app, res, '/_all');
  },
};
