import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useWedge } from './useWedge.ts';

// Frozen time: every key of the burst lands at the same instant however loaded the machine is.
beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

const scan = (code: string) => {
  for (const key of [...code, 'Enter']) window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
};

it('hands scans to the latest callback while mounted, and none after', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { rerender, unmount } = renderHook(({ onScan }) => useWedge(onScan), { initialProps: { onScan: first } });
  scan('LPN001');
  rerender({ onScan: second });
  scan('LPN002');
  unmount();
  scan('LPN003');
  expect(first.mock.calls).toEqual([['LPN001', expect.objectContaining({ scanner: true })]]);
  expect(second.mock.calls).toEqual([['LPN002', expect.objectContaining({ scanner: true })]]);
});
