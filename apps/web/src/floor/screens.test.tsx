import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import { SCREENS } from './screens.ts';
import { loadFloorStrings } from './strings.ts';

// The screens' chunk: unreachable at first (offline, nothing cached), then there.
const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('./ops/screens.ts', () => {
  if (!chunk.reachable) throw new Error('Failed to fetch dynamically imported module');
  return { LookupScreen: () => <p>look-up screen</p> };
});

beforeAll(() => loadFloorStrings());

it('says a screen could not be loaded, and loads it on "try again"', async () => {
  const Lookup = SCREENS.lookup!;
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lookup />
    </Suspense>,
  );
  expect(await screen.findByText(i18n.t('floor.op.loadFailed'))).toBeTruthy();
  chunk.reachable = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: i18n.t('floor.op.retry') })));
  expect(await screen.findByText('look-up screen')).toBeTruthy();
});
