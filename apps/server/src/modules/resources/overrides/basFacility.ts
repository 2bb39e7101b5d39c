import type { ResourceHooks } from '../server-resource.ts';
import { allRowsRoute } from './all-rows.ts';

/** `GET /bas/facility/_all/get`: every facility (spec §7). */
export const basFacilityHooks: ResourceHooks = {
  routes(app, res) {
    allRowsRoute(app, res, '/_all/get');
  },
};
