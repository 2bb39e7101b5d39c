import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazyPart.tsx';

describe('lazyPart', () => {
  it('shows its children while the part loads, then the part with every prop', async () => {
    let resolve!: () => void;
    const loaded = new Promise<void>((r) => {
      resolve = r;
    });
    const Part = lazyPart<{ label: string; children?: string }>(async () => {
      await loaded;
      return { default: ({ label, children }) => <b data-testid="part">{`${label}: ${children}`}</b> };
    });
    render(<Part label="Code">title</Part>);
    expect(screen.getByText('title')).toBeTruthy();
    expect(screen.queryByTestId('part')).toBeNull();
    resolve();
    expect((await screen.findByTestId('part')).textContent).toBe('Code: title');
  });

  it('draws nothing while loading a part without children', () => {
    const Part = lazyPart<{ children?: string }>(() => new Promise(() => {}));
    const { container } = render(<Part />);
    expect(container.innerHTML).toBe('');
  });
});
