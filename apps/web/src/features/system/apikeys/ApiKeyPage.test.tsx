import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import ApiKeyPage from './ApiKeyPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
configure({ asyncUtilTimeout: 5000 });
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
const TOKEN = `wms_${'a1B2'.repeat(10)}xyz`;
const key = (id: number, name: string, status: string) => ({
  id,
  name,
  role: 'ERP role',
  prefix: 'wms_a1B2a1B2',
  status,
  expiresAt: '2027-11-29T15:59:59.999Z',
  lastUsedAt: status === 'live' ? '2026-11-29T08:00:00.000Z' : null,
  lastUsedIp: status === 'live' ? '10.0.0.7' : null,
  createdBy: 'admin',
  createdAt: '2026-11-29T07:00:00.000Z',
  revokedAt: status === 'revoked' ? '2026-11-29T09:00:00.000Z' : null,
});

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['system/apikey/view', 'system/apikey/add', 'system/apikey/revoke'];
  post.mockImplementation(async (url: string) => {
    if (url === '/system/apikey/~page/get')
      return {
        action: 'ok',
        message: '',
        count: 2,
        data: { rows: [key(1, 'erp-prod', 'live'), key(2, 'old-script', 'revoked')] },
      } as never;
    if (url === '/system/apikey/~add')
      return {
        action: 'ok',
        message: 'created',
        data: { id: 3, name: 'wms-sync', prefix: TOKEN.slice(0, 12), token: TOKEN, expiresAt: '2027-11-29T15:59:59.999Z' },
      } as never;
    if (url === '/system/apikey/~revoke') return { action: 'ok', message: 'Key revoked' } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/system/apikey/_roles') return { action: 'ok', data: [{ id: 5, code: 'erp', name: 'ERP role' }] } as never;
    return { data: null } as never;
  });
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('API keys screen', () => {
  it('lists keys with their state, role, prefix and last use; revokes a live one after a confirmation', async () => {
    renderWithProviders(<ApiKeyPage />, { lang: 'en' });
    const live = await rowOf('erp-prod');
    within(live).getByText('Live');
    within(live).getByText('ERP role');
    within(live).getByText('wms_a1B2a1B2…');
    within(live).getByText('10.0.0.7');
    const revoked = await rowOf('old-script');
    within(revoked).getByText('Revoked');
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();
    fireEvent.click(within(live).getByRole('button', { name: 'Revoke' }));
    expect(fb.modal.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('erp-prod') }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/apikey/~revoke', { id: 1 }));
    expect(fb.message.success).toHaveBeenCalledWith('Key revoked');
  });

  it('makes a key for a role with a year by default, then shows its token once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    renderWithProviders(<ApiKeyPage />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'New key' }));
    const d = await screen.findByRole('dialog');
    fireEvent.change(within(d).getByLabelText('Name'), { target: { value: ' wms-sync ' } });
    fireEvent.mouseDown(within(d).getByLabelText('Role'));
    fireEvent.click(await screen.findByTitle('ERP role (erp)'));
    fireEvent.click(within(d).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/apikey/~add', expect.anything(), { silent: true }));
    const body = post.mock.calls.find((c) => c[0] === '/system/apikey/~add')![1] as {
      name: string;
      role: number;
      expiresAt: string;
    };
    expect(body).toMatchObject({ name: 'wms-sync', role: 5 });
    expect(dayjs(body.expiresAt).format('YYYY-MM-DD')).toBe(dayjs().add(365, 'day').format('YYYY-MM-DD'));
    expect(dayjs(body.expiresAt).isSame(dayjs(body.expiresAt).endOf('day'))).toBe(true);

    const shown = await screen.findByTestId('apikey-token');
    expect((shown as HTMLInputElement).value).toBe(TOKEN);
    screen.getByText(/It will not be shown again/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    expect(fb.message.success).toHaveBeenCalledWith('Copied');
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    // Closing (jsdom never ends antd's leave motion, after which the dialog is destroyed, token and all).
    await waitFor(() => expect(shown.closest('.ant-modal')!.className).toContain('ant-zoom-leave'));
  });

  it('offers neither making nor revoking without their permissions', async () => {
    granted.perms = ['system/apikey/view'];
    renderWithProviders(<ApiKeyPage />, { lang: 'zh-CN' });
    const live = await rowOf('erp-prod');
    within(live).getByText('有效');
    expect(screen.queryByRole('button', { name: '新建密钥' })).toBeNull();
    expect(within(live).queryByRole('button', { name: '吊销' })).toBeNull();
  });
});
