import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';

function Motion() {
  return <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd motion off when the system asks for less motion', () => {
    prefersReducedMotion(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps antd motion otherwise', () => {
    prefersReducedMotion(false);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
