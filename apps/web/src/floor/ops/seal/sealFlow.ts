/**
 * Sealing, as a state machine the screen drives: a task, then its boxes in any order: each one's
 * ship-box label scanned (what a seal item is: one packed box, task-service `itemsFor`), its weight
 * and volume (both required by the server), sent. The server takes exactly the planned quantity.
 * Boxes of one seal mostly weigh and measure the same: the first box's entry is kept for every box
 * after it, which is then sent as its label is scanned; "next box differs" asks one box's own.
 */
import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { type CodeRead, readCode } from '../../scan/scanRead.ts';
import { judgeCode } from '../pick/codeMatch.ts';
import type { TaskItem } from '../pick/obTasks.ts';
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

export interface Measures {
  weight: number;
  volume: number;
}

interface Sealing extends Working {
  /** What every box of this seal weighs and measures, once entered; undefined: asked at the next box. */
  shared: Measures | undefined;
}

export type SealState =
  | { step: 'task' }
  /** `differs`: the next box scanned asks its own weight and volume. */
  | ({ step: 'box'; differs: boolean } & Sealing)
  | ({
      step: 'measure';
      item: TaskItem;
      code: string;
      weight: number | undefined;
      volume: number | undefined;
      /** Confirming keeps these for the boxes after this one (no shared entry yet). */
      forAll: boolean;
    } & Sealing)
  | ({ step: 'done' } & Sealing);

export type SealEvent =
  | TaskEvent
  | { type: 'weight'; value: number | undefined }
  | { type: 'volume'; value: number | undefined }
  | { type: 'differs' }
  /** The shared entry given up: the next box asks again and its entry is shared. */
  | { type: 'changeShared' };

export type SealResult = TaskResult<SealState>;

export const SEAL_START: SealState = { step: 'task' };

const sealing = (w: Working, shared: Measures | undefined): Sealing => ({ ...workOf(w), shared });

const next = (s: Sealing): SealState => (openItems(s).length ? { step: 'box', differs: false, ...s } : { step: 'done', ...s });

/**
 * The open box a scan names: its label or LPN as text or as the SSCC kept (codeMatch). An SSCC of a
 * label kept under its number is known to the server only: taken when one open box only may be it.
 */
function boxOf(s: Sealing, read: CodeRead): TaskItem | 'unknown' | undefined {
  const open = openItems(s);
  const named = open.find((i) => judgeCode(read, i) === 'match');
  if (named || !read.sscc) return named;
  const maybe = open.filter((i) => judgeCode(read, i) === 'unsure');
  return maybe.length === 1 ? maybe[0] : maybe.length ? 'unknown' : undefined;
}

const bodyOf = (item: TaskItem, code: string, m: Measures): TTaskScanBody => ({
  id: item.id,
  code,
  actQty: item.qty,
  weight: m.weight,
  volume: m.volume,
});

function scanned(state: Extract<SealState, { step: 'box' }>, code: string): SealResult {
  const s = sealing(state, state.shared);
  const read = readCode(code);
  if (read.problem) return { state, say: say('refuse', 'floor.task.badCode', { code: read.code, problem: read.problem }) };
  if (read.gtin && !read.sscc) return { state, say: say('refuse', 'floor.seal.notBox', { code: read.code }) };
  const item = boxOf(s, read);
  if (item === 'unknown') return { state, say: say('warn', 'floor.seal.whichBox', { code: read.code }) };
  if (!item) {
    const sealed = s.task.items.some((i) => judgeCode(read, i) === 'match');
    if (sealed) return { state, say: say('warn', 'floor.seal.already', { box: read.code, no: s.task.no }) };
    return { state, say: say('refuse', 'floor.seal.notInTask', { box: read.code, no: s.task.no }) };
  }
  if (s.shared && !state.differs) {
    return { state: next({ ...withSent(s, item.id), shared: s.shared }), send: { item, body: bodyOf(item, read.raw, s.shared) } };
  }
  return {
    state: {
      step: 'measure',
      ...s,
      item,
      code: read.raw,
      weight: item.weight ?? s.shared?.weight,
      volume: item.volume ?? s.shared?.volume,
      forAll: !s.shared,
    },
    say: say('ok', 'floor.seal.box', { box: item.shipBoxLbl ?? read.code, qty: item.qty }),
  };
}

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function sealFlow(state: SealState, event: SealEvent): SealResult {
  if (event.type === 'open')
    return { state: next(sealing(working(event.task), undefined)), say: say('ok', 'floor.task.opened', { no: event.task.no }) };
  if (state.step === 'task') return { state };
  switch (event.type) {
    case 'close':
      return { state: SEAL_START };
    case 'scanned':
      return state.step === 'box' ? scanned(state, event.code) : { state };
    case 'weight':
      return state.step === 'measure' ? { state: { ...state, weight: event.value } } : { state };
    case 'volume':
      return state.step === 'measure' ? { state: { ...state, volume: event.value } } : { state };
    case 'differs':
      return state.step === 'box' ? { state: { ...state, differs: !state.differs } } : { state };
    case 'changeShared':
      return state.step === 'box' ? { state: { ...state, differs: false, shared: undefined } } : { state };
    case 'confirm': {
      if (state.step !== 'measure') return { state };
      const { item, code, weight, volume } = state;
      if (weight === undefined || volume === undefined) return { state, say: say('warn', 'floor.seal.measureNeeded') };
      const shared = state.forAll ? { weight, volume } : state.shared;
      return {
        state: next({ ...withSent(state, item.id), shared }),
        send: { item, body: bodyOf(item, code, { weight, volume }) },
      };
    }
    case 'back':
      return state.step === 'measure' ? { state: next(sealing(state, state.shared)) } : { state };
    case 'answered': {
      const w = withAnswer(workOf(state), event.task);
      const s = sealing(w, state.shared);
      return { state: isClosed(w.task) ? { step: 'done', ...s } : { ...state, ...w } };
    }
    case 'refused': {
      const w = withRefusal(workOf(state), event.item);
      return { state: state.step === 'done' ? next(sealing(w, state.shared)) : { ...state, ...w } };
    }
  }
}

/** What the screen asks the worker for. */
export function sealPrompt(state: SealState): Prompt {
  switch (state.step) {
    case 'task':
      return { key: 'floor.seal.scanTask' };
    case 'box':
      return { key: state.shared && !state.differs ? 'floor.seal.scanToSeal' : 'floor.seal.scanBox' };
    case 'measure':
      return { key: 'floor.seal.measure' };
    case 'done':
      return { key: 'floor.task.allSent' };
  }
}
