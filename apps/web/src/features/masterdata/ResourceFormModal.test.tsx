import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { warehouse } from '@wms/contract/resources/warehouse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { ResourceFormModal } from './ResourceFormModal.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);

beforeEach(() => {
  vi.clearAllMocks();
  post.mockResolvedValue({ action: 'ok', message: '保存成功', data: { id: 9 } } as never);
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
});

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存|Save/ }));

/** Issue 7 item 1: an input must never shorten what was typed; it shows the limit and refuses on save. */
describe('ResourceFormModal text limits', { timeout: 30_000 }, () => {
  it('keeps a 45-character code, shows the count against the limit and refuses with the field message', async () => {
    renderWithProviders(<ResourceFormModal def={warehouse} open onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('编码') as HTMLInputElement;
    const typed = 'W'.repeat(45);
    fireEvent.change(code, { target: { value: typed } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'Main' } });
    expect(code.value).toBe(typed);
    expect(code.hasAttribute('maxlength')).toBe(false);
    expect(within(dialog).getByText('45 / 32')).toBeTruthy();
    expect(code.closest('.ant-input-out-of-range')).toBeTruthy();
    save(dialog);
    expect(await within(dialog).findByText('编码 最多 32 个字符')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    expect(code.value).toBe(typed);
  });

  it('saves once the code is within the limit', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ResourceFormModal def={warehouse} open onClose={() => {}} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'W'.repeat(32) } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'Main' } });
    expect(within(dialog).getByText('32 / 32')).toBeTruthy();
    save(dialog);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/setting/warehouse/~add', expect.objectContaining({ code: 'W'.repeat(32) }), {
        silent: true,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('uses the same words in English', async () => {
    renderWithProviders(<ResourceFormModal def={warehouse} open onClose={() => {}} onSaved={() => {}} />, { lang: 'en' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'W-1' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Main' } });
    fireEvent.change(within(dialog).getByLabelText('Contact'), { target: { value: 'C'.repeat(60) } });
    expect(within(dialog).getByText('60 / 50')).toBeTruthy();
    save(dialog);
    expect(await within(dialog).findByText('Contact: at most 50 characters')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
