import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/request.ts';
import { renderWithProviders } from '../table/testing.tsx';
import { useDict } from './useDict.ts';

vi.mock('../api/request.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../api/request.ts')>();
  return { ...orig, api: { get: vi.fn(), post: vi.fn(), download: vi.fn(), upload: vi.fn() } };
});
const get = vi.mocked(api.get);

function Label({ dict, value }: { dict: string; value: string }) {
  return <span data-testid="label">{useDict(dict).labelOf(value)}</span>;
}
const shown = () => screen.getByTestId('label').textContent;

describe('useDict', () => {
  let answer: (rows: unknown) => void;
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(() => new Promise((resolve) => (answer = (data) => resolve({ data } as never))));
  });

  it('labels an enumeration from the contract while the dictionary loads, never with its code', () => {
    renderWithProviders(<Label dict="locationType" value="store" />);
    expect(shown()).toBe('存储');
  });

  it('in English too', () => {
    renderWithProviders(<Label dict="locationType" value="store" />, { lang: 'en' });
    expect(shown()).toBe('Store');
  });

  it("the dictionary's label wins once it arrives (an administrator may relabel)", async () => {
    renderWithProviders(<Label dict="locationType" value="store" />);
    answer([{ value: 'store', label: '储存区' }]);
    await vi.waitFor(() => expect(shown()).toBe('储存区'));
  });

  it('a dictionary the contract does not know shows the value until it loads', () => {
    renderWithProviders(<Label dict="somethingElse" value="x1" />);
    expect(shown()).toBe('x1');
  });
});
