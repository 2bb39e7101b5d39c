import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TPushReply } from '@wms/contract/notice';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { fb } from '../../test/mocks.ts';
import { PushSettings } from './PushSettings.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
configure({ asyncUtilTimeout: 5000 });

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
let reply: TPushReply;

beforeEach(() => {
  vi.clearAllMocks();
  reply = {
    settings: [
      { kind: 'supportReply', console: true, sms: false },
      { kind: 'supportNew', console: true, sms: false },
    ],
    hasPhone: false,
  };
  get.mockImplementation(async (url: string) => {
    if (url === '/system/user/_push') return { action: 'ok', data: reply } as never;
    throw new Error(url);
  });
  post.mockImplementation(async (url: string, body: unknown) => {
    if (url !== '/system/user/_push/update') throw new Error(url);
    const [s] = (body as { settings: TPushReply['settings'] }).settings;
    reply = { ...reply, settings: reply.settings.map((x) => (x.kind === s!.kind ? s! : x)) };
    return { action: 'ok', message: 'Saved', data: reply } as never;
  });
});

describe('push settings card', () => {
  it('shows each kind with its channels; SMS is off with a hint when the user has no phone', async () => {
    renderWithProviders(<PushSettings />, { lang: 'en', shell: true });
    expect(await screen.findByText('Reply to my support message')).toBeTruthy();
    expect(screen.getByText('New support message')).toBeTruthy();
    expect(screen.getByText('Push settings')).toBeTruthy();
    const sms = screen.getByRole('switch', { name: 'Reply to my support message SMS' });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(sms.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('push-no-phone').textContent).toBe('No phone number on your account: SMS cannot reach you');
    expect(screen.getByRole('switch', { name: 'New support message In console' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a switch at once with a toast, and reads the saved settings back', async () => {
    reply.hasPhone = true;
    renderWithProviders(<PushSettings />, { lang: 'zh-CN', shell: true });
    const sms = await screen.findByRole('switch', { name: '新客服留言 短信' });
    expect(sms.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('push-no-phone')).toBeNull();
    fireEvent.click(sms);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/user/_push/update', {
        settings: [{ kind: 'supportNew', console: true, sms: true }],
      }),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Saved'));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '新客服留言 短信' }).getAttribute('aria-checked')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('switch', { name: '留言被回复 站内通知' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/system/user/_push/update', {
        settings: [{ kind: 'supportReply', console: false, sms: false }],
      }),
    );
  });
});
