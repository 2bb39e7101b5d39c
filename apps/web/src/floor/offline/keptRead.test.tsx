import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../shared/session.ts';
import { FloorApiError } from '../floorApi.ts';
import { loadFloorStrings } from '../strings.ts';
import { isBehind, readKept, unreachable, useRefreshOnline } from './keptRead.ts';
import { asOfText, OfflineHint } from './OfflineHint.tsx';

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
const offline = () => Promise.reject(new FloorApiError('network', 0));
let name = '';
let n = 0;

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  // A name per test: which names are behind is memory shared by the file.
  name = `list${++n}`;
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: [] }, menu: [] }, false);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  clearSession();
});

describe('readKept', () => {
  it('answers with the server, else the copy kept, else the error', async () => {
    await expect(readKept(name, offline)).rejects.toThrow('network');
    expect(isBehind(name)).toBe(true);
    expect(await readKept(name, async () => ['a'])).toEqual(['a']);
    expect(isBehind(name)).toBe(false);
    expect(await readKept(name, offline)).toEqual(['a']);
    expect(isBehind(name)).toBe(true);
  });

  it('passes the server’s refusals on, never the copy', async () => {
    await readKept(name, async () => ['a']);
    const refused = new FloorApiError('forbidden', 403);
    await expect(readKept(name, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(isBehind(name)).toBe(false);
    expect([0, 502, 503, 504, 500, 401].map((s) => unreachable(new FloorApiError('x', s)))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps what `shape` trims', async () => {
    await readKept(
      name,
      async () => ({ rows: [1], extra: 'big' }),
      ({ rows }) => ({ rows, extra: '' }),
    );
    expect(await readKept(name, offline)).toEqual({ rows: [1], extra: '' });
  });
});

/** A list as the floor's list hooks read one: on mount and on each reload. */
function List({ read }: { read: () => Promise<string[]> }) {
  const [rows, setRows] = useState<string[]>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    void round;
    readKept(name, read).then(setRows, () => setRows([]));
  }, [round, read]);
  useRefreshOnline(name, () => setRound((r) => r + 1));
  return (
    <>
      <OfflineHint name={name} />
      <ul>
        {rows?.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </>
  );
}

describe('a list read offline', () => {
  it('shows the kept rows with the time they were read, and reads again when the network returns', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 7));
    await readKept(name, async () => ['PK1']);
    vi.setSystemTime(new Date(2026, 0, 5, 9, 30));

    const read = vi.fn<() => Promise<string[]>>(offline);
    render(<List read={read} />);
    await act(async () => {});
    expect(screen.getByText('PK1')).toBeTruthy();
    expect(screen.getByTestId('offline-hint').textContent).toBe(t('floor.offline.asOf', { time: '09:07' }));

    read.mockResolvedValue(['PK1', 'PK2']);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('PK2')).toBeTruthy();
    expect(screen.queryByTestId('offline-hint')).toBeNull();

    // Read fine: the next reconnect leaves it alone.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('says the day of a copy from another day', () => {
    expect(asOfText(new Date(2026, 0, 4, 22, 5).getTime(), new Date(2026, 0, 5, 6).getTime())).toBe('01-04 22:05');
  });
});
