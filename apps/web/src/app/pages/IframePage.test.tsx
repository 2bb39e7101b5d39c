import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRefreshContext } from '../layout/PageRefreshContext.ts';
import IframePage, { IFRAME_REFRESH_DELAY_MS } from './IframePage.tsx';

const src = () => document.querySelector('iframe')?.getAttribute('src') ?? '';

describe('IframePage', () => {
  afterEach(() => vi.useRealTimers());

  it('empties its address on refresh and restores it after 200 ms', () => {
    vi.useFakeTimers();
    const ui = (n: number) => (
      <PageRefreshContext.Provider value={n}>
        <IframePage src="https://example.com/a" title="A" />
      </PageRefreshContext.Provider>
    );
    const { rerender } = render(ui(0));
    expect(src()).toBe('https://example.com/a');
    rerender(ui(1));
    expect(src()).toBe('');
    act(() => vi.advanceTimersByTime(IFRAME_REFRESH_DELAY_MS - 1));
    expect(src()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(src()).toBe('https://example.com/a');
  });
});
