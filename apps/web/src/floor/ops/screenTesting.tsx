/** What the floor's screen tests share: the floor's routes in memory, a scan typed and entered, the banner. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FLOOR_BASENAME, floorRoutes } from '../FloorRoutes.tsx';
import type { SendResult } from '../scan/scanQueue.ts';
import { preloadScreens } from '../screens.ts';

// The operation screens load lazily (screens.ts); loaded here, a screen draws on the first render.
await preloadScreens();

/** An answer of the outbox the test gives when it chooses. */
export function deferred() {
  let resolve!: (r: SendResult) => void;
  const promise = new Promise<SendResult>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A scan into the field labelled `prompt`: typed, then Enter. */
export function scan(prompt: string, code: string) {
  const input = screen.getByLabelText(prompt);
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

export const settle = () => act(async () => {});

/** The feedback banner: an error's alert, else its status. */
export const banner = () =>
  (screen.queryByRole('alert') ?? screen.getAllByRole('status').find((e) => e.className === 'floor-feedback'))!;

export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The floor at `path` (e.g. '/floor/pick'), in a memory router. */
export function openFloor(path: string) {
  const router = createMemoryRouter(floorRoutes, { basename: FLOOR_BASENAME, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
