import type { TFeatureNode } from '@wms/contract/system';
import { describe, expect, it } from 'vitest';
import { coveredKeys, permissionsUnder, toggle } from './featureChecks.ts';

const action = (menu: string, p: string): TFeatureNode => ({ key: `menu:${menu}|${p}`, title: p, permission: p });
const tree: TFeatureNode[] = [
  {
    key: 'menu:inbound',
    title: 'Inbound',
    children: [
      {
        key: 'menu:order',
        title: 'Order',
        children: [action('order', 'inbound/ibOrder/view'), action('order', 'inbound/ibOrder/delete')],
      },
      { key: 'menu:mu', title: 'MU', children: [action('mu', 'inbound/ibMu/view')] },
    ],
  },
  // One permission under two screens.
  { key: 'menu:sku', title: 'SKU', children: [action('sku', 'inventory/stock/view')] },
  { key: 'menu:loc', title: 'Location', children: [action('loc', 'inventory/stock/view')] },
];

describe('feature tree checks', () => {
  it('collects the permissions under a folder', () => {
    expect(permissionsUnder(tree[0]!)).toEqual(['inbound/ibOrder/view', 'inbound/ibOrder/delete', 'inbound/ibMu/view']);
  });

  it('marks every node a grant covers, wildcards and shared permissions included', () => {
    expect(coveredKeys(tree, ['inbound/*/view'])).toEqual(['menu:order|inbound/ibOrder/view', 'menu:mu|inbound/ibMu/view']);
    expect(coveredKeys(tree, ['inventory/stock/view'])).toEqual([
      'menu:sku|inventory/stock/view',
      'menu:loc|inventory/stock/view',
    ]);
  });

  it('adds only what is not covered yet', () => {
    expect(toggle(tree, ['inbound/*/*'], ['inbound/ibOrder/view', 'inventory/stock/view'], true)).toEqual([
      'inbound/*/*',
      'inventory/stock/view',
    ]);
  });

  it('unchecking one action of a wildcard keeps the rest as explicit grants', () => {
    expect(toggle(tree, ['inbound/*/*', 'inventory/stock/view'], ['inbound/ibOrder/delete'], false)).toEqual([
      'inbound/ibMu/view',
      'inbound/ibOrder/view',
      'inventory/stock/view',
    ]);
    expect(toggle(tree, ['inventory/stock/view'], ['inventory/stock/view'], false)).toEqual([]);
  });
});
