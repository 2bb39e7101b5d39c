import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/request.ts';
import { renderWithProviders } from '../table/testing.tsx';
import { useDict, useDictLabels } from './useDict.ts';

vi.mock('../api/request.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../api/request.ts')>();
  return { ...orig, api: { get: vi.fn(), post: vi.fn(), download: vi.fn(), upload: vi.fn() } };
});
const get = vi.mocked(api.get);

function Label({ dict, value }: { dict: string; value: string }) {
  return <span data-testid="label">{useDict(dict).labelOf(value)}</span>;
}
const shown = () => screen.getByTestId('label').textContent;

const LOOKUPS: unknown[] = [];
/** Two dictionaries through one lookup, as a list's enumeration columns read them. */
function Labels({ values }: { values: [string, string][] }) {
  const [, redraw] = useState(0);
  const labelOf = useDictLabels(['locationType', 'somethingElse']);
  LOOKUPS.push(labelOf);
  return (
    <>
      <span data-testid="label">{values.map(([d, v]) => labelOf(d, v)).join('|')}</span>
      <button type="button" onClick={() => redraw((n) => n + 1)}>
        redraw
      </button>
    </>
  );
}

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

describe('useDictLabels', () => {
  let answers: Map<string, (rows: unknown) => void>;
  beforeEach(() => {
    LOOKUPS.length = 0;
    answers = new Map();
    get.mockReset();
    get.mockImplementation(
      (_url, params) =>
        new Promise((resolve) => answers.set(String((params as { name: string }).name), (data) => resolve({ data } as never))),
    );
  });

  it('labels each dictionary as useDict does: the contract first, then the dictionary; unknown values as they are', async () => {
    renderWithProviders(
      <Labels
        values={[
          ['locationType', 'store'],
          ['somethingElse', 'x1'],
          ['locationType', 'nope'],
        ]}
      />,
    );
    expect(shown()).toBe('存储|x1|nope');
    expect(get).toHaveBeenCalledTimes(2);
    answers.get('locationType')!([{ value: 'store', label: '储存区' }]);
    answers.get('somethingElse')!([{ value: 'x1', label: '甲' }]);
    await vi.waitFor(() => expect(shown()).toBe('储存区|甲|nope'));
  });

  it('keeps the same lookup while the dictionaries hold, also through a refetch (columns built on it stay)', async () => {
    const view = renderWithProviders(<Labels values={[['locationType', 'store']]} />);
    answers.get('locationType')!([{ value: 'store', label: '储存区' }]);
    answers.get('somethingElse')!([]);
    await vi.waitFor(() => expect(shown()).toBe('储存区'));
    const settled = LOOKUPS.at(-1);
    const drawn = LOOKUPS.length;
    fireEvent.click(screen.getByRole('button', { name: 'redraw' }));
    expect(LOOKUPS.length).toBe(drawn + 1);
    void view.queryClient.invalidateQueries({ queryKey: ['dict'] });
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(4));
    answers.get('locationType')!([{ value: 'store', label: '储存区' }]);
    answers.get('somethingElse')!([]);
    await vi.waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'redraw' }));
    expect(new Set(LOOKUPS.slice(LOOKUPS.indexOf(settled)))).toEqual(new Set([settled]));
  });
});
