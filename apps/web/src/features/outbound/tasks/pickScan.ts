import type { TaskItem } from './api.ts';

/** Where the picker is: at no location yet, or at one, scanning what lies there. */
export type PickStep = { at?: undefined } | { at: string };

export type PickScan =
  /** The code is a location with open items: the picker is there now. */
  | { kind: 'location'; step: PickStep; location: string; open: number }
  /** The code is to be confirmed as this item (the server checks SKU, barcode or LPN). */
  | { kind: 'item'; item: TaskItem; location: string }
  /** Not a location with anything left to pick (the first scan must be one). */
  | { kind: 'notLocation'; code: string };

const same = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a scanned code means on the pick screen (keyboard wedge: location first, then the SKU):
 * a code naming a location with open items moves the picker there (even mid-way, to go on
 * elsewhere); at a location, any other code confirms the open item there whose SKU number or LPN
 * it is, else the first open item there, and the server checks the code against its barcode.
 */
export function pickScan(step: PickStep, code: string, items: readonly TaskItem[]): PickScan {
  const open = items.filter((i) => i.status === 10);
  const there = (loc: string) => open.filter((i) => same(i.locationLabel, loc));
  const asLocation = open.find((i) => same(i.locationLabel, code));
  if (asLocation) {
    const location = asLocation.locationLabel!;
    return { kind: 'location', step: { at: location }, location, open: there(location).length };
  }
  if (!step.at) return { kind: 'notLocation', code };
  const here = there(step.at);
  const item = here.find((i) => same(i.skuLabel, code) || same(i.lpn, code)) ?? here[0];
  if (!item) return { kind: 'notLocation', code };
  return { kind: 'item', item, location: step.at };
}

/** After a confirmed item: stay while the location has open items, else scan the next location. */
export function stepAfter(location: string, items: readonly TaskItem[]): PickStep {
  return items.some((i) => i.status === 10 && same(i.locationLabel, location)) ? { at: location } : {};
}
