import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/request.ts';
import { renderWithProviders } from '../table/testing.tsx';
import { TABLE_SELECT_HEIGHT, TABLE_SELECT_WIDTH, TableSelect } from './TableSelect.tsx';

vi.mock('../api/request.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../api/request.ts')>();
  return { ...orig, api: { get: vi.fn(), post: vi.fn(), download: vi.fn(), upload: vi.fn() } };
});

const get = vi.mocked(api.get);

beforeEach(() => {
  vi.clearAllMocks();
  get.mockResolvedValue({
    code: 200,
    message: '',
    data: {
      rows: [
        { id: 5, code: 'W5', name: 'Fifth', label: 'Fifth' },
        { id: 6, code: 'W6', name: 'Sixth', label: 'Sixth' },
      ],
      total: 2,
    },
  } as never);
});

describe('TableSelect', () => {
  it('has the sizes of spec §9', () => {
    expect(TABLE_SELECT_WIDTH).toBe(400);
    expect(TABLE_SELECT_HEIGHT).toBe(245);
  });

  it('shows the label it is given for the current value', () => {
    renderWithProviders(<TableSelect resource="warehouse" value={3} label="Third" />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Third');
  });

  it('searches 20 rows a page and picks a row by id', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TableSelect resource="warehouse" value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('textbox'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/setting/warehouse/_select', { page: 1, pageSize: 20, keyword: undefined }),
    );
    fireEvent.click(await screen.findByText('Sixth'));
    expect(onChange).toHaveBeenCalledWith(6, expect.objectContaining({ id: 6, label: 'Sixth' }));
  });

  it('sends the typed keyword', async () => {
    renderWithProviders(<TableSelect resource="warehouse" />);
    fireEvent.click(screen.getByRole('textbox'));
    await screen.findByText('Fifth');
    fireEvent.change(screen.getByPlaceholderText('输入关键字搜索'), { target: { value: 'fif' } });
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/setting/warehouse/_select', { page: 1, pageSize: 20, keyword: 'fif' }),
    );
  });

  it('clears the value', () => {
    const onChange = vi.fn();
    renderWithProviders(<TableSelect resource="warehouse" value={3} label="Third" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("offers only the order's warehouse and shows a SKU's name beside its number (issue 26 §9)", async () => {
    get.mockResolvedValue({
      code: 200,
      message: '',
      data: { rows: [{ id: 9, no: 'PAL-1200', itemName: 'Pallet 1200', label: 'PAL-1200' }], total: 1 },
    } as never);
    const { unmount } = renderWithProviders(<TableSelect resource="productSku" warehouse={null} />);
    fireEvent.click(screen.getByRole('textbox'));
    await screen.findByPlaceholderText('输入关键字搜索');
    expect(get).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<TableSelect resource="productSku" warehouse={2} />);
    fireEvent.click(screen.getByRole('textbox'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/product/sku/_select', { page: 1, pageSize: 20, keyword: undefined, warehouse: 2 }),
    );
    const row = (await screen.findByText('Pallet 1200')).closest('tr')!;
    expect(row.textContent).toBe('PAL-1200Pallet 1200');
  });
});
