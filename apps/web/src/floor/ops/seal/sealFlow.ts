/**
 * Sealing, as a state machine the screen drives: a task, then its boxes in any order: each one's
 * ship-box label scanned (what a seal item is: one packed box, task-service `itemsFor`), its weight
 * and volume typed (both required by the server), sent. The server takes exactly the planned quantity.
 */
import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { same, type TaskItem } from '../pick/obTasks.ts';
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
} from '../pick/taskWork.ts';

export type SealState =
  | { step: 'task' }
  | ({ step: 'box' } & Working)
  | ({ step: 'measure'; item: TaskItem; code: string; weight: number | undefined; volume: number | undefined } & Working)
  | ({ step: 'done' } & Working);

export type SealEvent = TaskEvent | { type: 'weight'; value: number | undefined } | { type: 'volume'; value: number | undefined };

export type SealResult = TaskResult<SealState>;

export const SEAL_START: SealState = { step: 'task' };

const next = (w: Working): SealState => (openItems(w).length ? { step: 'box', ...w } : { step: 'done', ...w });

/** A box of the task still to seal, named by its label (or an LPN it carries, as the server matches). */
const boxOf = (w: Working, code: string) => openItems(w).find((i) => same(i.shipBoxLbl, code) || same(i.lpn, code));

function scanned(w: Working, code: string): SealResult {
  const item = boxOf(w, code);
  if (item)
    return {
      state: { step: 'measure', ...w, item, code, weight: item.weight ?? undefined, volume: item.volume ?? undefined },
      say: say('ok', 'floor.seal.box', { box: item.shipBoxLbl ?? code, qty: item.qty }),
    };
  const known = w.task.items.some((i) => same(i.shipBoxLbl, code) || same(i.lpn, code));
  return {
    state: next(w),
    say: say('warn', known ? 'floor.seal.already' : 'floor.seal.notInTask', { box: code, no: w.task.no }),
  };
}

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function sealFlow(state: SealState, event: SealEvent): SealResult {
  if (event.type === 'open')
    return { state: next(working(event.task)), say: say('ok', 'floor.task.opened', { no: event.task.no }) };
  if (state.step === 'task') return { state };
  switch (event.type) {
    case 'close':
      return { state: SEAL_START };
    case 'scanned':
      return state.step === 'box' ? scanned(workOf(state), event.code) : { state };
    case 'weight':
      return state.step === 'measure' ? { state: { ...state, weight: event.value } } : { state };
    case 'volume':
      return state.step === 'measure' ? { state: { ...state, volume: event.value } } : { state };
    case 'confirm': {
      if (state.step !== 'measure') return { state };
      const { item, code, weight, volume } = state;
      if (weight === undefined || volume === undefined) return { state, say: say('warn', 'floor.seal.measureNeeded') };
      const body: TTaskScanBody = { id: item.id, code, actQty: item.qty, weight, volume };
      return { state: next(withSent(workOf(state), item.id)), send: { item, body } };
    }
    case 'back':
      return state.step === 'measure' ? { state: next(workOf(state)) } : { state };
    case 'answered': {
      const w = withAnswer(workOf(state), event.task);
      return { state: isClosed(w.task) ? { step: 'done', ...w } : { ...state, ...w } };
    }
    case 'refused': {
      const w = withRefusal(workOf(state), event.item);
      return { state: state.step === 'done' ? next(w) : { ...state, ...w } };
    }
  }
}

/** What the screen asks the worker for. */
export function sealPrompt(state: SealState): Prompt {
  switch (state.step) {
    case 'task':
      return { key: 'floor.seal.scanTask' };
    case 'box':
      return { key: 'floor.seal.scanBox' };
    case 'measure':
      return { key: 'floor.seal.measure' };
    case 'done':
      return { key: 'floor.task.allSent' };
  }
}
