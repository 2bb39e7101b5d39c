import { fireEvent, render, screen } from '@testing-library/react';
import type { TFeatureNode } from '@wms/contract/system';
import { describe, expect, it, vi } from 'vitest';
import { FeatureTree } from './FeatureTree.tsx';

const action = (menu: string, p: string, title: string): TFeatureNode => ({ key: `menu:${menu}|${p}`, title, permission: p });
const tree: TFeatureNode[] = [
  {
    key: 'menu:order',
    title: 'Order',
    children: [action('order', 'inbound/ibOrder/view', 'View order'), action('order', 'inbound/ibOrder/delete', 'Delete order')],
  },
  { key: 'menu:sku', title: 'By SKU', children: [action('sku', 'inventory/stock/view', 'View SKU stock')] },
  { key: 'menu:loc', title: 'By location', children: [action('loc', 'inventory/stock/view', 'View location stock')] },
];

const checkbox = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('FeatureTree', () => {
  it('checks a permission everywhere it appears, and a folder checks what the editor holds under it', () => {
    const onChange = vi.fn();
    const holder = ['inbound/ibOrder/view', 'inventory/*/*'];
    const { rerender } = render(<FeatureTree tree={tree} value={[]} onChange={onChange} holder={holder} />);
    fireEvent.click(checkbox('View SKU stock'));
    expect(onChange).toHaveBeenLastCalledWith(['inventory/stock/view']);
    rerender(<FeatureTree tree={tree} value={['inventory/stock/view']} onChange={onChange} holder={holder} />);
    expect(checkbox('View location stock').className).toContain('ant-tree-checkbox-checked');

    // The editor lacks delete: it stays fixed, and checking the folder grants only the view.
    expect(checkbox('Delete order').className).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(checkbox('Order'));
    expect(onChange).toHaveBeenLastCalledWith(['inbound/ibOrder/view', 'inventory/stock/view']);
  });

  it('shows what the roles give checked and fixed, and never sends it as an own grant', () => {
    const onChange = vi.fn();
    render(<FeatureTree tree={tree} value={[]} inherited={['inventory/stock/view']} onChange={onChange} holder={['*/*/*']} />);
    const inherited = checkbox('View SKU stock').className;
    expect(inherited).toContain('ant-tree-checkbox-checked');
    expect(inherited).toContain('ant-tree-checkbox-disabled');
    fireEvent.click(checkbox('Order'));
    expect(onChange).toHaveBeenLastCalledWith(['inbound/ibOrder/delete', 'inbound/ibOrder/view']);
  });
});
