import { ibLpnOverride } from './ibLpn.tsx';
import { itemOverride } from './item.tsx';
import type { ResourceOverride } from './types.ts';
import { warehouseOverride } from './warehouse.tsx';

/** Overrides by resource name; a resource without one gets the plain generic screen. */
const OVERRIDES: Readonly<Record<string, ResourceOverride>> = {
  warehouse: warehouseOverride,
  item: itemOverride,
  ibLpn: ibLpnOverride,
};

export function getOverride(resource: string): ResourceOverride | undefined {
  return Object.hasOwn(OVERRIDES, resource) ? OVERRIDES[resource] : undefined;
}
