import { resourceTitle } from '@wms/contract/locales/index';
import { ACTION_LABELS, ACTIONS } from '@wms/contract/permissions';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import type { TFeatureNode } from '@wms/contract/system';
import type { Lang } from '../../../i18n/messages.ts';
import type { MenuRow } from '../menus/menu-repository.ts';

/** Every permission the console knows: what the routes check plus what menu leaves need. */
export function knownPermissions(routeAccess: readonly string[], menus: readonly MenuRow[]): string[] {
  const all = new Set<string>();
  for (const a of routeAccess) if (a.split('/').length === 3) all.add(a);
  for (const m of menus) if (m.permission) all.add(m.permission);
  return [...all].sort();
}

const prefixOf = (p: string) => p.split('/').slice(0, 2).join('/');
const actionOf = (p: string) => p.split('/')[2]!;

/** The fixed actions first in their usual order, then workflow actions alphabetically. */
function byAction(a: string, b: string) {
  const ia = (ACTIONS as readonly string[]).indexOf(actionOf(a));
  const ib = (ACTIONS as readonly string[]).indexOf(actionOf(b));
  if (ia !== ib) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return actionOf(a).localeCompare(actionOf(b));
}

const actionTitle = (lang: Lang, p: string) => ACTION_LABELS[actionOf(p)]?.[lang] ?? actionOf(p);

/** A title for a permission prefix no menu shows: its resource's title when the path names one. */
function prefixTitle(lang: Lang, prefix: string) {
  const [area, key] = prefix.split('/');
  for (const def of RESOURCE_BY_NAME.values()) {
    if (def.area === area && def.key === key) return resourceTitle(lang, def.name);
  }
  return prefix;
}

/**
 * Menus and their actions from the menu table and the known permissions: a screen lists every
 * action of its `area/resource`; actions no screen lists gather under "other", so nothing the
 * server checks is missing from the tree.
 */
export function buildFeatureTree(menus: readonly MenuRow[], known: readonly string[], lang: Lang): TFeatureNode[] {
  const byPrefix = new Map<string, string[]>();
  for (const p of known) byPrefix.set(prefixOf(p), [...(byPrefix.get(prefixOf(p)) ?? []), p]);
  const used = new Set<string>();
  const title = (m: MenuRow) => (lang === 'en' ? m.titleEn : m.title);
  const children = new Map<number | null, MenuRow[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);

  const build = (parentId: number | null): TFeatureNode[] => {
    const out: TFeatureNode[] = [];
    for (const m of children.get(parentId) ?? []) {
      const key = `menu:${m.name}`;
      if (children.has(m.id)) {
        const sub = build(m.id);
        if (sub.length) out.push({ key, title: title(m), children: sub });
        continue;
      }
      if (!m.permission) continue; // open to every signed-in user: nothing to grant
      const prefix = prefixOf(m.permission);
      const perms = [...new Set([m.permission, ...(byPrefix.get(prefix) ?? [])])].sort(byAction);
      used.add(prefix);
      out.push({
        key,
        title: title(m),
        children: perms.map((p) => ({ key: `${key}|${p}`, title: actionTitle(lang, p), permission: p })),
      });
    }
    return out;
  };
  const tree = build(null);

  const rest = [...byPrefix.keys()].filter((p) => !used.has(p)).sort();
  if (rest.length) {
    tree.push({
      key: 'other',
      title: lang === 'en' ? 'Other' : '其他',
      children: rest.map((prefix) => ({
        key: `other:${prefix}`,
        title: prefixTitle(lang, prefix),
        children: byPrefix
          .get(prefix)!
          .sort(byAction)
          .map((p) => ({ key: `other:${p}`, title: actionTitle(lang, p), permission: p })),
      })),
    });
  }
  return tree;
}
