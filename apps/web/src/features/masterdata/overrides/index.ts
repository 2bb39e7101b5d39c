import type { ResourceOverride } from './types.ts';

/**
 * Overrides by resource name, each loaded with its screen only (their modals and forms would
 * otherwise weigh on every list screen); a resource without one gets the plain generic screen.
 */
const OVERRIDES: Readonly<Record<string, () => Promise<ResourceOverride>>> = {
  warehouse: async () => (await import('./warehouse.tsx')).warehouseOverride,
  item: async () => (await import('./item.tsx')).itemOverride,
  ibLpn: async () => (await import('./lpnLabels.tsx')).lpnLabelOverride((await import('@wms/contract/resources/lpn')).ibLpn),
  obLpn: async () => (await import('./lpnLabels.tsx')).lpnLabelOverride((await import('@wms/contract/resources/lpn')).obLpn),
  obLabel: async () => (await import('./lpnLabels.tsx')).lpnLabelOverride((await import('@wms/contract/resources/lpn')).obLabel),
};

export function hasOverride(resource: string): boolean {
  return Object.hasOwn(OVERRIDES, resource);
}

/** The override of a resource that {@link hasOverride}. */
export function loadOverride(resource: string): Promise<ResourceOverride> {
  return OVERRIDES[resource]!();
}
