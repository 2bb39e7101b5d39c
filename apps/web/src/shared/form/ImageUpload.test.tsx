import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fb } from '../../test/mocks.ts';
import { api } from '../api/request.ts';
import { renderWithProviders } from '../table/testing.tsx';
import { FILE_UPLOAD_URL, ImageUpload } from './ImageUpload.tsx';

vi.mock('../feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

vi.mock('../api/request.ts', async (importOriginal) => (await import('../../test/mocks.ts')).apiModule(importOriginal as never));

const upload = vi.mocked(api.upload);
const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(props: Partial<Parameters<typeof ImageUpload>[0]> = {}) {
  const onChange = vi.fn();
  renderWithProviders(<ImageUpload onChange={onChange} {...props} />);
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]');
  return { onChange, input };
}

beforeEach(() => {
  vi.clearAllMocks();
  upload.mockResolvedValue({ code: 200, data: { fileName: 'a.png', src: '/files/a.png' } } as never);
});

describe('ImageUpload', () => {
  it('uploads an image to /system/file/~upload and emits its address', async () => {
    const { onChange, input } = setup();
    fireEvent.change(input()!, { target: { files: [png()] } });
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(`${FILE_UPLOAD_URL}?image=1`, expect.any(File), expect.any(Function)),
    );
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/files/a.png'));
  });

  it('refuses a file that is not an image', async () => {
    const { input } = setup();
    fireEvent.change(input()!, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(fb.message.error).toHaveBeenCalledWith('所选文件不是图片'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit', async () => {
    const { input } = setup({ maxSizeMB: 1 });
    fireEvent.change(input()!, { target: { files: [png('big.png', 1024 * 1024 + 1)] } });
    await waitFor(() => expect(fb.message.error).toHaveBeenCalledWith('文件大小不能超过 1 MB'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('warns past the maximum count', async () => {
    const { input } = setup({ maxCount: 2, value: ['/files/x.png'] });
    fireEvent.change(input()!, { target: { files: [png('b.png'), png('c.png')] } });
    await waitFor(() => expect(fb.message.warning).toHaveBeenCalledWith('最多只能上传 2 个文件'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('asks before removing a file', async () => {
    const { onChange } = setup({ value: '/files/x.png' });
    fb.modal.confirm.mockImplementation(({ onOk }: { onOk: () => void }) => onOk());
    fireEvent.click(document.querySelector('[title="Remove file"], .ant-upload-list-item-actions button, .anticon-delete')!);
    await waitFor(() => expect(fb.modal.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '确定移除该文件吗？' })));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });
});
