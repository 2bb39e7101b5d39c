import { grants } from '@wms/contract/permissions';
import type { TFeatureNode } from '@wms/contract/system';

/** Every permission under a node (the node's own when it is an action). */
export function permissionsUnder(node: TFeatureNode): string[] {
  if (node.permission) return [node.permission];
  return [...new Set((node.children ?? []).flatMap(permissionsUnder))];
}

export function allPermissions(tree: readonly TFeatureNode[]): string[] {
  return [...new Set(tree.flatMap(permissionsUnder))];
}

/** Keys of the action nodes a set of grants covers (wildcards included). */
export function coveredKeys(tree: readonly TFeatureNode[], held: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (ns: readonly TFeatureNode[]) => {
    for (const n of ns) {
      if (n.permission && grants(held, n.permission)) out.push(n.key);
      if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * The grant list after checking or unchecking `perms`. Unchecking one action of a wildcard grant
 * (`inbound/*∕*` less `inbound/ibOrder/delete`) replaces the wildcard by the actions of the tree it
 * still covers, so the rest stays granted.
 */
export function toggle(
  tree: readonly TFeatureNode[],
  own: readonly string[],
  perms: readonly string[],
  checked: boolean,
): string[] {
  if (checked) {
    const add = perms.filter((p) => !grants(own, p));
    return [...own, ...add].sort();
  }
  const all = allPermissions(tree);
  const out = new Set<string>();
  for (const g of own) {
    if (!perms.some((p) => grants([g], p))) {
      out.add(g);
      continue;
    }
    if (g.includes('*')) for (const p of all) if (grants([g], p) && !perms.includes(p)) out.add(p);
  }
  return [...out].sort();
}
