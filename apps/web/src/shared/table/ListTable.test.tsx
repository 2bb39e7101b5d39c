import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { location } from '@wms/contract/resources/location';
import { warehouse } from '@wms/contract/resources/warehouse';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fb } from '../../test/mocks.ts';
import { ApiError, api } from '../api/request.ts';
import { columnSettingsKey } from './columnSettings.ts';
import { ListTable } from './ListTable.tsx';
import { currentSearch, renderWithProviders } from './testing.tsx';

vi.mock('../feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

vi.mock('../api/request.ts', async (importOriginal) => (await import('../../test/mocks.ts')).apiModule(importOriginal as never));

/** A header cell by its title (antd also renders titles in a hidden measure row). */
function header(title: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('thead th')].find(
    (th) => (th.querySelector('.ant-table-column-title')?.textContent ?? th.textContent) === title,
  );
}

const post = vi.mocked(api.post);
/** List loads are silent: the list shows their failure itself. */
const SILENT = { silent: true };
const get = vi.mocked(api.get);

const locationRows = [
  {
    id: 1,
    code: 'A-01',
    warehouse: 3,
    warehouseLabel: 'Main WH',
    type: 'store',
    aisle: 'A',
    rack: '1',
    level: '2',
    bin: '3',
    maxQty: 12345,
  },
  {
    id: 2,
    code: 'A-02',
    warehouse: 3,
    warehouseLabel: 'Main WH',
    type: 'ship',
    aisle: 'A',
    rack: '1',
    level: '3',
    bin: '4',
    maxQty: 5,
  },
];

/** A list whose page has just added row `id` once the button is clicked. */
function AfterAdd({ id }: { id: number }) {
  const [added, setAdded] = useState<number>();
  return (
    <>
      <button type="button" onClick={() => setAdded(id)}>
        added
      </button>
      <ListTable def={location} highlightKey={added} />
    </>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(async (url: string) => {
    if (url === '/system/dict/_get') {
      return {
        code: 200,
        data: [
          { value: 'store', label: '存储' },
          { value: 'ship', label: '发运' },
        ],
      } as never;
    }
    return { data: [] } as never;
  });
  post.mockImplementation(
    async () => ({ action: 'ok', message: '', count: 45, data: { rows: locationRows, summary: { maxQty: 12350 } } }) as never,
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('ListTable', () => {
  it('asks for the first page of 20 with totals and renders cells by field kind', async () => {
    renderWithProviders(<ListTable def={location} />);
    expect(await screen.findByText('A-01')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/setting/location/~page/get', { page: 1, length: 20, summary: true }, SILENT);
    // ref → label, enum → dictionary label, number → thousands separators
    expect(screen.getAllByText('Main WH')).toHaveLength(2);
    expect(await screen.findByText('存储')).toBeTruthy();
    expect(screen.getByText('12,345')).toBeTruthy();
    // column titles from the contract labels
    expect(header('库位编码')).toBeTruthy();
    // only list fields by default
    expect(header('最大承重')).toBeUndefined();
  });

  it('shows the server totals in a summary row', async () => {
    renderWithProviders(<ListTable def={location} />);
    expect(await screen.findByText('12,350')).toBeTruthy();
    expect(screen.getByText('合计')).toBeTruthy();
  });

  /** Totals of max load only under a filter on the type (as container units only over one packaging type). */
  const totals = (s: { filter: readonly { field: string }[] }) => (s.filter.some((f) => f.field === 'type') ? ['maxQty'] : []);

  it('shows only the totals the page names for the list’s state, and asks for none when it names none', async () => {
    renderWithProviders(<ListTable def={location} totals={totals} />);
    await screen.findByText('A-01');
    expect(screen.queryByText('12,350')).toBeNull();
    expect(screen.queryByText('合计')).toBeNull();
    expect(post).toHaveBeenLastCalledWith('/setting/location/~page/get', { page: 1, length: 20 }, SILENT);
  });

  it('keeps the totals the page names', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'type', operator: 'eq', value: 'store' }]));
    renderWithProviders(<ListTable def={location} totals={totals} />, { route: `/?filter=${filter}` });
    expect(await screen.findByText('12,350')).toBeTruthy();
    expect(screen.getByText('合计')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      '/setting/location/~page/get',
      expect.objectContaining({ summary: true, filter: [{ field: 'type', operator: 'eq', value: 'store' }] }),
      SILENT,
    );
  });

  it('shows the pager total and the page-size choices', async () => {
    renderWithProviders(<ListTable def={location} />);
    expect(await screen.findByText('共 45 条')).toBeTruthy();
    expect(document.querySelector('.wms-pager .ant-pagination-options-size-changer')).toBeTruthy();
    expect(document.querySelector('.wms-pager .ant-pagination-options-quick-jumper')).toBeTruthy();
  });

  it('says "about" for an estimated count and counts exactly on request', async () => {
    post.mockImplementation(async (_path, body) =>
      (body as { exactCount?: boolean }).exactCount
        ? ({ action: 'ok', message: '', count: 123456, data: { rows: locationRows, summary: { maxQty: 9 } } } as never)
        : ({ action: 'ok', message: '', count: 120000, countEstimated: true, data: { rows: locationRows } } as never),
    );
    renderWithProviders(<ListTable def={location} />);
    expect(await screen.findByText('约 120000 条')).toBeTruthy();
    fireEvent.click(screen.getByText('精确计数'));
    expect(await screen.findByText('共 123456 条')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      '/setting/location/~page/get',
      { page: 1, length: 20, summary: true, exactCount: true },
      SILENT,
    );
  });

  it('reads page, size, sort and filter from the URL', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'code', operator: 'include', value: 'A' }]));
    renderWithProviders(<ListTable def={location} />, { route: `/?page=2&length=10&prop=code&order=desc&filter=${filter}` });
    await screen.findByText('A-01');
    expect(post).toHaveBeenCalledWith(
      '/setting/location/~page/get',
      {
        page: 2,
        length: 10,
        prop: 'code',
        order: 'desc',
        filter: [{ field: 'code', operator: 'include', value: 'A' }],
        summary: true,
      },
      SILENT,
    );
  });

  it('sorts on a sortable column through the URL, back to page 1', async () => {
    renderWithProviders(<ListTable def={location} />, { route: '/?page=2' });
    await screen.findByText('A-01');
    fireEvent.click(header('库位编码')!);
    await waitFor(() => expect(currentSearch().get('prop')).toBe('code'));
    expect(currentSearch().get('order')).toBe('asc');
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/setting/location/~page/get',
        expect.objectContaining({ prop: 'code', order: 'asc', page: 1 }),
        SILENT,
      ),
    );
  });

  it('offers no sorter on fields that are not sortable', async () => {
    post.mockResolvedValue({
      action: 'ok',
      count: 1,
      data: { rows: [{ id: 1, code: 'W', name: 'N', description: 'd', dflt: true }] },
    } as never);
    renderWithProviders(<ListTable def={warehouse} />);
    await screen.findByText('W');
    expect(header('描述')!.className).not.toContain('ant-table-column-has-sorters');
    expect(header('编码')!.className).toContain('ant-table-column-has-sorters');
    // bool renders yes/no
    expect(screen.getByText('是')).toBeTruthy();
  });

  it('changes page through the pager', async () => {
    renderWithProviders(<ListTable def={location} />);
    await screen.findByText('A-01');
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/setting/location/~page/get', expect.objectContaining({ page: 2 }), SILENT),
    );
  });

  it('draws the rows once per page click: not while the page number and the URL change, only when the rows come', async () => {
    const drawn = vi.fn();
    const renderers = {
      code: (value: unknown) => {
        drawn(value);
        return String(value);
      },
    };
    renderWithProviders(<ListTable def={location} renderers={renderers} />);
    await screen.findByText('A-01');
    let answer: (v: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((r) => (answer = r)) as never);
    drawn.mockClear();
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    expect(document.querySelector('.ant-pagination-item-active')!.textContent).toBe('2');
    expect(drawn).not.toHaveBeenCalled();
    answer({ action: 'ok', count: 45, data: { rows: [{ ...locationRows[0]!, id: 21, code: 'B-21' }] } });
    expect(await screen.findByText('B-21')).toBeTruthy();
    expect(drawn.mock.calls).toEqual([['B-21']]);
  });

  it('says "data format error" in place when the reply has no rows, not "no data"', async () => {
    post.mockResolvedValue({ action: 'ok', message: '' } as never);
    renderWithProviders(<ListTable def={location} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据格式错误');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('keeps the rows shown when a reload fails, shows the error with a retry, and recovers', async () => {
    renderWithProviders(<ListTable def={location} />);
    await screen.findByText('A-01');
    post.mockRejectedValue(new ApiError('请求服务器无响应！', 0));
    fireEvent.click(screen.getByLabelText('刷新'));
    expect((await screen.findByRole('alert')).textContent).toContain('请求服务器无响应！');
    expect(screen.getByText('A-01')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();

    // Another page while the server is away: still the last rows, never an empty list.
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/setting/location/~page/get', expect.objectContaining({ page: 2 }), SILENT),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('请求服务器无响应！');
    expect(screen.getByText('A-01')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();

    post.mockResolvedValue({ action: 'ok', count: 45, data: { rows: [{ ...locationRows[0]!, id: 21, code: 'B-21' }] } } as never);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('B-21')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // The list told the user itself; no toast on top.
    expect(fb.notification.error).not.toHaveBeenCalled();
  });

  it('shows the error, not "no data", when the first load fails', async () => {
    post.mockRejectedValue(new ApiError('请求服务器无响应！', 0));
    renderWithProviders(<ListTable def={location} />);
    expect((await screen.findByRole('alert')).textContent).toContain('请求服务器无响应！');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('goes to page 1 for a row just added and marks it there for a moment', async () => {
    renderWithProviders(<AfterAdd id={2} />, { route: '/?page=3' });
    await screen.findByText('A-01');
    fireEvent.click(screen.getByText('added'));
    await waitFor(() => expect(currentSearch().get('page')).toBeNull());
    await waitFor(() => expect(screen.getByText('A-02').closest('tr')!.className).toContain('wms-row-new'));
    expect(screen.getByText('A-01').closest('tr')!.className).not.toContain('wms-row-new');
    await waitFor(() => expect(screen.getByText('A-02').closest('tr')!.className).not.toContain('wms-row-new'), {
      timeout: 4000,
    });
  });

  it('keeps the page of a list the user sorted, and marks the new row if it is there', async () => {
    renderWithProviders(<AfterAdd id={1} />, { route: '/?page=2&prop=code&order=asc' });
    await screen.findByText('A-01');
    fireEvent.click(screen.getByText('added'));
    await waitFor(() => expect(screen.getByText('A-01').closest('tr')!.className).toContain('wms-row-new'));
    expect(currentSearch().get('page')).toBe('2');
  });

  it('uses the saved column settings', async () => {
    sessionStorage.setItem(
      columnSettingsKey('location'),
      JSON.stringify([
        { name: 'maxWeight', visible: true },
        { name: 'code', visible: false },
      ]),
    );
    renderWithProviders(<ListTable def={location} />);
    await waitFor(() => expect(header('最大承重')).toBeTruthy());
    expect(header('库位编码')).toBeUndefined();
    // the saved order comes first
    expect(document.querySelector('thead th:not(.ant-table-selection-column)')?.textContent).toBe('最大承重');
  });

  it('hides a column from the settings drawer and saves it per resource', async () => {
    renderWithProviders(<ListTable def={location} />);
    await screen.findByText('A-01');
    fireEvent.click(screen.getByLabelText('列设置'));
    const row = await screen.findByTestId('column-aisle');
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(header('巷道')).toBeUndefined());
    const saved = JSON.parse(sessionStorage.getItem(columnSettingsKey('location'))!);
    expect(saved.find((c: { name: string }) => c.name === 'aisle').visible).toBe(false);
  });

  it('says "column settings save failed" when storage refuses', async () => {
    renderWithProviders(<ListTable def={location} />);
    await screen.findByText('A-01');
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', failing);
    fireEvent.click(screen.getByLabelText('列设置'));
    fireEvent.click(within(await screen.findByTestId('column-aisle')).getByRole('checkbox'));
    await waitFor(() => expect(fb.message.error).toHaveBeenCalledWith('列设置保存失败'));
    fireEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(fb.message.error).toHaveBeenCalledWith('列设置重置失败'));
  });

  it('renders toolbar and row actions given by the page', async () => {
    renderWithProviders(
      <ListTable
        def={location}
        toolbar={() => <button type="button">extra</button>}
        rowActions={(row) => <span>act-{row.id}</span>}
      />,
    );
    expect(await screen.findByText('act-1')).toBeTruthy();
    expect(screen.getByText('extra')).toBeTruthy();
    expect(header('操作')).toBeTruthy();
  });
});
