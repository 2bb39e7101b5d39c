import type { ResourceHooks } from '../server-resource.ts';
import { warehouseHooks } from './warehouse.ts';

/** Per-resource differences from the generic behaviour, by resource name. */
export const OVERRIDES: Record<string, ResourceHooks> = {
  warehouse: warehouseHooks,
};
