import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import WebhookPage from './WebhookPage.tsx';
import type { TWebhookRow } from './webhookApi.ts';

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
const SECRET = `whsec_${'QUJD'.repeat(11)}`;
const ALL = ['view', 'add', 'update', 'delete', 'resend'].map((a) => `system/webhook/${a}`);
const hook = (over: Partial<TWebhookRow>): TWebhookRow => ({
  id: 1,
  name: 'erp',
  url: 'https://erp.example.com/hooks',
  events: ['stock.adjusted', 'outbound.shipped'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretRotatedAt: '2026-11-29T07:00:00.000Z',
  previousUntil: null,
  pending: 2,
  failed: 0,
  lastDeliveredAt: '2026-11-29T08:00:00.000Z',
  createdAt: '2026-11-29T07:00:00.000Z',
  ...over,
});
const delivery = (id: number, status: string, lastStatus: number | null) => ({
  id,
  subscriptionId: 1,
  msgId: `msg_${id}`,
  type: 'stock.adjusted',
  resource: `stock:${id}`,
  status,
  attempts: 1,
  lastStatus,
  lastError: lastStatus === 500 ? 'HTTP 500' : null,
  nextAt: '2026-11-29T09:00:00.000Z',
  deliveredAt: status === 'delivered' ? '2026-11-29T08:00:00.000Z' : null,
  createdAt: '2026-11-29T08:00:00.000Z',
});

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = [...ALL];
  get.mockImplementation(async (url: string) => {
    if (url === '/system/webhook/_all')
      return {
        action: 'ok',
        data: [
          hook({}),
          hook({ id: 2, name: 'old-crm', enabled: false, disabledReason: 'gone', pending: 0, lastDeliveredAt: null }),
          hook({
            id: 3,
            name: 'flaky',
            enabled: false,
            disabledReason: 'failing',
            failingSince: '2026-11-28T08:00:00.000Z',
            failed: 4,
          }),
        ],
      } as never;
    if (url === '/system/webhook/delivery/attempts')
      return {
        action: 'ok',
        data: [
          { id: 1, at: '2026-11-29T08:00:00.000Z', status: null, error: 'connect ECONNREFUSED', ms: 3 },
          { id: 2, at: '2026-11-29T08:00:05.000Z', status: 500, error: 'HTTP 500', ms: 12 },
        ],
      } as never;
    return { data: null } as never;
  });
  post.mockImplementation(async (url: string) => {
    if (url === '/system/webhook/delivery/~page/get')
      return {
        action: 'ok',
        message: '',
        count: 2,
        data: { rows: [delivery(11, 'pending', 500), delivery(10, 'delivered', 200)] },
      } as never;
    if (url === '/system/webhook/~add' || url === '/system/webhook/~rotate')
      return { action: 'ok', message: 'Saved', data: { id: 4, secret: SECRET } } as never;
    if (url === '/system/webhook/~test')
      return { action: 'ok', message: 'The test event is queued; its result shows in the deliveries shortly' } as never;
    if (url === '/system/webhook/delivery/~resend') return { action: 'ok', message: '1 deliveries queued again' } as never;
    return { action: 'ok', message: 'Saved' } as never;
  });
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

const renderPage = (lang: 'en' | 'zh-CN' = 'en', route = '/') => renderWithProviders(<WebhookPage />, { lang, route });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('webhooks screen', () => {
  it('lists the webhooks with their events, state and backlog', async () => {
    renderPage();
    const erp = await rowOf('erp');
    within(erp).getByText('Stock adjusted');
    within(erp).getByText('Outbound shipped');
    within(erp).getByText('Active');
    expect(within(erp).getByTestId('webhook-pending-1').textContent).toBe('2');
    within(await rowOf('old-crm')).getByText('Disabled (receiver gone: answered 410)');
    const flaky = await rowOf('flaky');
    within(flaky).getByText(/^Disabled \(failing since 2026-11-28 \d\d:00:00\)$/);
    within(flaky).getByText('4');
  });

  it('in Chinese too', async () => {
    renderPage('zh-CN');
    const erp = await rowOf('erp');
    within(erp).getByText('库存调整');
    within(erp).getByText('正常');
    within(erp).getByRole('button', { name: '更换密钥' });
  });

  it('adds a webhook and shows its secret once, with how to verify it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New webhook/ }));
    const d = await screen.findByRole('dialog');
    within(d).getByText(/unless the server’s WEBHOOK_ALLOW setting lists them/);
    fireEvent.change(within(d).getByLabelText('Name'), { target: { value: ' wms-sync ' } });
    fireEvent.change(within(d).getByLabelText('Receiver URL'), { target: { value: 'https://sync.example.com/in' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Create' }));
    await within(d).findByText('Pick at least one event');
    expect(post).not.toHaveBeenCalledWith('/system/webhook/~add', expect.anything(), expect.anything());
    fireEvent.click(within(d).getByLabelText('Stock adjusted'));
    expect(within(d).queryByLabelText('Test event')).toBeNull();
    fireEvent.click(within(d).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/webhook/~add',
        { name: 'wms-sync', url: 'https://sync.example.com/in', events: ['stock.adjusted'], enabled: true },
        { silent: true },
      ),
    );
    const shown = await screen.findByTestId('webhook-secret');
    expect((shown as HTMLInputElement).value).toBe(SECRET);
    screen.getByText('Webhook "wms-sync" created');
    screen.getByText(/It will not be shown again/);
    screen.getByText(/webhook-id, webhook-timestamp and webhook-signature/);
    fireEvent.click(within(shown.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(fb.message.success).toHaveBeenCalledWith('Copied');
  });

  it('puts a refused address under the URL field', async () => {
    const refusal = 'The address "http://10.0.0.5/x" is on this machine or a private network';
    post.mockImplementation(async (url: string) => {
      if (url === '/system/webhook/~add')
        throw new ApiError(refusal, 400, { action: 'error', code: 400, message: refusal }, false);
      return { action: 'ok', message: '' } as never;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New webhook/ }));
    const d = await screen.findByRole('dialog');
    fireEvent.change(within(d).getByLabelText('Name'), { target: { value: 'lan' } });
    fireEvent.change(within(d).getByLabelText('Receiver URL'), { target: { value: 'http://10.0.0.5/x' } });
    fireEvent.click(within(d).getByLabelText('Count merged'));
    fireEvent.click(within(d).getByRole('button', { name: 'Create' }));
    await within(d).findByText(refusal);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('edits, switches on again, tests, rotates (confirmed) and deletes (confirmed)', async () => {
    renderPage();
    const gone = await rowOf('old-crm');
    fireEvent.click(within(gone).getByRole('switch', { name: 'Enabled old-crm' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/webhook/~update', { id: 2, enabled: true }, { silent: false }),
    );

    const erp = await rowOf('erp');
    fireEvent.click(within(erp).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/webhook/~test', { id: 1 }));
    await waitFor(() =>
      expect(fb.message.success).toHaveBeenCalledWith('The test event is queued; its result shows in the deliveries shortly'),
    );

    fireEvent.click(within(erp).getByRole('button', { name: 'Rotate secret' }));
    expect(fb.modal.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('keeps signing beside the new one for 24 hours') }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/webhook/~rotate', { id: 1 }));
    expect(((await screen.findByTestId('webhook-secret')) as HTMLInputElement).value).toBe(SECRET);
    screen.getByText('New secret of "erp"');
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));

    fireEvent.click(within(erp).getByRole('button', { name: 'Delete' }));
    expect(fb.modal.confirm).toHaveBeenLastCalledWith(expect.objectContaining({ content: expect.stringContaining('"erp"') }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/webhook/~delete', { id: 1 }));

    fireEvent.click(within(erp).getByRole('button', { name: 'Edit' }));
    const d = (await screen.findByText('Edit webhook "erp"')).closest('.ant-modal') as HTMLElement;
    expect((within(d).getByLabelText('Receiver URL') as HTMLInputElement).value).toBe('https://erp.example.com/hooks');
    expect((within(d).getByLabelText('Stock adjusted') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(d).getByLabelText('Name'), { target: { value: 'erp-prod' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/webhook/~update',
        {
          id: 1,
          name: 'erp-prod',
          url: 'https://erp.example.com/hooks',
          events: ['stock.adjusted', 'outbound.shipped'],
          enabled: true,
        },
        { silent: true },
      ),
    );
  });

  it("opens a webhook's deliveries: state, last answer, attempts, and resends the selected ones", async () => {
    renderPage();
    fireEvent.click(within(await rowOf('erp')).getByRole('button', { name: 'Deliveries' }));
    const pending = await rowOf('msg_11');
    const body = post.mock.calls.find((c) => c[0] === '/system/webhook/delivery/~page/get')![1];
    expect(JSON.stringify(body)).toContain('subscriptionId');
    within(pending).getByText('Pending');
    within(pending).getByText('500');
    within(pending).getByText('HTTP 500');
    within(await rowOf('msg_10')).getByText('Delivered');
    // The picker shows the webhook filtered on.
    screen.getByTitle('erp');

    fireEvent.click(within(pending).getByRole('button', { name: 'Attempts' }));
    await screen.findByText('Attempts of msg_11');
    await screen.findByText('connect ECONNREFUSED');
    screen.getByText('No answer');
    screen.getByText('12 ms');
    expect(get).toHaveBeenCalledWith('/system/webhook/delivery/attempts', { id: 11 });

    const resend = screen.getByRole('button', { name: 'Resend (0)' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pending).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend (1)' }));
    expect(fb.modal.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('same webhook-id') }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/webhook/delivery/~resend', { ids: [11] }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('1 deliveries queued again'));
  });

  it('offers no changes without their permissions', async () => {
    granted.perms = ['system/webhook/view'];
    renderPage('en', '/?tab=deliveries');
    await rowOf('msg_11');
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
    const erp = await rowOf('erp');
    expect(screen.queryByRole('button', { name: /New webhook/ })).toBeNull();
    for (const name of ['Edit', 'Send test', 'Rotate secret', 'Delete'])
      expect(within(erp).queryByRole('button', { name })).toBeNull();
    within(erp).getByRole('button', { name: 'Deliveries' });
    for (const s of screen.getAllByRole('switch')) expect((s as HTMLButtonElement).disabled).toBe(true);
  });
});
