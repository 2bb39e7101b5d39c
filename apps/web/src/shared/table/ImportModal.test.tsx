import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fb } from '../../test/mocks.ts';
import { ApiError, api } from '../api/request.ts';
import { ImportModal, importErrors } from './ImportModal.tsx';
import { renderWithProviders } from './testing.tsx';

vi.mock('../feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

vi.mock('../api/request.ts', async (importOriginal) => (await import('../../test/mocks.ts')).apiModule(importOriginal as never));

const upload = vi.mocked(api.upload);
const xlsx = new File(['x'], 'warehouses.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function setup() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ImportModal
      open
      onClose={onClose}
      path="/setting/warehouse"
      label={(f) => (f === 'code' ? '编码' : f)}
      onImported={onImported}
    />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onImported, onClose, input };
}

beforeEach(() => vi.clearAllMocks());

describe('ImportModal', () => {
  it('checks the file first (writes nothing), shows what would change, and imports only when confirmed', async () => {
    let report: ((p: number) => void) | undefined;
    let finish: (v: unknown) => void = () => {};
    upload.mockImplementationOnce((_url, _file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { onImported, onClose, input } = setup();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(input, { target: { files: [xlsx] } });
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith('/setting/warehouse/~upload/preview?blankClears=1', xlsx, expect.any(Function)),
    );
    report?.(40);
    await waitFor(() => expect(document.querySelector('.ant-progress')?.textContent).toContain('40%'));
    finish({
      code: 200,
      action: 'ok',
      message: '将新增 1 条，更新 1 条，0 条无变化（尚未导入）',
      data: {
        fileName: 'x',
        src: '',
        inserted: 1,
        updated: 1,
        unchanged: 0,
        changes: [{ row: 3, key: 'WH-1', fields: [{ field: 'name', label: '名称', from: '旧仓', to: null }] }],
      },
    });
    expect(await screen.findByText('将新增 1 条，更新 1 条，0 条无变化（尚未导入）')).toBeTruthy();
    expect(screen.getByText('WH-1')).toBeTruthy();
    expect(screen.getByText('旧仓')).toBeTruthy();
    expect(screen.getByText('（空）')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(1);

    upload.mockResolvedValueOnce({
      code: 200,
      action: 'ok',
      message: '导入成功：新增 1 条，更新 1 条',
      data: { fileName: 'x', src: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认导入' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(upload).toHaveBeenLastCalledWith('/setting/warehouse/~upload?blankClears=1', xlsx, expect.any(Function));
    expect(onClose).toHaveBeenCalled();
    expect(fb.message.success).toHaveBeenCalledWith('导入成功：新增 1 条，更新 1 条');
  });

  it('offers no import when the file changes nothing, and says when the changes listed are capped', async () => {
    const changes = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      key: `K${i}`,
      fields: [{ field: 'name', label: '名称', from: 'a', to: 'b' }],
    }));
    upload.mockResolvedValueOnce({ code: 200, action: 'ok', message: 'm', data: { inserted: 0, updated: 250, changes } });
    const { input } = setup();
    fireEvent.change(input, { target: { files: [xlsx] } });
    expect(await screen.findByText('仅列出前 200 条变更，共将更新 250 条')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith('/setting/warehouse/~upload/preview', xlsx, expect.any(Function));
    fireEvent.click(screen.getByRole('button', { name: '重新选择文件' }));
    expect(document.querySelector('input[type="file"]')).toBeTruthy();

    upload.mockResolvedValueOnce({ code: 200, action: 'ok', message: 'none', data: { inserted: 0, updated: 0, unchanged: 3 } });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [xlsx] } });
    expect(await screen.findByText('none')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认导入' }).hasAttribute('disabled')).toBe(true);
  });

  it('lists the server row errors when the file is refused', async () => {
    upload.mockRejectedValue(
      new ApiError('导入失败：2 处错误', 400, {
        action: 'error',
        message: '导入失败：2 处错误',
        errors: [
          { row: 3, field: 'code', message: '必填' },
          { row: 5, field: 'name', message: '过长' },
        ],
      }),
    );
    const { onImported, input } = setup();
    fireEvent.change(input, { target: { files: [xlsx] } });
    expect(await screen.findByText('以下数据有误，未导入任何数据')).toBeTruthy();
    expect(screen.getByText('必填')).toBeTruthy();
    expect(screen.getByText('编码')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file that is not xlsx', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [new File(['x'], 'data.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(fb.message.warning).toHaveBeenCalledWith('请选择 xlsx 文件'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('reads row errors only from an ApiError', () => {
    expect(importErrors(new Error('x'))).toEqual([]);
    expect(importErrors(new ApiError('x', 400, { errors: 'bad' }))).toEqual([]);
    expect(importErrors(new ApiError('x', 400, { errors: [{ row: 1, field: 'a', message: 'm' }, null] }))).toEqual([
      { row: 1, field: 'a', message: 'm' },
    ]);
  });
});
