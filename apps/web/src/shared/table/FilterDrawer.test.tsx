import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { warehouse } from '@wms/contract/resources/warehouse';
import type { TFilterItem } from '@wms/contract/table';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fb } from '../../test/mocks.ts';
import { api } from '../api/request.ts';
import { FilterDrawer } from './FilterDrawer.tsx';
import { filterFields } from './filterRules.ts';
import { renderWithProviders } from './testing.tsx';

vi.mock('../feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

vi.mock('../api/request.ts', async (importOriginal) => (await import('../../test/mocks.ts')).apiModule(importOriginal as never));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const fields = filterFields(warehouse);
const label = (f: string) => ({ code: '编码', name: '名称', dflt: '默认' })[f] ?? f;

const favourites = [
  { id: 7, title: 'Shanghai', filter: { addr: 'Shanghai|include' } },
  { id: 8, title: 'Defaults', filter: { dflt: '1|eq' } },
];

function setup(value: TFilterItem[] = []) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FilterDrawer open onClose={onClose} resource="warehouse" fields={fields} label={label} value={value} onApply={onApply} />,
  );
  return { onApply, onClose };
}

const button = (name: RegExp) => screen.getByRole('button', { name });
const rows = () => document.querySelectorAll('[data-testid^="filter-row-"]');

beforeEach(() => {
  vi.clearAllMocks();
  get.mockResolvedValue({ action: 'ok', data: favourites } as never);
  post.mockResolvedValue({ action: 'ok', message: '保存成功' } as never);
});

describe('FilterDrawer', () => {
  it('is 650 wide and lists the favourites of the resource', async () => {
    setup();
    expect(await screen.findByText('Shanghai')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/filter/_list', { resource: 'warehouse' });
    const panel = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper, .ant-drawer-section')!;
    expect(panel.getAttribute('style') ?? '').toContain('650');
  });

  it('disables apply and save-as-favourite without conditions', () => {
    setup();
    expect(button(/应\s?用/).hasAttribute('disabled')).toBe(true);
    expect(button(/收藏为常用筛选/).hasAttribute('disabled')).toBe(true);
  });

  it('adds conditions on free fields and warns "no filter items" when none is left', async () => {
    setup();
    for (let i = 0; i < fields.length; i++) fireEvent.click(button(/添加条件/));
    expect(rows()).toHaveLength(fields.length);
    expect(button(/应\s?用/).hasAttribute('disabled')).toBe(false);
    fireEvent.click(button(/添加条件/));
    expect(fb.message.warning).toHaveBeenCalledWith('没有可添加的筛选项');
    expect(rows()).toHaveLength(fields.length);
  });

  it('applies the complete conditions and closes', async () => {
    const { onApply, onClose } = setup();
    fireEvent.click(button(/添加条件/));
    fireEvent.change(within(rows()[0] as HTMLElement).getByPlaceholderText('值'), { target: { value: 'W-1' } });
    fireEvent.click(button(/添加条件/));
    fireEvent.click(button(/应\s?用/));
    expect(onApply).toHaveBeenCalledWith([{ field: 'code', operator: 'eq', value: 'W-1' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from the filter in force', () => {
    setup([{ field: 'name', operator: 'include', value: 'Main' }]);
    expect(rows()).toHaveLength(1);
    expect((screen.getByPlaceholderText('值') as HTMLInputElement).value).toBe('Main');
  });

  it('clears: empties the conditions and applies an empty filter', () => {
    const { onApply } = setup([{ field: 'name', operator: 'include', value: 'Main' }]);
    fireEvent.click(button(/清\s?空/));
    expect(rows()).toHaveLength(0);
    expect(onApply).toHaveBeenCalledWith([]);
  });

  it('refuses a blank favourite name', async () => {
    setup([{ field: 'code', operator: 'eq', value: 'A' }]);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '   ' } });
    fireEvent.click(button(/收藏为常用筛选/));
    expect(fb.message.warning).toHaveBeenCalledWith('名称不能为空');
    expect(screen.getByLabelText('名称').closest('.ant-input-outlined, input')?.className ?? '').toContain('status-error');
    expect(post).not.toHaveBeenCalled();
  });

  it('saves a favourite in the saved-filter map form', async () => {
    setup([
      { field: 'code', operator: 'eq', value: 'A' },
      { field: 'dflt', operator: 'eq', value: 1 },
    ]);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' Mine ' } });
    fireEvent.click(button(/收藏为常用筛选/));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/filter/~save', {
        resource: 'warehouse',
        title: 'Mine',
        filter: { code: 'A|eq', dflt: '1|eq' },
      }),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('保存成功'));
  });

  it('chooses a favourite: replaces the conditions, applies them and closes', async () => {
    const { onApply, onClose } = setup([{ field: 'code', operator: 'eq', value: 'A' }]);
    fireEvent.click(await screen.findByText('Shanghai'));
    expect(onApply).toHaveBeenCalledWith([{ field: 'addr', operator: 'include', value: 'Shanghai' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before deleting a favourite', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /删除 Defaults/ }));
    expect(await screen.findByText('确定删除收藏“Defaults”吗？')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/filter/~delete', { id: 8 }));
  });

  it('disables a field used by another row', async () => {
    setup([
      { field: 'code', operator: 'eq', value: 'A' },
      { field: 'name', operator: 'eq', value: 'B' },
    ]);
    const fieldSelect = within(rows()[1] as HTMLElement).getAllByRole('combobox')[0];
    fireEvent.mouseDown(fieldSelect);
    const option = () => document.querySelector('.ant-select-item-option[title="编码"]');
    await waitFor(() => expect(option()).toBeTruthy());
    expect(option()!.className).toContain('ant-select-item-option-disabled');
    expect(document.querySelector('.ant-select-item-option[title="名称"]')!.className).not.toContain('disabled');
  });

  it('resets the operator and value when the field changes', async () => {
    setup([{ field: 'code', operator: 'include', value: 'A' }]);
    const [fieldSelect] = within(rows()[0] as HTMLElement).getAllByRole('combobox');
    fireEvent.mouseDown(fieldSelect);
    fireEvent.click(await screen.findByTitle('默认'));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByRole('switch')).toBeTruthy());
    expect(within(rows()[0] as HTMLElement).getByText('等于')).toBeTruthy();
  });
});
