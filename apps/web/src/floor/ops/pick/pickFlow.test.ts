import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { describe, expect, it } from 'vitest';
import type { TaskItem } from './obTasks.ts';
import { PICK_START, type PickEvent, type PickResult, type PickState, pickFlow, pickPrompt } from './pickFlow.ts';
import { answered, taskItem, taskOf } from './taskFixtures.ts';
import type { Say } from './taskWork.ts';

const i1 = taskItem(1);
const i2 = taskItem(2, { qty: 3 });
const i3 = taskItem(3, { qty: 2, location: null, locationLabel: null });
const task = taskOf('picking', [i1, i2, i3]);
const w = { task, sent: [] as number[] };

const at1: PickState = { step: 'location', item: i1, ...w };
const code1: PickState = { step: 'code', item: i1, location: 'a-01', ...w };
const qty1: PickState = { step: 'qty', item: i1, location: 'a-01', code: 'SKU-1', qty: 5, ...w };
const reason1: PickState = { ...qty1, step: 'reason', qty: 4 };
const at2: PickState = { step: 'location', item: i2, task, sent: [1] };
const code3: PickState = { step: 'code', item: i3, location: undefined, task, sent: [1, 2] };
const qty3: PickState = { ...code3, step: 'qty', code: 'SKU-3', qty: 2 };
const done: PickState = { step: 'done', task, sent: [1, 2, 3] };

const ok = (key: string, params: Say['params']): Say => ({ tone: 'ok', key, params });
const warn = (key: string, params: Say['params']): Say => ({ tone: 'warn', key, params });
const send = (item: TaskItem, body: TTaskScanBody) => ({ item, body });

describe('pickFlow', () => {
  it.each<[string, PickState, PickEvent, PickResult]>([
    [
      'a task opens on its first item, by location',
      PICK_START,
      { type: 'open', task },
      { state: at1, say: ok('floor.task.opened', { no: task.no }) },
    ],
    [
      'a task with nothing open is done at once',
      PICK_START,
      { type: 'open', task: answered(task, { 1: {}, 2: {}, 3: {} }) },
      {
        state: { step: 'done', task: answered(task, { 1: {}, 2: {}, 3: {} }), sent: [] },
        say: ok('floor.task.opened', { no: task.no }),
      },
    ],
    [
      'the location, case aside',
      at1,
      { type: 'scanned', code: 'a-01' },
      { state: code1, say: ok('floor.pick.atLocation', { location: 'A-01' }) },
    ],
    [
      'another location warns and asks again',
      at1,
      { type: 'scanned', code: 'A-02' },
      { state: at1, say: warn('floor.pick.wrongLocation', { code: 'A-02', location: 'A-01' }) },
    ],
    [
      'another SKU than the item’s (its bar code known) is refused at once',
      { ...code1, item: { ...i1, barCode: '9506000134352' } as typeof i1 },
      { type: 'scanned', code: 'SKU-2' },
      {
        state: { ...code1, item: { ...i1, barCode: '9506000134352' } as typeof i1 },
        say: { tone: 'refuse', key: 'floor.task.wrongCode', params: { code: 'SKU-2', sku: 'SKU-1' } },
      },
    ],
    [
      'the GTIN of its bar code, sent as scanned',
      { ...code1, item: { ...i1, barCode: '9506000134352' } as typeof i1 },
      { type: 'scanned', code: '(01)09506000134352' },
      {
        state: { ...qty1, item: { ...i1, barCode: '9506000134352' } as typeof i1, code: '(01)09506000134352' },
        say: ok('floor.pick.scanned', { code: '09506000134352' }),
      },
    ],
    [
      'the SKU or pallet, then the quantity left',
      code1,
      { type: 'scanned', code: 'SKU-1' },
      { state: qty1, say: ok('floor.pick.scanned', { code: 'SKU-1' }) },
    ],
    ['a quantity', qty1, { type: 'qty', qty: 3 }, { state: { ...qty1, qty: 3 } }],
    ['no more than planned', qty1, { type: 'qty', qty: 9 }, { state: qty1 }],
    [
      'the full quantity is sent, and the next item asked for',
      qty1,
      { type: 'confirm' },
      { state: at2, send: send(i1, { id: 1, code: 'SKU-1', actQty: 5, location: 'a-01' }) },
    ],
    ['less than planned asks why', { ...qty1, qty: 4 }, { type: 'confirm' }, { state: reason1 }],
    ['short pick from the full quantity: one less to start with', qty1, { type: 'short' }, { state: reason1 }],
    ['short pick keeps a smaller quantity', { ...qty1, qty: 2 }, { type: 'short' }, { state: { ...reason1, qty: 2 } }],
    ['a short pick stays short', reason1, { type: 'qty', qty: 5 }, { state: reason1 }],
    ['nothing found', reason1, { type: 'qty', qty: 0 }, { state: { ...reason1, qty: 0 } }],
    [
      'the reason goes with the smaller quantity',
      reason1,
      { type: 'reason', reason: 'damaged' },
      { state: at2, send: send(i1, { id: 1, code: 'SKU-1', actQty: 4, location: 'a-01', shortReason: 'damaged' }) },
    ],
    ['back from the reason', reason1, { type: 'back' }, { state: { ...reason1, step: 'qty' } }],
    ['back from the quantity', qty1, { type: 'back' }, { state: code1 }],
    ['back from the code', code1, { type: 'back' }, { state: at1 }],
    [
      'an item with no location starts at its code',
      { ...at2, step: 'code', location: 'a-02' },
      { type: 'scanned', code: 'SKU-2' },
      {
        state: { ...at2, step: 'qty', location: 'a-02', code: 'SKU-2', qty: 3 },
        say: ok('floor.pick.scanned', { code: 'SKU-2' }),
      },
    ],
    [
      '…and is sent without one; the last item leaves the task done',
      qty3,
      { type: 'confirm' },
      { state: done, send: send(i3, { id: 3, code: 'SKU-3', actQty: 2 }) },
    ],
    ['no going back to a location it has not', code3, { type: 'back' }, { state: code3 }],
    [
      "the server's answer",
      at2,
      { type: 'answered', task: answered(task, { 1: {} }) },
      { state: { ...at2, task: answered(task, { 1: {} }) } },
    ],
    [
      'a task closed elsewhere (the console): done, whatever the step',
      qty1,
      { type: 'answered', task: answered(task, { 1: {}, 2: {}, 3: {} }) },
      { state: { step: 'done', task: answered(task, { 1: {}, 2: {}, 3: {} }), sent: [] } },
    ],
    [
      'a refusal after the task was cancelled: nothing to do again',
      { ...done, task: { ...task, status: 0 } },
      { type: 'refused', item: 2 },
      { state: { step: 'done', task: { ...task, status: 0 }, sent: [1, 3] } },
    ],
    ['a refusal mid-way: the item comes after this one', at2, { type: 'refused', item: 1 }, { state: { ...at2, sent: [] } }],
    ['a refusal when all is sent: that item again', done, { type: 'refused', item: 2 }, { state: { ...at2, sent: [1, 3] } }],
    ['back to the list', qty1, { type: 'close' }, { state: PICK_START }],
    ['nothing to scan before a task', PICK_START, { type: 'scanned', code: 'A-01' }, { state: PICK_START }],
    ['no scan while the quantity is asked', qty1, { type: 'scanned', code: 'A-01' }, { state: qty1 }],
  ])('%s', (_, state, event, result) => {
    expect(pickFlow(state, event)).toEqual(result);
  });
});

describe('pickPrompt', () => {
  it.each<[PickState, string, object | undefined]>([
    [PICK_START, 'floor.pick.scanTask', undefined],
    [at1, 'floor.pick.scanLocation', { location: 'A-01' }],
    [code1, 'floor.pick.scanCode', undefined],
    [qty1, 'floor.pick.qty', undefined],
    [reason1, 'floor.pick.whyShort', undefined],
    [done, 'floor.task.allSent', undefined],
  ])('%#: %s', (state, key, params) => {
    expect(pickPrompt(state)).toEqual(params ? { key, params } : { key });
  });
});
