import { fireEvent, screen } from '@testing-library/react';
import type { TFloorLookup, TFloorStock } from '@wms/contract/floor';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import { FloorApiError } from '../../floorApi.ts';
import { loadFloorStrings } from '../../strings.ts';
import { banner, openFloor, settle } from '../screenTesting.tsx';

const get = vi.hoisted(() => vi.fn<(url: string) => Promise<unknown>>());
vi.mock('../../floorApi.ts', async (actual) => ({
  ...(await actual<typeof import('../../floorApi.ts')>()),
  floorGet: get,
}));

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const row: TFloorStock = {
  id: 1,
  warehouse: 'WH1',
  location: 'A-01',
  sku: 'SKU-RED',
  itemName: '红色杯子',
  lotNo: 'L1',
  lpn: 'LPN0001',
  shipBoxLbl: null,
  status: 'ok',
  qoh: 12,
  qal: 2,
  qty: 10,
};
const found = (data: Partial<TFloorLookup>) => ({ action: 'ok', data: { rows: [], locations: [], more: false, ...data } });

function scan(code: string) {
  const input = screen.getByLabelText(t('floor.lookup.prompt'));
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function open() {
  return openFloor('/floor/lookup');
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  get.mockReset();
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
});
afterEach(() => clearSession());

it('shows a scan as pending at once, then what it is and the stock there', async () => {
  get.mockResolvedValueOnce(found({ kind: 'location', code: 'A-01', rows: [row], more: true }));
  open();
  scan('A-01');
  expect(get).toHaveBeenCalledWith('/inventory/floor/~lookup?code=A-01');
  expect(banner().dataset.tone).toBe('pending');
  await settle();
  expect(banner().dataset.tone).toBe('ok');
  expect(banner().textContent).toBe(t('floor.lookup.location', { code: 'A-01' }));
  expect(screen.getByText('红色杯子')).toBeTruthy();
  expect(screen.getByText('LPN0001')).toBeTruthy();
  expect(screen.getByText(t('floor.stock.qty', { qty: 10, qoh: 12 }))).toBeTruthy();
  expect(screen.getByText(t('floor.lookup.more', { count: 1 }))).toBeTruthy();
});

it('sends the raw scan, GS1 separators and all, and warns of an unknown code', async () => {
  get.mockResolvedValueOnce(found({ kind: 'none', code: '(99)X' }));
  open();
  scan('(99)X\u001d1');
  expect(get).toHaveBeenCalledWith(`/inventory/floor/~lookup?code=${encodeURIComponent('(99)X\u001d1')}`);
  await settle();
  expect(banner().dataset.tone).toBe('warn');
  expect(banner().textContent).toBe(t('floor.lookup.none', { code: '(99)X' }));
  expect(screen.queryByText(t('floor.stock.none'))).toBeNull();
});

it('shows only the latest answer when scans overtake each other', async () => {
  let first!: (v: unknown) => void;
  get.mockReturnValueOnce(new Promise((r) => (first = r)));
  get.mockResolvedValueOnce(found({ kind: 'sku', code: 'SKU-RED', rows: [row] }));
  open();
  scan('A-01');
  scan('SKU-RED');
  await settle();
  first(found({ kind: 'location', code: 'A-01' }));
  await settle();
  expect(banner().textContent).toBe(t('floor.lookup.sku', { code: 'SKU-RED' }));
});

it('shows a failure as an error, and sends a signed-out worker to sign in', async () => {
  get.mockRejectedValueOnce(new FloorApiError('无法连接服务器', 0));
  const router = open();
  scan('A-01');
  await settle();
  expect(banner().getAttribute('role')).toBe('alert');
  expect(banner().textContent).toContain('无法连接服务器');
  fireEvent.click(screen.getByRole('button', { name: /无法连接服务器/ }));

  get.mockRejectedValueOnce(new FloorApiError('token expired', 401));
  scan('A-01');
  await settle();
  expect(router.state.location.pathname + router.state.location.search).toBe('/floor/login?redirect=%2Flookup');
});
