import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import TableConfigPage from './TableConfigPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
configure({ asyncUtilTimeout: 5000 });
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
let saved: unknown;

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['system/table/view', 'system/table/update'];
  saved = null;
  get.mockImplementation(async () => ({ action: 'ok', data: { name: 'warehouse', columns: saved, updatedAt: null } }) as never);
  post.mockResolvedValue({ action: 'ok', message: 'Saved' } as never);
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

async function pickWarehouse() {
  renderWithProviders(<TableConfigPage />, { lang: 'en', shell: true });
  const box = screen.getByRole('combobox', { name: 'Choose a list' });
  fireEvent.mouseDown(box);
  // The option list is virtual: search to bring the entry into view.
  fireEvent.change(box, { target: { value: '(warehouse)' } });
  fireEvent.click(await screen.findByTitle(/\(warehouse\)$/));
  await screen.findByTestId('default-column-code');
}
const order = () =>
  [...document.querySelectorAll('[data-testid^="default-column-"]')].map((e) => e.getAttribute('data-testid')!.slice(15));

describe('table configuration screen', () => {
  it('starts from the list definition, reorders, hides, sets a width and saves the columns in order', async () => {
    await pickWarehouse();
    expect(get).toHaveBeenCalledWith('/system/table/_get', { name: 'warehouse' });
    expect(order().slice(0, 2)).toEqual(['code', 'name']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down code' }));
    expect(order().slice(0, 2)).toEqual(['name', 'code']);
    fireEvent.change(screen.getByLabelText('Width name'), { target: { value: '240' } });
    fireEvent.click(screen.getByTestId('default-column-createdAt').querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Save as default' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, body] = post.mock.calls[0]! as [
      string,
      { name: string; columns: { name: string; visible: boolean; width?: number }[] },
    ];
    expect(url).toBe('/system/table/~save');
    expect(body.name).toBe('warehouse');
    expect(body.columns[0]).toEqual({ name: 'name', visible: true, width: 240 });
    expect(body.columns[1]).toMatchObject({ name: 'code', visible: true });
    expect(body.columns.find((c) => c.name === 'createdAt')).toEqual({ name: 'createdAt', visible: true });
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Saved'));
  });

  it('shows a saved default and removes it after a confirmation', async () => {
    saved = [
      { name: 'name', visible: true, width: 200 },
      { name: 'code', visible: false },
    ];
    await pickWarehouse();
    await waitFor(() => expect(order().slice(0, 2)).toEqual(['name', 'code']));
    expect(screen.getByText('Default set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the default' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/table/~reset', { name: 'warehouse' }));
  });

  it('read-only without the update permission', async () => {
    granted.perms = ['system/table/view'];
    await pickWarehouse();
    expect(screen.queryByRole('button', { name: 'Save as default' })).toBeNull();
  });
});
