import type { TFloorLookup, TFloorStock } from '@wms/contract/floor';
import { describe, expect, it } from 'vitest';
import {
  MOVE_START,
  type MoveEvent,
  type MoveItem,
  type MoveResult,
  type MoveSay,
  type MoveState,
  moveFlow,
  movePrompt,
} from './moveFlow.ts';

const stock = (id: number, location: string, qty: number, more: Partial<TFloorStock> = {}): TFloorStock => ({
  id,
  warehouse: 'WH1',
  location,
  sku: `SKU${id}`,
  itemName: null,
  lotNo: null,
  lpn: null,
  shipBoxLbl: null,
  status: 'ok',
  qoh: qty,
  qal: 0,
  qty,
  ...more,
});

const a1 = stock(1, 'A-01', 10);
const a1b = stock(2, 'A-01', 4);
const allocated = stock(3, 'A-01', 0, { qoh: 5, qal: 5 });
const p1 = stock(4, 'A-02', 6, { lpn: 'P1' });
const p2 = stock(5, 'A-03', 2, { lpn: 'P1' });

const scanned = (kind: TFloorLookup['kind'], code: string, rows: TFloorStock[] = []): MoveEvent => ({
  type: 'scanned',
  lookup: { kind, code, rows },
});

const pallet: MoveItem = { kind: 'pallet', lpn: 'P1', rows: [p1, p2] };
const partA1: MoveItem = { kind: 'part', row: a1, qty: 10 };
const pick: MoveState = { step: 'pick', code: 'A-01', rows: [a1, a1b] };
const toPallet: MoveState = { step: 'to', item: pallet };
const toA1: MoveState = { step: 'to', item: partA1 };
const confirmA1: MoveState = { step: 'confirm', item: partA1, to: 'B-01' };
const ok = (key: string, code: string): MoveSay => ({ tone: 'ok', key, params: { code } });
const warn = (key: string, code: string): MoveSay => ({ tone: 'warn', key, params: { code } });

describe('moveFlow', () => {
  it.each<[string, MoveState, MoveEvent, MoveResult]>([
    ['a pallet moves whole', MOVE_START, scanned('lpn', 'P1', [p1, p2]), { state: toPallet, say: ok('floor.lookup.lpn', 'P1') }],
    ['a pallet with no stock', MOVE_START, scanned('lpn', 'P9'), { state: MOVE_START, say: warn('floor.move.nothing', 'P9') }],
    [
      'a location with several rows asks which, allocated rows left out',
      MOVE_START,
      scanned('location', 'A-01', [a1, allocated, a1b]),
      { state: pick, say: ok('floor.lookup.location', 'A-01') },
    ],
    [
      'a SKU with one available row takes it, all of it',
      MOVE_START,
      scanned('sku', 'SKU1', [a1, allocated]),
      { state: toA1, say: ok('floor.lookup.sku', 'SKU1') },
    ],
    [
      'nothing available',
      MOVE_START,
      scanned('location', 'A-01', [allocated]),
      { state: MOVE_START, say: warn('floor.move.nothing', 'A-01') },
    ],
    ['an unknown code', MOVE_START, scanned('none', 'XYZ'), { state: MOVE_START, say: warn('floor.lookup.none', 'XYZ') }],
    [
      'a scan while picking starts again',
      pick,
      scanned('lpn', 'P1', [p1, p2]),
      { state: toPallet, say: ok('floor.lookup.lpn', 'P1') },
    ],
    ['picking a row', pick, { type: 'picked', row: a1b }, { state: { step: 'to', item: { kind: 'part', row: a1b, qty: 4 } } }],
    ['a quantity', toA1, { type: 'qty', qty: 3 }, { state: { step: 'to', item: { ...partA1, qty: 3 } } }],
    ['a quantity above the available', toA1, { type: 'qty', qty: 99 }, { state: toA1 }],
    ['a quantity below one', toA1, { type: 'qty', qty: 0 }, { state: { step: 'to', item: { ...partA1, qty: 1 } } }],
    ['no quantity for a pallet', toPallet, { type: 'qty', qty: 1 }, { state: toPallet }],
    ['the target', toA1, scanned('location', 'B-01'), { state: confirmA1, say: ok('floor.move.to', 'B-01') }],
    ['a target that is no location', toA1, scanned('sku', 'SKU1'), { state: toA1, say: warn('floor.move.notLocation', 'SKU1') }],
    ['the location it is in', toA1, scanned('location', 'A-01'), { state: toA1, say: warn('floor.move.sameLocation', 'A-01') }],
    [
      'a pallet split over locations may go to one of them: its target scan sends it',
      toPallet,
      scanned('location', 'A-02'),
      { state: MOVE_START, send: { lpn: 'P1', to: 'A-02' } },
    ],
    [
      'another target while confirming',
      confirmA1,
      scanned('location', 'B-02'),
      { state: { ...confirmA1, to: 'B-02' }, say: ok('floor.move.to', 'B-02') },
    ],
    [
      'the quantity while confirming',
      confirmA1,
      { type: 'qty', qty: 2 },
      { state: { ...confirmA1, item: { ...partA1, qty: 2 } } },
    ],
    [
      'confirming part of a row',
      confirmA1,
      { type: 'confirmed' },
      { state: MOVE_START, send: { stock: 1, qty: 10, to: 'B-01' } },
    ],
    [
      'confirming a pallet',
      { step: 'confirm', item: pallet, to: 'B-01' },
      { type: 'confirmed' },
      { state: MOVE_START, send: { lpn: 'P1', to: 'B-01' } },
    ],
    ['confirming before the target', toA1, { type: 'confirmed' }, { state: toA1 }],
    ['picking outside the list', toA1, { type: 'picked', row: a1b }, { state: toA1 }],
    ['starting over', confirmA1, { type: 'restart' }, { state: MOVE_START }],
  ])('%s', (_name, state, event, expected) => {
    expect(moveFlow(state, event)).toEqual(expected);
  });
});

describe('movePrompt', () => {
  it.each<[MoveState, string]>([
    [MOVE_START, 'floor.move.prompt.what'],
    [pick, 'floor.move.prompt.pick'],
    [toA1, 'floor.move.prompt.to'],
    [confirmA1, 'floor.move.prompt.confirm'],
  ])('%j asks %s', (state, key) => {
    expect(movePrompt(state)).toBe(key);
  });
});
