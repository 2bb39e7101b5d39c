import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTaskRow } from '@wms/contract/system-task';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import TaskPage from './TaskPage.tsx';

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
const task = (over: Partial<TTaskRow>): TTaskRow => ({
  id: 1,
  code: 'logPurge',
  cron: '30 3 * * *',
  enabled: true,
  keepDays: 180,
  nextRunAt: '2026-03-11T03:30:00.000Z',
  running: false,
  lastRunAt: null,
  lastDurationMs: null,
  lastStatus: null,
  lastMessage: null,
  ...over,
});
let rows: TTaskRow[];

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['system/task/view', 'system/task/update', 'system/task/run'];
  rows = [
    task({}),
    task({
      id: 2,
      code: 'journalClose',
      cron: '5 0 * * *',
      keepDays: null,
      lastStatus: 'error',
      lastMessage: 'disk full',
      lastDurationMs: 12,
    }),
  ];
  get.mockImplementation(async (url: string) => {
    if (url === '/system/task/_list') return { action: 'ok', data: rows } as never;
    if (url.startsWith('/system/task/_runs'))
      return {
        action: 'ok',
        data: [
          {
            id: 7,
            taskId: 1,
            trigger: 'manual',
            runner: 'host:42',
            startedAt: '2026-03-10T10:00:00.000Z',
            finishedAt: '2026-03-10T10:00:00.020Z',
            durationMs: 20,
            status: 'ok',
            message: '3 log lines deleted',
          },
        ],
      } as never;
    throw new Error(url);
  });
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

const renderPage = (lang: 'en' | 'zh-CN' = 'en') => renderWithProviders(<TaskPage />, { lang, shell: true });

describe('scheduled task screen', () => {
  it('lists the tasks with schedule, switch and last result', async () => {
    renderPage();
    expect((await screen.findByTestId('task-logPurge')).textContent).toBe('Purge old audit logs');
    expect(screen.getByText('30 3 * * *')).toBeTruthy();
    expect(screen.getByTestId('last-result-journalClose').textContent).toContain('disk full');
    expect(screen.getByText('12 ms')).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('in Chinese too', async () => {
    renderPage('zh-CN');
    expect((await screen.findByTestId('task-journalClose')).textContent).toBe('库存日记账日结');
    expect(screen.getAllByText('立即执行')).toHaveLength(2);
  });

  it('run now asks first, runs, tells the result and reloads the list', async () => {
    post.mockResolvedValue({ action: 'ok', message: 'Task run: 3 log lines deleted', data: { status: 'ok' } } as never);
    renderPage();
    await screen.findByTestId('task-logPurge');
    fireEvent.click(screen.getAllByRole('button', { name: 'Run now' })[0]!);
    expect(fb.modal.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Run the task "Purge old audit logs" now?' }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/task/~run', { id: 1 }));
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Task run: 3 log lines deleted'));
    await waitFor(() => expect(get.mock.calls.filter((c) => c[0] === '/system/task/_list').length).toBeGreaterThan(1));
  });

  it('the switch enables and disables', async () => {
    post.mockResolvedValue({ action: 'ok', message: 'Saved' } as never);
    renderPage();
    await screen.findByTestId('task-logPurge');
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled Purge old audit logs' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/task/~enable', { id: 1, enabled: false }));
  });

  it('the edit dialog checks the cron expression before saving', async () => {
    post.mockResolvedValue({ action: 'ok', message: 'Saved' } as never);
    renderPage();
    await screen.findByTestId('task-logPurge');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const cron = within(dialog).getByLabelText('Cron expression');
    fireEvent.change(cron, { target: { value: '61 * * * *' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await within(dialog).findByText('not a valid cron expression (5 fields: minute hour day month weekday)');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(cron, { target: { value: '0 4 * * *' } });
    fireEvent.change(within(dialog).getByLabelText('Days kept'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/system/task/~update',
        { id: 1, cron: '0 4 * * *', enabled: true, keepDays: 30 },
        { silent: true },
      ),
    );
  });

  it('the history drawer lists the runs', async () => {
    renderPage();
    await screen.findByTestId('task-logPurge');
    fireEvent.click(screen.getAllByRole('button', { name: 'History' })[0]!);
    await screen.findByText('3 log lines deleted');
    expect(screen.getByText('Manual')).toBeTruthy();
    expect(screen.getByText('host:42')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/system/task/_runs?id=1');
  });

  it('without the permissions: no edit, no run, switches read-only', async () => {
    granted.perms = ['system/task/view'];
    renderPage();
    await screen.findByTestId('task-logPurge');
    expect(screen.queryByRole('button', { name: 'Run now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    for (const s of screen.getAllByRole('switch')) expect((s as HTMLButtonElement).disabled).toBe(true);
  });
});
