import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadable', () => {
  it('draws a preloaded module on the first render, without showing the fallback', async () => {
    const { Component, preload } = preloadable(async () => ({ default: Hello }));
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="a" />
      </Suspense>,
    );
    // Right after the first render, with no task or microtask in between.
    expect(document.body.textContent).toBe('hello a');
  });

  it('suspends as React.lazy does when it was not preloaded, then draws the module', async () => {
    const { Component } = preloadable(async () => ({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => undefined);
    expect(await screen.findByText('hello b')).toBeTruthy();
  });
});
