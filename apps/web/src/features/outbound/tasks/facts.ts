import type { ItemFacts, TaskItem, TaskType } from './api.ts';

/** Spec §5: what a pack item needs (its box comes from the current box when the row has none); a seal item volume and weight. */
export const REQUIRED: Record<TaskType, (keyof ItemFacts)[]> = {
  picking: [],
  packing: ['sn', 'volume', 'weight', 'shipBoxLbl'],
  sealing: ['volume', 'weight'],
};

export type FactsById = Record<number, ItemFacts>;

/** What is sent for an open item: what the row holds, typed over, the current box for a pack item without one. */
export function factsOf(item: TaskItem, typed: ItemFacts | undefined, type: TaskType, box?: string): ItemFacts {
  const out: ItemFacts = {};
  const sn = typed?.sn ?? item.sn ?? undefined;
  const volume = typed?.volume ?? item.volume ?? undefined;
  const weight = typed?.weight ?? item.weight ?? undefined;
  const shipBoxLbl = typed?.shipBoxLbl ?? item.shipBoxLbl ?? (type === 'packing' ? box : undefined);
  if (type === 'packing' && sn) out.sn = sn;
  if (type !== 'picking' && volume != null) out.volume = volume;
  if (type !== 'picking' && weight != null) out.weight = weight;
  if (type === 'packing' && shipBoxLbl) out.shipBoxLbl = shipBoxLbl;
  return out;
}

/** The required facts still missing (field names, in the spec's order). */
export function missing(facts: ItemFacts, type: TaskType): (keyof ItemFacts)[] {
  return REQUIRED[type].filter((f) => facts[f] === undefined || facts[f] === '');
}
