import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TNoticePage } from '@wms/contract/notice';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { NOTICES_KEY } from './api.ts';
import { NOTICE_POLL_MS, NoticeBell } from './NoticeBell.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
configure({ asyncUtilTimeout: 5000 });

const post = vi.mocked(api.post);
function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}
const currentPath = () => screen.getByTestId('path').textContent;
const bellAt = (lang: 'en' | 'zh-CN') =>
  renderWithProviders(
    <>
      <NoticeBell />
      <PathProbe />
    </>,
    { lang, shell: true },
  );
let page: TNoticePage;

beforeEach(() => {
  vi.clearAllMocks();
  page = {
    rows: [
      {
        id: 2,
        kind: 'supportReply',
        title: 'admin answered your message: checked',
        link: '/profile',
        createdAt: '2026-03-10T10:00:00.000Z',
        readAt: null,
      },
      {
        id: 1,
        kind: 'taskFailed',
        title: 'Scheduled task "Purge old audit logs" failed: disk full',
        link: '/system/task',
        createdAt: '2026-03-09T10:00:00.000Z',
        readAt: '2026-03-09T11:00:00.000Z',
      },
    ],
    count: 2,
    unread: 1,
  };
  post.mockImplementation(async (url: string, body: unknown) => {
    if (url === '/system/notice/_mine') return { action: 'ok', data: page } as never;
    if (url === '/system/notice/_read') {
      const ids = (body as { ids?: number[] }).ids;
      page = {
        ...page,
        rows: page.rows.map((r) => (!ids || ids.includes(r.id) ? { ...r, readAt: r.readAt ?? '2026-03-10T11:00:00.000Z' } : r)),
        unread: 0,
      };
      return { action: 'ok', data: { changed: 1 } } as never;
    }
    throw new Error(url);
  });
});

describe('notice bell', () => {
  it('shows the unread count, lists the notices, and a click marks one read and goes to its screen', async () => {
    bellAt('en');
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(post).toHaveBeenCalledWith('/system/notice/_mine', { page: 1, length: 10 }, { silent: true });
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notice-item');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', null]);
    expect(items[0]!.textContent).toContain('admin answered your message: checked');
    fireEvent.click(screen.getByText('admin answered your message: checked'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/notice/_read', { ids: [2] }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Notifications (0 unread)' })).toBeTruthy();
  });

  it('marks all read, and polls every minute and on window focus', async () => {
    const { queryClient } = bellAt('zh-CN');
    fireEvent.click(await screen.findByRole('button', { name: '通知（1 条未读）' }));
    fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/notice/_read', { all: true }));
    expect(await screen.findByRole('button', { name: '通知（0 条未读）' })).toBeTruthy();
    const q = queryClient.getQueryCache().find({ queryKey: NOTICES_KEY });
    expect(q?.options).toMatchObject({ refetchInterval: NOTICE_POLL_MS, refetchOnWindowFocus: true });
    expect(NOTICE_POLL_MS).toBe(60_000);
  });
});
