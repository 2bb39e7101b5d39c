import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { describe, expect, it } from 'vitest';
import type { TaskItem } from '../pick/obTasks.ts';
import { answered, taskItem, taskOf } from '../pick/taskFixtures.ts';
import type { Say } from '../pick/taskWork.ts';
import { PACK_START, type PackEvent, type PackResult, type PackState, packFlow, packPrompt } from './packFlow.ts';

const p1 = taskItem(1, { qty: 2 });
const p2 = taskItem(2, { qty: 1, sn: 'SN-L' });
const task = taskOf('packing', [p1, p2]);
const w = { task, sent: [] as number[] };

const box0: PackState = { step: 'box', ...w };
const sku1: PackState = { step: 'sku', item: p1, box: 'SB1', ...w };
const ser1: PackState = { step: 'serials', item: p1, box: 'SB1', code: 'SKU-1', serials: [], ...w };
const ser1b: PackState = { ...ser1, serials: ['S1', 'S2'] };
const meas1: PackState = { ...ser1b, step: 'measure', weight: undefined, volume: undefined };
const meas1full: PackState = { ...meas1, weight: 2.5, volume: 0.04 };
const sku2: PackState = { step: 'sku', item: p2, box: 'SB1', task, sent: [1] };
const ser2: PackState = { step: 'serials', item: p2, box: 'SB1', code: 'SKU-2', serials: ['SN-L'], task, sent: [1] };
const meas2: PackState = { ...ser2, step: 'measure', weight: 1, volume: 0.01 };
const done: PackState = { step: 'done', box: 'SB1', task, sent: [1, 2] };

const ok = (key: string, params: Say['params'] = {}): Say => ({ tone: 'ok', key, params });
const warn = (key: string, params: Say['params'] = {}): Say => ({ tone: 'warn', key, params });
const send = (item: TaskItem, body: TTaskScanBody) => ({ item, body });

describe('packFlow', () => {
  it.each<[string, PackState, PackEvent, PackResult]>([
    [
      'a task opens on its box',
      PACK_START,
      { type: 'open', task },
      { state: box0, say: ok('floor.task.opened', { no: task.no }) },
    ],
    [
      'a SKU is no box label',
      box0,
      { type: 'scanned', code: 'sku-1' },
      { state: box0, say: warn('floor.pack.notBox', { code: 'sku-1' }) },
    ],
    ['a box label scanned', box0, { type: 'scanned', code: 'SB1' }, { state: sku1, say: ok('floor.pack.box', { box: 'SB1' }) }],
    [
      'a new label from the server',
      box0,
      { type: 'labelAdded', box: 'SB1' },
      { state: sku1, say: ok('floor.pack.newBox', { box: 'SB1' }) },
    ],
    ['a new label once a box is scanned is left unused', sku1, { type: 'labelAdded', box: 'SB9' }, { state: sku1 }],
    ['another box', sku1, { type: 'newBox' }, { state: box0 }],
    [
      'the SKU of another open item takes that one; the serial its line carries is one per piece: on to the measures',
      sku1,
      { type: 'scanned', code: 'sku-2' },
      {
        state: { ...ser2, step: 'measure', weight: undefined, volume: undefined, code: 'sku-2', sent: [] },
        say: ok('floor.pack.item', { sku: 'SKU-2', qty: 1 }),
      },
    ],
    [
      'a code of no SKU number is the suggested item’s bar code, for the server to judge',
      sku1,
      { type: 'scanned', code: '6901234567892' },
      { state: { ...ser1, code: '6901234567892' }, say: ok('floor.pack.item', { sku: 'SKU-1', qty: 2 }) },
    ],
    [
      'a SKU that keeps no serial numbers goes straight to its measures',
      { ...sku1, item: { ...p1, serialTracked: false }, task: taskOf('packing', [{ ...p1, serialTracked: false }, p2]) },
      { type: 'scanned', code: 'SKU-1' },
      {
        state: {
          step: 'measure',
          item: { ...p1, serialTracked: false },
          box: 'SB1',
          code: 'SKU-1',
          serials: [],
          weight: undefined,
          volume: undefined,
          task: taskOf('packing', [{ ...p1, serialTracked: false }, p2]),
          sent: [],
        },
        say: ok('floor.pack.item', { sku: 'SKU-1', qty: 2 }),
      },
    ],
    [
      'a SKU packed already',
      sku2,
      { type: 'scanned', code: 'SKU-1' },
      { state: sku2, say: warn('floor.pack.allPacked', { code: 'SKU-1' }) },
    ],
    [
      'a serial number',
      ser1,
      { type: 'scanned', code: 'S1' },
      { state: { ...ser1, serials: ['S1'] }, say: ok('floor.pack.snAdded', { sn: 'S1', count: 1 }) },
    ],
    [
      'the same serial twice',
      ser1b,
      { type: 'scanned', code: 's1' },
      { state: ser1b, say: warn('floor.pack.snTwice', { sn: 's1' }) },
    ],
    [
      'the SKU again is no serial',
      ser1b,
      { type: 'scanned', code: 'SKU-1' },
      { state: ser1b, say: warn('floor.pack.snIsSku', { code: 'SKU-1' }) },
    ],
    [
      'no more than the 100 characters sn holds',
      { ...ser1, serials: ['X'.repeat(95)] },
      { type: 'scanned', code: 'ABCDE' },
      { state: { ...ser1, serials: ['X'.repeat(95)] }, say: warn('floor.pack.snFull', { sn: 'ABCDE' }) },
    ],
    ['a serial taken out', ser1b, { type: 'removeSerial', sn: 'S1' }, { state: { ...ser1, serials: ['S2'] } }],
    [
      'no next without a serial (the server requires sn)',
      ser1,
      { type: 'next' },
      { state: ser1, say: warn('floor.pack.snNeeded') },
    ],
    ['next: weight and volume', ser1b, { type: 'next' }, { state: meas1 }],
    ['a weight', meas1, { type: 'weight', value: 2.5 }, { state: { ...meas1, weight: 2.5 } }],
    ['a volume', meas1, { type: 'volume', value: 0.04 }, { state: { ...meas1, volume: 0.04 } }],
    [
      'both are required by the server',
      { ...meas1, weight: 2.5 },
      { type: 'confirm' },
      { state: { ...meas1, weight: 2.5 }, say: warn('floor.pack.measureNeeded') },
    ],
    [
      'packed: the planned quantity into the box, serials joined; the next item into the same box',
      meas1full,
      { type: 'confirm' },
      {
        state: sku2,
        send: send(p1, { id: 1, code: 'SKU-1', actQty: 2, shipBoxLbl: 'SB1', sn: 'S1,S2', weight: 2.5, volume: 0.04 }),
      },
    ],
    [
      'the last item leaves the task done',
      meas2,
      { type: 'confirm' },
      {
        state: done,
        send: send(p2, { id: 2, code: 'SKU-2', actQty: 1, shipBoxLbl: 'SB1', sn: 'SN-L', weight: 1, volume: 0.01 }),
      },
    ],
    ['back from the serials', ser1b, { type: 'back' }, { state: sku1 }],
    ['back from weight and volume', meas1full, { type: 'back' }, { state: ser1b }],
    [
      "the server's answer",
      sku2,
      { type: 'answered', task: answered(task, { 1: {} }) },
      { state: { ...sku2, task: answered(task, { 1: {} }) } },
    ],
    [
      'a task closed elsewhere (the console): done, whatever the step',
      ser2,
      { type: 'answered', task: answered(task, { 1: {}, 2: {} }) },
      { state: { step: 'done', task: answered(task, { 1: {}, 2: {} }), sent: [1] } },
    ],
    [
      'a refusal when all is sent: that item again, into the same box',
      done,
      { type: 'refused', item: 1 },
      { state: { ...sku1, sent: [2] } },
    ],
    ['back to the list', meas1, { type: 'close' }, { state: PACK_START }],
  ])('%s', (_, state, event, result) => {
    expect(packFlow(state, event)).toEqual(result);
  });
});

describe('packPrompt', () => {
  it.each<[PackState, string]>([
    [PACK_START, 'floor.pack.scanTask'],
    [box0, 'floor.pack.scanBox'],
    [sku1, 'floor.pack.scanSku'],
    [ser1, 'floor.pack.scanSn'],
    [meas1, 'floor.pack.measure'],
    [done, 'floor.task.allSent'],
  ])('%#: %s', (state, key) => {
    expect(packPrompt(state)).toEqual({ key });
  });
});
