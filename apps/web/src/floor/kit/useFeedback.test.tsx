import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFloorStrings } from '../strings.ts';
import { FeedbackBanner } from './FeedbackBanner.tsx';
import { playTone } from './sounds.ts';
import { useFeedback } from './useFeedback.ts';

beforeAll(() => loadFloorStrings());

vi.mock('./sounds.ts', () => ({ playTone: vi.fn() }));

const outbox = vi.hoisted(() => ({ online: true, signedIn: true }));
vi.mock('../floorApi.ts', async () => {
  const { createScanQueue } = await import('../scan/scanQueue.ts');
  const never = () => new Promise<never>(() => {});
  return { floorQueue: createScanQueue({ send: never, online: () => outbox.online, signedIn: () => outbox.signedIn }) };
});
const { floorQueue } = await import('../floorApi.ts');
const played = vi.mocked(playTone);
beforeEach(() => played.mockClear());

describe('useFeedback', () => {
  it('shows each tone with its sound', () => {
    const { result } = renderHook(() => useFeedback());
    expect(result.current.state).toEqual({ tone: 'idle', text: '' });
    act(() => result.current.pending('sent'));
    expect(result.current.state).toEqual({ tone: 'pending', text: 'sent' });
    act(() => result.current.ok('A-01'));
    act(() => result.current.warn('unknown'));
    expect(result.current.state).toEqual({ tone: 'warn', text: 'unknown' });
    expect(result.current.blocked).toBe(false);
    expect(played.mock.calls).toEqual([['pending'], ['ok'], ['warn']]);
  });

  it('blocks on an error until acknowledged, and a late answer does not cover it', () => {
    const { result } = renderHook(() => useFeedback());
    act(() => {
      result.current.error('refused');
      // An answer to an earlier scan, arriving in the same tick.
      result.current.ok('moved');
    });
    expect(result.current.state).toEqual({ tone: 'error', text: 'refused' });
    expect(result.current.blocked).toBe(true);
    act(() => result.current.warn('later'));
    expect(result.current.state.text).toBe('refused');
    act(() => result.current.error('another'));
    expect(result.current.state).toEqual({ tone: 'error', text: 'another' });
    expect(played.mock.calls).toEqual([['error'], ['error']]);

    act(() => result.current.acknowledge());
    expect(result.current.state).toEqual({ tone: 'idle', text: '' });
    expect(result.current.blocked).toBe(false);
    act(() => result.current.ok('next'));
    expect(result.current.state).toEqual({ tone: 'ok', text: 'next' });
  });

  it('acknowledging clears only an error', () => {
    const { result } = renderHook(() => useFeedback());
    act(() => result.current.ok('A-01'));
    act(() => result.current.acknowledge());
    expect(result.current.state).toEqual({ tone: 'ok', text: 'A-01' });
  });
});

describe('FeedbackBanner', () => {
  function Banner({ show }: { show: (fb: ReturnType<typeof useFeedback>) => void }) {
    const fb = useFeedback();
    return (
      <>
        <FeedbackBanner feedback={fb} />
        <button type="button" onClick={() => show(fb)}>
          show
        </button>
      </>
    );
  }

  it('is a status for news and an alert, tapped to acknowledge, for an error', () => {
    let next: (fb: ReturnType<typeof useFeedback>) => void = (fb) => fb.ok('库位 A-01');
    render(<Banner show={(fb) => next(fb)} />);
    expect(screen.getByRole('status').dataset.tone).toBe('idle');
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByRole('status').textContent).toBe('库位 A-01');
    expect(screen.getByRole('status').dataset.tone).toBe('ok');

    next = (fb) => fb.error('未知条码');
    fireEvent.click(screen.getByText('show'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('未知条码');
    fireEvent.click(screen.getByRole('button', { name: /未知条码/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').dataset.tone).toBe('idle');
  });
});

describe('FeedbackBanner while scans wait', () => {
  function Pending() {
    const fb = useFeedback();
    return (
      <>
        <FeedbackBanner feedback={fb} />
        <button type="button" onClick={() => fb.pending('P1 × 2 已发送')}>
          scan
        </button>
      </>
    );
  }

  it('never says a waiting scan is sent: it says why it waits, until it can go', () => {
    outbox.signedIn = false;
    render(<Pending />);
    act(() => void floorQueue.enqueue('/floor/receive', {}, 'P1'));
    fireEvent.click(screen.getByText('scan'));
    expect(screen.getByRole('status').textContent).toBe('未登录：1 条扫描等待发送，登录后自动发送');

    outbox.signedIn = true;
    outbox.online = false;
    act(() => floorQueue.resume());
    expect(screen.getByRole('status').textContent).toBe('无网络：1 条扫描等待发送');

    outbox.online = true;
    act(() => floorQueue.resume()); // sent now, its answer not yet in
    expect(screen.getByRole('status').textContent).toBe('P1 × 2 已发送');
    expect(screen.getByRole('status').dataset.tone).toBe('pending');
  });
});
