import type { ResourceHooks } from '../server-resource.ts';
import { allRowsRoute } from './all-rows.ts';

/** `GET /setting/facility/_all/get`: every customer facility (spec §7). */
export const facilityHooks: ResourceHooks = {
  routes(app, res) {
    allRowsRoute(app, res, '/_all/get');
  },
};
