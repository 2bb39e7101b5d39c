import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFilterValue } from '@wms/contract/table';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/request.ts';
import { FilterValueEditor } from './FilterValueEditor.tsx';
import type { FilterField } from './filterRules.ts';
import { renderWithProviders } from './testing.tsx';

vi.mock('../api/request.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../api/request.ts')>();
  return { ...orig, api: { get: vi.fn(), post: vi.fn(), download: vi.fn(), upload: vi.fn() } };
});
const get = vi.mocked(api.get);

function field(over: Partial<FilterField>): FilterField {
  return { name: 'f', type: 'text', kind: 'string', repeatable: false, ...over };
}

function setup(f: FilterField, operator: string, value: TFilterValue) {
  const onChange = vi.fn();
  renderWithProviders(<FilterValueEditor field={f} operator={operator} value={value} onChange={onChange} />);
  return onChange;
}

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/dict/_get') return { code: 200, data: [{ value: 'store', label: '存储' }] } as never;
    return { code: 200, data: { rows: [{ id: 3, label: 'Main WH' }], total: 1 } } as never;
  });
});

describe('FilterValueEditor', () => {
  it('text: an input', () => {
    const onChange = setup(field({}), 'eq', '');
    fireEvent.change(screen.getByPlaceholderText('值'), { target: { value: 'abc' } });
    expect(onChange).toHaveBeenCalledWith('abc');
  });

  it('number: a number input', () => {
    const onChange = setup(field({ type: 'number', kind: 'int' }), 'gt', null);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '42' } });
    expect(onChange).toHaveBeenCalledWith(42);
  });

  it('switch: 1 or 0', () => {
    const onChange = setup(field({ type: 'switch', kind: 'bool' }), 'eq', 1);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('select of an enum: multiple, options from the dictionary', async () => {
    const onChange = setup(field({ type: 'select', kind: 'enum', enum: 'locationType' }), 'include', []);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/system/dict/_get', { name: 'locationType' }));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('存储'));
    expect(onChange).toHaveBeenCalledWith(['store']);
  });

  it('select with a fixed list (a workflow status): its options, values as given', async () => {
    const options = [
      { value: 100, label: '已下单' },
      { value: 1000, label: '已完成' },
    ];
    const onChange = setup(field({ type: 'select', kind: 'int', options }), 'include', []);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('已完成'));
    expect(onChange).toHaveBeenCalledWith([1000]);
    expect(get).not.toHaveBeenCalled();
  });

  it('select of a reference: remote search on the referenced resource', async () => {
    const onChange = setup(field({ type: 'select', kind: 'ref', ref: 'warehouse' }), 'include', []);
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/setting/warehouse/_select', { page: 1, pageSize: 20, keyword: undefined }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Main WH'));
    expect(onChange).toHaveBeenCalledWith([3]);
  });

  it('customDate: the preset ranges', async () => {
    const onChange = setup(field({ type: 'customDate', kind: 'datetime' }), 'include', null);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('最近 7 天'));
    expect(onChange).toHaveBeenCalledWith('last7days');
  });

  it('date kinds render pickers', () => {
    setup(field({ type: 'daterange', kind: 'date' }), 'include', ['2024-01-01', '2024-01-31']);
    const inputs = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([...inputs].map((i) => i.value)).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('datetime renders a picker with time', () => {
    setup(field({ type: 'datetime', kind: 'datetime' }), 'ge', '2024-01-01 08:30:00');
    expect(document.querySelector<HTMLInputElement>('.ant-picker input')!.value).toBe('2024-01-01 08:30:00');
  });
});
