import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { describe, expect, it } from 'vitest';
import type { TaskItem } from '../pick/obTasks.ts';
import { answered, taskItem, taskOf } from '../pick/taskFixtures.ts';
import type { Say } from '../pick/taskWork.ts';
import { SEAL_START, type SealEvent, type SealResult, type SealState, sealFlow, sealPrompt } from './sealFlow.ts';

/** Seal items are packed boxes: a label and a quantity, no SKU nor location. */
const box = (id: number, label: string, qty: number, more = {}) =>
  taskItem(id, { sku: null, skuLabel: null, location: null, locationLabel: null, shipBoxLbl: label, qty, ...more });
const b1 = box(1, 'SB1', 10);
const b2 = box(2, 'SB2', 2);
const task = taskOf('sealing', [b1, b2]);
const w = { task, sent: [] as number[], shared: undefined };
const shared = { weight: 12, volume: 0.2 };

const boxes: SealState = { step: 'box', differs: false, ...w };
const meas2: SealState = { step: 'measure', item: b2, code: 'sb2', weight: undefined, volume: undefined, forAll: true, ...w };
const meas2full: SealState = { ...meas2, weight: 12, volume: 0.2 };
const done: SealState = { step: 'done', task, sent: [2, 1], shared };
const boxesShared: SealState = { ...boxes, shared, sent: [2] };

const ok = (key: string, params: Say['params'] = {}): Say => ({ tone: 'ok', key, params });
const warn = (key: string, params: Say['params'] = {}): Say => ({ tone: 'warn', key, params });
const refuse = (key: string, params: Say['params'] = {}): Say => ({ tone: 'refuse', key, params });
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
      'any of its boxes, by label: the first asks weight and volume for all',
      boxes,
      { type: 'scanned', code: 'sb2' },
      { state: meas2, say: ok('floor.seal.box', { box: 'SB2', qty: 2 }) },
    ],
    [
      'a box of another task is refused at once',
      boxes,
      { type: 'scanned', code: 'SB9' },
      { state: boxes, say: refuse('floor.seal.notInTask', { box: 'SB9', no: task.no }) },
    ],
    [
      'a product label is no box',
      boxes,
      { type: 'scanned', code: '(01)09506000134352(21)S1' },
      { state: boxes, say: refuse('floor.seal.notBox', { code: '09506000134352' }) },
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
      'sealed: the box as scanned, its planned quantity, weight and volume, kept for every box after it',
      meas2full,
      { type: 'confirm' },
      { state: boxesShared, send: send(b2, { id: 2, code: 'sb2', actQty: 2, weight: 12, volume: 0.2 }) },
    ],
    [
      'with a shared entry, a box is sent as it is scanned',
      boxesShared,
      { type: 'scanned', code: 'SB1' },
      { state: { ...done, sent: [2, 1] }, send: send(b1, { id: 1, code: 'SB1', actQty: 10, weight: 12, volume: 0.2 }) },
    ],
    ['"next box differs"', boxesShared, { type: 'differs' }, { state: { ...boxesShared, differs: true } }],
    [
      'a box that differs asks its own, from the shared entry',
      { ...boxesShared, differs: true },
      { type: 'scanned', code: 'SB1' },
      {
        state: { ...meas2full, item: b1, code: 'SB1', forAll: false, shared, sent: [2] },
        say: ok('floor.seal.box', { box: 'SB1', qty: 10 }),
      },
    ],
    [
      'its own entry is its own: the shared one stays',
      { ...meas2full, item: b1, code: 'SB1', forAll: false, shared, sent: [2], weight: 30 },
      { type: 'confirm' },
      { state: { ...done, sent: [2, 1] }, send: send(b1, { id: 1, code: 'SB1', actQty: 10, weight: 30, volume: 0.2 }) },
    ],
    ['the shared entry given up', boxesShared, { type: 'changeShared' }, { state: { ...boxes, sent: [2] } }],
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
      { state: { step: 'done', task: answered(task, { 1: {}, 2: {} }), sent: [], shared: undefined } },
    ],
    ['a refusal when all is sent: its box again', done, { type: 'refused', item: 1 }, { state: { ...boxesShared, sent: [2] } }],
    ['back to the list', meas2, { type: 'close' }, { state: SEAL_START }],
  ])('%s', (_, state, event, result) => {
    expect(sealFlow(state, event)).toEqual(result);
  });

  describe('SSCC labels', () => {
    const sscc = '106141411234567897';
    it('takes a box kept under its SSCC by its GS1-128 label', () => {
      const t = taskOf('sealing', [box(1, sscc, 3), b2]);
      const r = sealFlow({ ...boxes, task: t }, { type: 'scanned', code: `]C100${sscc}` });
      expect(r.state).toMatchObject({ step: 'measure', item: { id: 1 }, code: `]C100${sscc}` });
    });
    it('takes the one open box an SSCC may name (its label kept under its number), for the server to check', () => {
      const r = sealFlow({ ...boxes, sent: [1] }, { type: 'scanned', code: `00${sscc}` });
      expect(r.state).toMatchObject({ step: 'measure', item: { id: 2 } });
    });
    it('asks for the label number when several open boxes may be it', () => {
      const r = sealFlow(boxes, { type: 'scanned', code: `00${sscc}` });
      expect(r).toEqual({ state: boxes, say: warn('floor.seal.whichBox', { code: sscc }) });
    });
  });
});

describe('sealPrompt', () => {
  it.each<[SealState, string]>([
    [SEAL_START, 'floor.seal.scanTask'],
    [boxes, 'floor.seal.scanBox'],
    [boxesShared, 'floor.seal.scanToSeal'],
    [{ ...boxesShared, differs: true }, 'floor.seal.scanBox'],
    [meas2, 'floor.seal.measure'],
    [done, 'floor.task.allSent'],
  ])('%#: %s', (state, key) => {
    expect(sealPrompt(state)).toEqual({ key });
  });
});
