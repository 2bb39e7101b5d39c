import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createScanQueue, type ScanQueue, type SendResult } from './scanQueue.ts';
import { useScanQueue } from './useScanQueue.ts';

let queue: ScanQueue;
afterEach(() => queue.dispose());

it('re-renders with the queue as calls are queued and answered', async () => {
  let answer!: (r: SendResult) => void;
  queue = createScanQueue({ send: () => new Promise((resolve) => (answer = resolve)) });
  const { result } = renderHook(() => useScanQueue(queue));
  expect(result.current).toMatchObject({ pending: 0, sending: false, refused: [] });

  let outcome!: Promise<unknown>;
  act(() => {
    outcome = queue.enqueue('/floor/receive', { lpn: 'P1' }, 'P1').outcome;
  });
  expect(result.current).toMatchObject({ pending: 1, sending: true });

  await act(async () => {
    answer({ kind: 'refused', status: 409, message: 'already received' });
    await outcome;
  });
  expect(result.current).toMatchObject({ pending: 0, sending: false, refused: [expect.objectContaining({ label: 'P1' })] });
});
