/**
 * Picking, as a state machine the screen drives: a task, then its open items in location order, one
 * at a time: the item's location scanned (another location is refused here), then its SKU or pallet
 * (another one refused here too, codeMatch), then the quantity; less than planned is a short pick and needs its reason. The server checks the
 * location and the code again (task-service `scan`) and closes the task with its last item.
 */
import type { ShortReason, TTaskScanBody } from '@wms/contract/outbound/task';
import { readCode } from '../../scan/scanRead.ts';
import { expectedOf, judgeCode } from './codeMatch.ts';
import { same, type TaskItem } from './obTasks.ts';
import {
  isClosed,
  openItems,
  type Prompt,
  say,
  type TaskEvent,
  type TaskResult,
  type Working,
  withAnswer,
  withRefusal,
  withSent,
  working,
  workOf,
} from './taskWork.ts';

export const SHORT_REASON_KEYS: Record<ShortReason, string> = {
  short: 'floor.pick.reason.short',
  damaged: 'floor.pick.reason.damaged',
  notFound: 'floor.pick.reason.notFound',
};

/** Past the location: where the worker is (undefined for an item with no location) and the code scanned. */
interface AtItem extends Working {
  item: TaskItem;
  location: string | undefined;
}

export type PickState =
  | { step: 'task' }
  | ({ step: 'location'; item: TaskItem } & Working)
  | ({ step: 'code' } & AtItem)
  | ({ step: 'qty'; code: string; qty: number } & AtItem)
  | ({ step: 'reason'; code: string; qty: number } & AtItem)
  | ({ step: 'done' } & Working);

export type PickEvent = TaskEvent | { type: 'qty'; qty: number } | { type: 'short' } | { type: 'reason'; reason: ShortReason };

export type PickResult = TaskResult<PickState>;

export const PICK_START: PickState = { step: 'task' };

/** The next open item, asked for by its location (or its code, when it has none); done when none is left. */
function next(w: Working): PickState {
  const item = openItems(w)[0];
  if (!item) return { step: 'done', ...w };
  if (item.locationLabel) return { step: 'location', item, ...w };
  return { step: 'code', item, location: undefined, ...w };
}

function scanned(state: PickState, code: string): PickResult {
  if (state.step === 'location') {
    const location = state.item.locationLabel ?? '';
    if (!same(code, location)) return { state, say: say('warn', 'floor.pick.wrongLocation', { code, location }) };
    return { state: { ...state, step: 'code', location: code }, say: say('ok', 'floor.pick.atLocation', { location }) };
  }
  if (state.step === 'code') {
    // Refused here at once; what only the server can tell (`unsure`) it judges when the item is sent.
    const read = readCode(code);
    if (read.problem) return { state, say: say('refuse', 'floor.task.badCode', { code: read.code, problem: read.problem }) };
    if (judgeCode(read, state.item) === 'wrong') {
      const expected = expectedOf(read, state.item);
      return { state, say: say('refuse', expected.key, expected.params) };
    }
    return {
      state: { ...state, step: 'qty', code: read.raw, qty: state.item.qty },
      say: say('ok', 'floor.pick.scanned', { code: read.code }),
    };
  }
  return { state };
}

function sent(s: AtItem & { code: string; qty: number }, reason?: ShortReason): PickResult {
  const body: TTaskScanBody = {
    id: s.item.id,
    code: s.code,
    actQty: s.qty,
    ...(s.location === undefined ? {} : { location: s.location }),
    ...(reason ? { shortReason: reason } : {}),
  };
  return { state: next(withSent(s, s.item.id)), send: { item: s.item, body } };
}

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function pickFlow(state: PickState, event: PickEvent): PickResult {
  if (event.type === 'open')
    return { state: next(working(event.task)), say: say('ok', 'floor.task.opened', { no: event.task.no }) };
  if (state.step === 'task') return { state };
  switch (event.type) {
    case 'close':
      return { state: PICK_START };
    case 'scanned':
      return scanned(state, event.code);
    case 'qty':
      if (state.step === 'qty') return { state: { ...state, qty: Math.min(state.item.qty, Math.max(0, event.qty)) } };
      if (state.step === 'reason') return { state: { ...state, qty: Math.min(state.item.qty - 1, Math.max(0, event.qty)) } };
      return { state };
    case 'confirm':
      if (state.step !== 'qty') return { state };
      return state.qty < state.item.qty ? { state: { ...state, step: 'reason' } } : sent(state);
    case 'short':
      if (state.step !== 'qty' || state.item.qty < 1) return { state };
      return { state: { ...state, step: 'reason', qty: Math.min(state.qty, state.item.qty - 1) } };
    case 'reason':
      return state.step === 'reason' ? sent(state, event.reason) : { state };
    case 'back':
      if (state.step === 'reason') return { state: { ...state, step: 'qty' } };
      if (state.step === 'qty') return { state: { ...workOf(state), step: 'code', item: state.item, location: state.location } };
      if (state.step === 'code' && state.item.locationLabel)
        return { state: { ...workOf(state), step: 'location', item: state.item } };
      return { state };
    case 'answered': {
      const w = withAnswer(workOf(state), event.task);
      // Closed by the server (this task's last item, or the console): whatever step this was, it is over.
      return { state: isClosed(w.task) ? { step: 'done', ...w } : { ...state, ...w } };
    }
    case 'refused': {
      const w = withRefusal(workOf(state), event.item);
      // All sent, one refused: it is what is left to do. Mid-way through another item, it comes after it.
      return { state: state.step === 'done' ? next(w) : { ...state, ...w } };
    }
  }
}

/** What the screen asks the worker for. */
export function pickPrompt(state: PickState): Prompt {
  switch (state.step) {
    case 'task':
      return { key: 'floor.pick.scanTask' };
    case 'location':
      return { key: 'floor.pick.scanLocation', params: { location: state.item.locationLabel ?? '' } };
    case 'code':
      return { key: 'floor.pick.scanCode' };
    case 'qty':
      return { key: 'floor.pick.qty' };
    case 'reason':
      return { key: 'floor.pick.whyShort' };
    case 'done':
      return { key: 'floor.task.allSent' };
  }
}
