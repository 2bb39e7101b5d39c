import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { describe, expect, it } from 'vitest';
import type { TaskItem } from '../pick/obTasks.ts';
import { answered, taskItem, taskOf } from '../pick/taskFixtures.ts';
import type { Say } from '../pick/taskWork.ts';
import { SEAL_START, type SealEvent, type SealResult, type SealState, sealFlow, sealPrompt } from './sealFlow.ts';

/** Seal items are packed boxes: a label and a quantity, no SKU nor location. */
const box = (id: number, label: string, qty: number) =>
  taskItem(id, { sku: null, skuLabel: null, location: null, locationLabel: null, shipBoxLbl: label, qty });
const b1 = box(1, 'SB1', 10);
const b2 = box(2, 'SB2', 2);
const task = taskOf('sealing', [b1, b2]);
const w = { task, sent: [] as number[] };

const boxes: SealState = { step: 'box', ...w };
const meas2: SealState = { step: 'measure', item: b2, code: 'sb2', weight: undefined, volume: undefined, ...w };
const meas2full: SealState = { ...meas2, weight: 12, volume: 0.2 };
const done: SealState = { step: 'done', task, sent: [2, 1] };

const ok = (key: string, params: Say['params'] = {}): Say => ({ tone: 'ok', key, params });
const warn = (key: string, params: Say['params'] = {}): Say => ({ tone: 'warn', key, params });
const send = (item: TaskItem, body: TTaskScanBody) => ({ item, body });

describe('sealFlow', () => {
  it.each<[string, SealState, SealEvent, SealResult]>([
    [
      'a task opens on its boxes',
      SEAL_START,
      { type: 'open', task },
      { state: boxes, say: ok('floor.task.opened', { no: task.no }) },
    ],
    [
      'any of its boxes, by label',
      boxes,
      { type: 'scanned', code: 'sb2' },
      { state: meas2, say: ok('floor.seal.box', { box: 'SB2', qty: 2 }) },
    ],
    [
      'a box of another task',
      boxes,
      { type: 'scanned', code: 'SB9' },
      { state: boxes, say: warn('floor.seal.notInTask', { box: 'SB9', no: task.no }) },
    ],
    [
      'a box sent already',
      { ...boxes, sent: [2] },
      { type: 'scanned', code: 'SB2' },
      { state: { ...boxes, sent: [2] }, say: warn('floor.seal.already', { box: 'SB2', no: task.no }) },
    ],
    ['a weight', meas2, { type: 'weight', value: 12 }, { state: { ...meas2, weight: 12 } }],
    ['a volume', meas2, { type: 'volume', value: 0.2 }, { state: { ...meas2, volume: 0.2 } }],
    [
      'both are required by the server',
      { ...meas2, volume: 0.2 },
      { type: 'confirm' },
      { state: { ...meas2, volume: 0.2 }, say: warn('floor.seal.measureNeeded') },
    ],
    [
      'sealed: the box as scanned, its planned quantity, weight and volume',
      meas2full,
      { type: 'confirm' },
      { state: { ...boxes, sent: [2] }, send: send(b2, { id: 2, code: 'sb2', actQty: 2, weight: 12, volume: 0.2 }) },
    ],
    [
      'the last box leaves the task done',
      { ...meas2full, item: b1, code: 'SB1', sent: [2] },
      { type: 'confirm' },
      { state: done, send: send(b1, { id: 1, code: 'SB1', actQty: 10, weight: 12, volume: 0.2 }) },
    ],
    ['back to the boxes', meas2full, { type: 'back' }, { state: boxes }],
    [
      "the server's answer",
      done,
      { type: 'answered', task: answered(task, { 2: {} }) },
      { state: { ...done, task: answered(task, { 2: {} }) } },
    ],
    [
      'a task closed elsewhere (the console): done, whatever the step',
      meas2,
      { type: 'answered', task: answered(task, { 1: {}, 2: {} }) },
      { state: { step: 'done', task: answered(task, { 1: {}, 2: {} }), sent: [] } },
    ],
    ['a refusal when all is sent: its box again', done, { type: 'refused', item: 1 }, { state: { ...boxes, sent: [2] } }],
    ['back to the list', meas2, { type: 'close' }, { state: SEAL_START }],
  ])('%s', (_, state, event, result) => {
    expect(sealFlow(state, event)).toEqual(result);
  });
});

describe('sealPrompt', () => {
  it.each<[SealState, string]>([
    [SEAL_START, 'floor.seal.scanTask'],
    [boxes, 'floor.seal.scanBox'],
    [meas2, 'floor.seal.measure'],
    [done, 'floor.task.allSent'],
  ])('%#: %s', (state, key) => {
    expect(sealPrompt(state)).toEqual({ key });
  });
});
