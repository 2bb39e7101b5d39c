/**
 * Permission strings are `area/resource/action` (spec §6 only fixes the superuser `*∕*∕*`).
 * Any segment of a grant may be `*`.
 */
export const SUPERUSER = '*/*/*';
export const ACTIONS = ['view', 'add', 'update', 'delete', 'import', 'export'] as const;
export type CrudAction = (typeof ACTIONS)[number];

export function perm(area: string, resource: string, action: string): string {
  return `${area}/${resource}/${action}`;
}

/** True when one of the grants covers the required permission. */
export function grants(granted: readonly string[], required: string): boolean {
  const need = required.split('/');
  return granted.some((g) => {
    const have = g.split('/');
    if (have.length !== need.length) return false;
    return have.every((seg, i) => seg === '*' || seg === need[i]);
  });
}

export function grantsAny(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => grants(granted, r));
}
export function grantsAll(granted: readonly string[], required: readonly string[]): boolean {
  return required.every((r) => grants(granted, r));
}
