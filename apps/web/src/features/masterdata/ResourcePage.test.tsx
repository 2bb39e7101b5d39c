import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { fb } from '../../test/mocks.ts';
import ResourcePage from './ResourcePage.tsx';

// The row's confirmation is antd's Popconfirm, fetched at the first click: on a loaded 2-core runner it took over
// the default 1 s to arrive (CI, twice). Wait up to 5 s, as the other screen tests do.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) || granted.perms.includes('*/*/*') }),
}));

vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const download = vi.mocked(api.download);

const rows = [
  { id: 1, code: 'W1', name: 'Main', description: null, dflt: true },
  { id: 2, code: 'W2', name: 'Second', description: 'spare', dflt: false },
];

type Handler = (body: unknown) => unknown;
let handlers: Record<string, Handler>;

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  handlers = {
    '/setting/warehouse/~page/get': () => ({ action: 'ok', message: '', count: 2, data: { rows } }),
  };
  post.mockImplementation(async (url: string, body?: unknown) => {
    const h = handlers[url];
    if (!h) throw new Error(`unexpected POST ${url}`);
    return h(body) as never;
  });
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
  download.mockResolvedValue();
});

const btn = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('button', { name });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('ResourcePage', () => {
  it('says so for an unknown resource', async () => {
    renderWithProviders(<ResourcePage resource="nope" />);
    expect(await screen.findByText('未知的资源：nope')).toBeTruthy();
  });

  it('shows every toolbar button with the permissions', async () => {
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    for (const name of [/新\s?增/, /批量删除/, /导\s?入/, /导\s?出/, /下载模板/]) expect(btn(name)).toBeTruthy();
  });

  it('hides the buttons the user lacks', async () => {
    granted.perms = ['setting/warehouse/view', 'setting/warehouse/export'];
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /设为默认/ })).toBeNull();
    expect(btn(/导\s?出/)).toBeTruthy();
  });

  it('exports the current order and filter, downloads the template', async () => {
    renderWithProviders(<ResourcePage resource="warehouse" />, { route: '/?prop=code&order=desc' });
    await screen.findByText('Second');
    fireEvent.click(btn(/导\s?出/));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/setting/warehouse/~export', {
        method: 'POST',
        body: { prop: 'code', order: 'desc', filter: [] },
      }),
    );
    fireEvent.click(btn(/下载模板/));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/setting/warehouse/~tpl/download'));
  });

  it('tags the default warehouse and sets another as default', async () => {
    handlers['/setting/warehouse/~default/set'] = () => ({ action: 'ok', message: '已设为默认仓库' });
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    expect(within(rowOf('Main')).getByText('默认').closest('.ant-tag')).toBeTruthy();
    expect(within(rowOf('Main')).queryByRole('button', { name: /设为默认/ })).toBeNull();
    fireEvent.click(btn(/设为默认/, rowOf('Second')));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/setting/warehouse/~default/set', { id: 2 }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('已设为默认仓库'));
  });

  it('adds a row and shows the server field error on its item', async () => {
    handlers['/setting/warehouse/~add'] = () => {
      throw new ApiError('编码已存在：W1', 400, { action: 'error', field: 'code', message: '编码已存在：W1' });
    };
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    fireEvent.click(btn(/新\s?增/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增仓库')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'W1' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'Dup' } });
    fireEvent.click(btn(/保\s?存/, dialog));
    await waitFor(() => expect(within(dialog).getByText('编码已存在：W1')).toBeTruthy());
    expect(post).toHaveBeenCalledWith(
      '/setting/warehouse/~add',
      { code: 'W1', name: 'Dup', description: null, addr: null, contact: null, contactPhone: null },
      { silent: true },
    );
    expect(fb.message.success).not.toHaveBeenCalled();
  });

  it('requires the fields the definition requires', async () => {
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    fireEvent.click(btn(/新\s?增/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(btn(/保\s?存/, dialog));
    expect(await within(dialog).findByText('请输入编码')).toBeTruthy();
    expect(within(dialog).getByText('请输入名称')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/setting/warehouse/~add', expect.anything(), expect.anything());
  });

  it('edits a row and shows the server message', async () => {
    handlers['/setting/warehouse/~update'] = () => ({ action: 'ok', message: '保存成功', data: {} });
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    fireEvent.click(btn(/编\s?辑/, rowOf('Second')));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('编码') as HTMLInputElement).value).toBe('W2'));
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'Renamed' } });
    fireEvent.click(btn(/保\s?存/, dialog));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/setting/warehouse/~update',
        expect.objectContaining({ id: 2, code: 'W2', name: 'Renamed', description: 'spare' }),
        { silent: true },
      ),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('保存成功'));
  });

  it('deletes a row after confirmation', async () => {
    handlers['/setting/warehouse/~delete'] = () => ({ action: 'ok', message: '删除成功' });
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    fireEvent.click(btn(/删\s?除/, rowOf('Second')));
    expect(await screen.findByText('确定删除这条记录吗？')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/setting/warehouse/~delete', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/setting/warehouse/~delete', { ids: [2] }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('删除成功'));
  });

  it('deletes the selected rows after confirmation', async () => {
    handlers['/setting/warehouse/~delete'] = () => ({ action: 'ok', message: '删除成功' });
    renderWithProviders(<ResourcePage resource="warehouse" />);
    await screen.findByText('Second');
    expect(btn(/批量删除/).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rowOf('Main')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Second')).getByRole('checkbox'));
    await waitFor(() => expect(btn(/批量删除/).hasAttribute('disabled')).toBe(false));
    fireEvent.click(btn(/批量删除/));
    expect(await screen.findByText('确定删除选中的 2 条记录吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/setting/warehouse/~delete', { ids: [1, 2] }));
  });
});
