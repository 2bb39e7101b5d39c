import { describe, expect, it } from 'vitest';
import { countItem, countTask } from './countFixtures.ts';
import {
  COUNT_START,
  type CountEvent,
  type CountResult,
  type CountSay,
  type CountState,
  countedOf,
  countFlow,
  countPrompt,
  itemsView,
  lotsToPick,
  type SessionEntry,
  scannedOffline,
  sessionByLocation,
} from './countFlow.ts';

const item = countItem;

const task = countTask([
  item(1, 'A-01', 'SKU1'),
  item(2, 'A-01', 'SKU2', { lotNo: 'L1' }),
  item(3, 'A-01', 'SKU2', { lotNo: 'L2' }),
  item(4, 'B-01', 'SKU1'),
]);
const entry = (key: string, location: string, status: SessionEntry['status'] = 'sent'): SessionEntry => ({
  key,
  location,
  sku: 'SKU1',
  lotNo: null,
  qty: 2,
  status,
});

const atLocation: CountState = { step: 'location', task, session: [] };
const atA: CountState = { step: 'sku', task, session: [], location: 'A-01' };
const qty = (more: Partial<Extract<CountState, { step: 'qty' }>> = {}): CountState => ({
  step: 'qty',
  task,
  session: [],
  location: 'A-01',
  sku: 'SKU1',
  qty: 1,
  lots: [],
  lotNo: null,
  found: false,
  ...more,
});
const scanned = (kind: 'location' | 'sku', code: string): CountEvent => ({ type: 'scanned', kind, code });
const ok = (key: string, params: CountSay['params']): CountSay => ({ tone: 'ok', key, params });
const warn = (key: string, params: CountSay['params']): CountSay => ({ tone: 'warn', key, params });
const sent = { ...atA, session: [entry('k1', 'A-01')] };
const detail = { ...task, status: 20, items: [{ ...task.items[0]!, counted: 2 }, ...task.items.slice(1)] };

describe('countFlow', () => {
  it.each<[string, CountState, CountEvent, CountResult]>([
    ['a task opened asks for a location', COUNT_START, { type: 'open', task }, { state: atLocation }],
    ['a scan before a task changes nothing', COUNT_START, scanned('location', 'A-01'), { state: COUNT_START }],
    ['a location', atLocation, scanned('location', 'A-01'), { state: atA, say: ok('floor.count.atLocation', { code: 'A-01' }) }],
    [
      'a SKU before any location',
      atLocation,
      scanned('sku', 'SKU1'),
      { state: atLocation, say: warn('floor.count.locationFirst', { code: 'SKU1' }) },
    ],
    ['an unknown code', atA, { type: 'unknown', code: 'XYZ' }, { state: atA, say: warn('floor.count.unknown', { code: 'XYZ' }) }],
    [
      'another location switches there',
      atA,
      scanned('location', 'B-01'),
      { state: { ...atA, location: 'B-01' }, say: ok('floor.count.switched', { code: 'B-01' }) },
    ],
    [
      'the same location again',
      atA,
      scanned('location', 'A-01'),
      { state: atA, say: ok('floor.count.atLocation', { code: 'A-01' }) },
    ],
    [
      'a SKU in the book here asks its quantity',
      atA,
      scanned('sku', 'SKU1'),
      { state: qty(), say: ok('floor.count.sku', { sku: 'SKU1' }) },
    ],
    [
      'a SKU here in several lots asks which',
      atA,
      scanned('sku', 'SKU2'),
      { state: qty({ sku: 'SKU2', lots: ['L1', 'L2'] }), say: ok('floor.count.sku', { sku: 'SKU2' }) },
    ],
    [
      'a SKU not in the book here is found stock',
      { ...atA, location: 'B-01' },
      scanned('sku', 'SKU2'),
      {
        state: qty({ location: 'B-01', sku: 'SKU2', found: true }),
        say: warn('floor.count.found', { sku: 'SKU2', location: 'B-01' }),
      },
    ],
    [
      'the same SKU again adds one',
      qty({ qty: 4 }),
      scanned('sku', 'SKU1'),
      { state: qty({ qty: 5 }), say: ok('floor.count.plusOne', { sku: 'SKU1', qty: 5 }) },
    ],
    [
      'another SKU waits for the quantity',
      qty(),
      scanned('sku', 'SKU2'),
      { state: qty(), say: warn('floor.count.confirmFirst', { sku: 'SKU1' }) },
    ],
    [
      'a location waits for the quantity',
      qty(),
      scanned('location', 'B-01'),
      { state: qty(), say: warn('floor.count.confirmFirst', { sku: 'SKU1' }) },
    ],
    ['a quantity', qty(), { type: 'qty', qty: 12 }, { state: qty({ qty: 12 }) }],
    ['zero: the SKU is not there', qty(), { type: 'qty', qty: 0 }, { state: qty({ qty: 0 }) }],
    ['no quantity below zero', qty(), { type: 'qty', qty: -3 }, { state: qty({ qty: 0 }) }],
    ['a quantity outside the quantity step', atA, { type: 'qty', qty: 3 }, { state: atA }],
    ['a lot', qty({ lots: ['L1', 'L2'] }), { type: 'lot', lotNo: 'L2' }, { state: qty({ lots: ['L1', 'L2'], lotNo: 'L2' }) }],
    ['a lot not offered', qty({ lots: ['L1', 'L2'] }), { type: 'lot', lotNo: 'L9' }, { state: qty({ lots: ['L1', 'L2'] }) }],
    [
      'confirming sends the count and asks the next SKU here',
      qty({ qty: 7 }),
      { type: 'confirmed' },
      {
        state: atA,
        send: {
          body: { id: 3, items: [{ location: 'A-01', sku: 'SKU1', qty: 7 }] },
          line: { location: 'A-01', sku: 'SKU1', lotNo: null, qty: 7 },
        },
      },
    ],
    [
      'confirming with the lot picked',
      qty({ sku: 'SKU2', lots: ['L1', 'L2'], lotNo: 'L1' }),
      { type: 'confirmed' },
      {
        state: atA,
        send: {
          body: { id: 3, items: [{ location: 'A-01', sku: 'SKU2', qty: 1, lotNo: 'L1' }] },
          line: { location: 'A-01', sku: 'SKU2', lotNo: 'L1', qty: 1 },
        },
      },
    ],
    [
      'confirming before the lot',
      qty({ sku: 'SKU2', lots: ['L1', 'L2'] }),
      { type: 'confirmed' },
      { state: qty({ sku: 'SKU2', lots: ['L1', 'L2'] }), say: warn('floor.count.lotNeeded', { sku: 'SKU2' }) },
    ],
    ['confirming outside the quantity step', atA, { type: 'confirmed' }, { state: atA }],
    ['cancelling the SKU', qty({ qty: 9 }), { type: 'cancel' }, { state: atA }],
    [
      'a count sent joins the session',
      atA,
      { type: 'sent', key: 'k1', line: { location: 'A-01', sku: 'SKU1', lotNo: null, qty: 2 } },
      { state: sent },
    ],
    [
      "the server's answer marks it and brings the task's counts",
      sent,
      { type: 'answered', key: 'k1', ok: true, task: detail },
      { state: { ...atA, task: detail, session: [entry('k1', 'A-01', 'ok')] } },
    ],
    [
      'a refusal marks it',
      sent,
      { type: 'answered', key: 'k1', ok: false },
      { state: { ...atA, session: [entry('k1', 'A-01', 'refused')] } },
    ],
    [
      "another task's answer does not replace this one",
      sent,
      { type: 'answered', key: 'k9', ok: true, task: { ...detail, id: 4 } },
      { state: sent },
    ],
    [
      'an answer after done changes nothing',
      COUNT_START,
      { type: 'answered', key: 'k1', ok: true, task: detail },
      { state: COUNT_START },
    ],
    ['done goes back to the tasks', qty(), { type: 'done' }, { state: COUNT_START }],
  ])('%s', (_name, state, event, expected) => {
    expect(countFlow(state, event)).toEqual(expected);
  });
});

describe('countPrompt', () => {
  it.each<[CountState, string]>([
    [COUNT_START, 'floor.count.scanTask'],
    [atLocation, 'floor.count.scanLocation'],
    [atA, 'floor.count.scanSku'],
    [qty(), 'floor.count.scanAgain'],
  ])('%j asks %s', (state, key) => {
    expect(countPrompt(state)).toBe(key);
  });
});

describe('lotsToPick', () => {
  it.each<[string, (string | null)[], string[]]>([
    ['one row', ['L1'], []],
    ['one lot over several rows', ['L1', 'L1'], []],
    ['no lots', [null, null], []],
    ['several lots', ['L2', 'L1', 'L2'], ['L1', 'L2']],
    ['a lot and none: only the lot can be named', [null, 'L1'], ['L1']],
  ])('%s', (_name, lots, expected) => {
    expect(lotsToPick(lots.map((lotNo) => ({ lotNo })))).toEqual(expected);
  });
});

describe('itemsView', () => {
  const counted = {
    ...task,
    items: [
      item(1, 'A-01', 'SKU1', { lpn: 'P1', book: 5, counted: 5 }),
      item(2, 'A-01', 'SKU1', { lpn: 'P2', book: 3, counted: 4 }),
      item(3, 'A-01', 'SKU2'),
      item(4, 'B-01', 'SKU1'),
    ],
  };

  it('shows each row with its book on an open task', () => {
    expect(itemsView(counted, 'A-01').map((v) => [v.sku, v.lpn, v.book, v.counted])).toEqual([
      ['SKU1', 'P1', 5, 5],
      ['SKU1', 'P2', 3, 4],
      ['SKU2', null, 5, null],
    ]);
    expect(itemsView(counted, 'A-01', 'SKU2')).toHaveLength(1);
  });

  it('shows no book on a blind task, even when the server sent one, and sums the rows it would give away', () => {
    const views = itemsView({ ...counted, blind: true }, 'A-01');
    expect(views.map((v) => [v.sku, v.lpn, v.book, v.counted])).toEqual([
      ['SKU1', null, null, 9],
      ['SKU2', null, null, null],
    ]);
  });
});

describe('countedOf', () => {
  const counted = {
    ...task,
    items: [
      item(1, 'A-01', 'SKU2', { lotNo: 'L1', counted: 3 }),
      item(2, 'A-01', 'SKU2', { lotNo: 'L2', counted: 4 }),
      item(3, 'B-01', 'SKU2', { counted: 8 }),
    ],
  };
  it.each([
    [null, 7],
    ['L2', 4],
  ])('lot %s: %i', (lotNo, n) => {
    expect(countedOf(counted, { location: 'A-01', sku: 'SKU2', lotNo })).toBe(n);
  });
});

describe('scannedOffline', () => {
  const both = { ...task, items: [...task.items, item(9, 'SKU1', 'X')] };
  it.each([
    ['A-01', task, { kind: 'location', code: 'A-01' }],
    ['SKU2', task, { kind: 'sku', code: 'SKU2' }],
    ['SKU1', both, { kind: 'location', code: 'SKU1' }],
    ['6901234567890', task, undefined],
  ])('%s', (code, t, expected) => {
    expect(scannedOffline(t, code)).toEqual(expected);
  });
});

describe('sessionByLocation', () => {
  it('groups by location, the current one first', () => {
    const session = [entry('1', 'A-01'), entry('2', 'B-01'), entry('3', 'A-01')];
    expect(sessionByLocation(session, 'B-01').map(([loc, es]) => [loc, es.map((e) => e.key)])).toEqual([
      ['B-01', ['2']],
      ['A-01', ['1', '3']],
    ]);
    expect(sessionByLocation(session, 'C-01').map(([loc]) => loc)).toEqual(['A-01', 'B-01']);
  });
});

describe('a label with its lot and pieces', () => {
  const label = (more: { lotNo?: string; units?: number }): CountEvent => ({
    type: 'scanned',
    kind: 'sku',
    code: 'SKU2',
    ...more,
  });

  it('preselects the lot it names and counts its pieces', () => {
    const { state } = countFlow(atA, label({ lotNo: 'L2', units: 24 }));
    expect(state).toMatchObject({ step: 'qty', sku: 'SKU2', qty: 24, lots: ['L1', 'L2'], lotNo: 'L2' });
    const again = countFlow(state, label({ lotNo: 'L2', units: 24 }));
    expect(again.state).toMatchObject({ qty: 48, lotNo: 'L2' });
  });

  it('leaves a lot the place does not hold for the worker, and another lot waits for the first to be confirmed', () => {
    expect(countFlow(atA, label({ lotNo: 'L9' })).state).toMatchObject({ qty: 1, lotNo: null });
    const picked = countFlow(atA, label({ lotNo: 'L1' })).state;
    expect(countFlow(picked, label({ lotNo: 'L2' }))).toEqual({
      state: picked,
      say: warn('floor.count.confirmFirst', { sku: 'SKU2' }),
    });
  });

  it('says a code the device cannot tell offline as an error, and takes a refreshed detail of its own task only', () => {
    expect(countFlow(atA, { type: 'unreachable', code: 'X9' })).toEqual({
      state: atA,
      say: { tone: 'error', key: 'floor.count.offlineUnknown', params: { code: 'X9' } },
    });
    expect(countFlow(atA, { type: 'refreshed', task: detail }).state).toEqual({ ...atA, task: detail });
    expect(countFlow(atA, { type: 'refreshed', task: { ...detail, id: 9 } }).state).toBe(atA);
  });
});
