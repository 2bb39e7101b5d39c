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
  it('uploads to <path>/~upload with progress, then refreshes and closes', async () => {
    let report: ((p: number) => void) | undefined;
    let finish: (v: unknown) => void = () => {};
    upload.mockImplementation((_url, _file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { onImported, onClose, input } = setup();
    fireEvent.change(input, { target: { files: [xlsx] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith('/setting/warehouse/~upload', xlsx, expect.any(Function)));
    report?.(40);
    await waitFor(() => expect(document.querySelector('.ant-progress')?.textContent).toContain('40%'));
    finish({ code: 200, action: 'ok', message: '导入成功：新增 2 条，更新 0 条', data: { fileName: 'x', src: '' } });
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(fb.message.success).toHaveBeenCalledWith('导入成功：新增 2 条，更新 0 条');
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
