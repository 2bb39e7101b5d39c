import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackSlot, PLAIN_MS } from './FeedbackSlot.tsx';
import { feedback } from './feedback.ts';

// The server is out of reach: the host's code does not load.
vi.mock('./FeedbackHost.tsx', () => {
  throw new Error('offline');
});

describe('FeedbackSlot without its host', () => {
  it('shows the words plainly for a while', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<FeedbackSlot />);
    act(() => feedback().notification.error({ title: '请求错误', description: '请求服务器无响应' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请求错误: 请求服务器无响应');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PLAIN_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });
});
