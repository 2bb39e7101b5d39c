import { grants } from '@wms/contract/permissions';
import type { TFeatureNode } from '@wms/contract/system';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { coveredKeys, permissionsUnder, toggle } from './featureChecks.ts';

interface Props {
  tree: TFeatureNode[];
  /** The grants being edited (a user's own, or a role's). */
  value: string[];
  onChange: (next: string[]) => void;
  /** Given otherwise (a user's roles): shown checked and fixed. */
  inherited?: string[];
  /** What the editor holds: nothing beyond it can be checked (the server refuses it too). */
  holder: string[];
}

/**
 * The checkable feature tree (spec §6). A permission may sit under two screens; checking either
 * node grants it, so both show checked.
 */
export function FeatureTree({ tree, value, onChange, inherited = [], holder }: Props) {
  const data = useMemo(() => {
    const fixed = (p: string) => grants(inherited, p) || !grants(holder, p);
    const map = (ns: TFeatureNode[]): TreeDataNode[] =>
      ns.map((n) => ({
        key: n.key,
        title: n.title,
        disableCheckbox: n.permission ? fixed(n.permission) : permissionsUnder(n).every(fixed),
        children: n.children ? map(n.children) : undefined,
      }));
    return map(tree);
  }, [tree, inherited, holder]);
  const byKey = useMemo(() => {
    const m = new Map<string, TFeatureNode>();
    const walk = (ns: TFeatureNode[]) => {
      for (const n of ns) {
        m.set(n.key, n);
        if (n.children) walk(n.children);
      }
    };
    walk(tree);
    return m;
  }, [tree]);
  const checked = useMemo(() => coveredKeys(tree, [...value, ...inherited]), [tree, value, inherited]);

  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      treeData={data}
      checkedKeys={checked}
      onCheck={(_keys, info) => {
        const node = byKey.get(String(info.node.key));
        if (!node) return;
        // Only what the editor may change: not what the roles give, nor what the editor lacks.
        const perms = permissionsUnder(node).filter((p) => !grants(inherited, p) && grants(holder, p));
        onChange(toggle(tree, value, perms, info.checked));
      }}
    />
  );
}
