import type { ResourceHooks } from '../server-resource.ts';
import { basFacilityHooks } from './basFacility.ts';
import { customerHooks } from './customer.ts';
import { facilityHooks } from './facility.ts';
import { itemHooks } from './item.ts';
import { itemPackHooks } from './itemPack.ts';
import { lpnHooks } from './lpn.ts';
import { lpnLabelHooks } from './lpn-labels.ts';
import { warehouseHooks } from './warehouse.ts';

/** Per-resource differences from the generic behaviour, by resource name. */
export const OVERRIDES: Record<string, ResourceHooks> = {
  warehouse: warehouseHooks,
  customer: customerHooks,
  facility: facilityHooks,
  basFacility: basFacilityHooks,
  item: itemHooks,
  itemPack: itemPackHooks,
  lpn: lpnHooks,
  ibLpn: lpnLabelHooks('ibLpn'),
  obLpn: lpnLabelHooks('obLpn'),
  obLabel: lpnLabelHooks('obLabel'),
};
