/**
 * Packing, as a state machine the screen drives: a task, then a ship box (its label scanned, or a new
 * one from the server), then its items one at a time: the SKU scanned (another one refused here,
 * codeMatch), the serial numbers scanned (a GS1 DataMatrix's AI 21 with the SKU, or each alone; the
 * measures follow by themselves once there is one per piece), weight and volume typed, sent into the
 * current box. The server wants exactly the planned quantity
 * and, on every pack item, sn, volume, weight and the box label (task-service REQUIRED).
 */
import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { type CodeRead, readCode } from '../../scan/scanRead.ts';
import { expectedOf, judgeCode } from '../pick/codeMatch.ts';
import { same, type TaskItem } from '../pick/obTasks.ts';
import {
  isClosed,
  openItems,
  type Prompt,
  type Say,
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

/** Serial numbers travel as one text (the item's `sn`, at most 100 characters), joined by this. */
export const SN_SEPARATOR = ',';
const SN_MAX = 100;

interface Boxed extends Working {
  box: string;
}

interface AtItem extends Boxed {
  item: TaskItem;
  /** What was scanned for the item, as scanned: the server reads it again. */
  code: string;
  serials: string[];
}

export type PackState =
  | { step: 'task' }
  | ({ step: 'box' } & Working)
  /** `item`: the one suggested (the first open); a scan of another open item's SKU takes that one. */
  | ({ step: 'sku'; item: TaskItem } & Boxed)
  | ({ step: 'serials' } & AtItem)
  | ({ step: 'measure'; weight: number | undefined; volume: number | undefined } & AtItem)
  | ({ step: 'done'; box?: string } & Working);

export type PackEvent =
  | TaskEvent
  /** A new label from `~label/add`: the box, if the worker is still choosing one. */
  | { type: 'labelAdded'; box: string }
  | { type: 'newBox' }
  | { type: 'removeSerial'; sn: string }
  | { type: 'next' }
  | { type: 'weight'; value: number | undefined }
  | { type: 'volume'; value: number | undefined };

export type PackResult = TaskResult<PackState>;

export const PACK_START: PackState = { step: 'task' };

/** The next open item into `box`; done when none is left. */
function next(w: Working, box: string): PackState {
  const item = openItems(w)[0];
  return item ? { step: 'sku', item, box, ...w } : { step: 'done', box, ...w };
}

function boxScanned(w: Working, code: string): PackResult {
  const read = readCode(code);
  if (read.problem) return { state: { step: 'box', ...w }, say: badCode(read) };
  // A box's own SSCC label is kept as its 18 digits, never as the raw symbol.
  if (!read.sscc && (read.gtin || openItems(w).some((i) => judgeCode(read, i) === 'match')))
    return { state: { step: 'box', ...w }, say: say('warn', 'floor.pack.notBox', { code: read.code }) };
  const box = read.sscc ?? read.code;
  return { state: next(w, box), say: say('ok', 'floor.pack.box', { box }) };
}

const badCode = (read: CodeRead) => say('refuse', 'floor.task.badCode', { code: read.code, problem: read.problem ?? '' });

/** The serials with `sn` added, at most once each and within the 100 characters the server keeps; else why not. */
function addSerial(serials: readonly string[], sn: string): { serials: string[] } | { say: Say } {
  if (serials.some((s) => same(s, sn))) return { say: say('warn', 'floor.pack.snTwice', { sn }) };
  const added = [...serials, sn];
  if (added.join(SN_SEPARATOR).length > SN_MAX) return { say: say('warn', 'floor.pack.snFull', { sn }) };
  return { serials: added };
}

/** Serials or measures: once there is a serial for every piece, or the SKU keeps none, there is nothing more to scan. */
function serialsStep(at: AtItem): PackState {
  // A SKU that carries no serial numbers goes straight to its measures (the server asks none either).
  if (at.item.serialTracked !== false && at.serials.length < at.item.qty) return { ...at, step: 'serials' };
  return { ...at, step: 'measure', weight: at.item.weight ?? undefined, volume: at.item.volume ?? undefined };
}

function itemScanned(state: Extract<PackState, { step: 'sku' }>, code: string): PackResult {
  const read = readCode(code);
  if (read.problem) return { state, say: badCode(read) };
  const w = workOf(state);
  const open = [state.item, ...openItems(w)];
  const named = open.find((i) => judgeCode(read, i) === 'match');
  if (!named && w.task.items.some((i) => judgeCode(read, i) === 'match'))
    return { state, say: say('warn', 'floor.pack.allPacked', { code: read.code }) };
  // What only the server can judge (a bar code not in the reply) is taken for the item suggested.
  const item = named ?? (judgeCode(read, state.item) === 'unsure' ? state.item : undefined);
  if (!item) {
    const expected = expectedOf(read, state.item);
    return { state, say: say('refuse', expected.key, expected.params) };
  }
  const known = item.sn ? [item.sn] : [];
  // A GS1 DataMatrix on the product carries its serial (AI 21): the first serial comes with the SKU.
  const added = read.serial ? addSerial(known, read.serial) : undefined;
  const serials = added && 'serials' in added ? added.serials : known;
  return {
    state: serialsStep({ ...w, box: state.box, item, code: read.raw, serials }),
    say: say('ok', 'floor.pack.item', { sku: item.skuLabel ?? read.code, qty: item.qty }),
  };
}

function serialScanned(state: Extract<PackState, { step: 'serials' }>, code: string): PackResult {
  const read = readCode(code);
  if (read.problem) return { state, say: badCode(read) };
  const verdict = judgeCode(read, state.item);
  let sn = read.code;
  if (read.gs1) {
    // Only AI 21 is a serial: the raw symbol, or its GTIN, never is.
    if (!read.serial) return { state, say: say('warn', 'floor.pack.snNotInCode', { code: read.code }) };
    if (verdict === 'wrong') {
      const expected = expectedOf(read, state.item);
      return { state, say: say('refuse', expected.key, expected.params) };
    }
    sn = read.serial;
  } else if (same(sn, state.code) || verdict === 'match') {
    return { state, say: say('warn', 'floor.pack.snIsSku', { code: sn }) };
  }
  const added = addSerial(state.serials, sn);
  if ('say' in added) return { state, say: added.say };
  return {
    state: serialsStep({ ...state, serials: added.serials }),
    say: say('ok', 'floor.pack.snAdded', { sn, count: added.serials.length }),
  };
}

function packed(state: Extract<PackState, { step: 'measure' }>): PackResult {
  const { item, code, box, serials, weight, volume } = state;
  if (weight === undefined || volume === undefined) return { state, say: say('warn', 'floor.pack.measureNeeded') };
  const body: TTaskScanBody = {
    id: item.id,
    code,
    actQty: item.qty,
    shipBoxLbl: box,
    sn: serials.join(SN_SEPARATOR),
    weight,
    volume,
  };
  return { state: next(withSent(workOf(state), item.id), box), send: { item, body } };
}

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function packFlow(state: PackState, event: PackEvent): PackResult {
  if (event.type === 'open') {
    const w = working(event.task);
    const state = openItems(w).length ? ({ step: 'box', ...w } as const) : ({ step: 'done', ...w } as const);
    return { state, say: say('ok', 'floor.task.opened', { no: event.task.no }) };
  }
  if (state.step === 'task') return { state };
  switch (event.type) {
    case 'close':
      return { state: PACK_START };
    case 'scanned':
      if (state.step === 'box') return boxScanned(workOf(state), event.code);
      if (state.step === 'sku') return itemScanned(state, event.code);
      if (state.step === 'serials') return serialScanned(state, event.code);
      return { state };
    case 'labelAdded':
      return state.step === 'box'
        ? { state: next(workOf(state), event.box), say: say('ok', 'floor.pack.newBox', { box: event.box }) }
        : { state };
    case 'newBox':
      return state.step === 'sku' ? { state: { step: 'box', ...workOf(state) } } : { state };
    case 'removeSerial':
      return state.step === 'serials' ? { state: { ...state, serials: state.serials.filter((s) => s !== event.sn) } } : { state };
    case 'next':
      if (state.step !== 'serials') return { state };
      if (state.serials.length === 0) return { state, say: say('warn', 'floor.pack.snNeeded') };
      return {
        state: { ...state, step: 'measure', weight: state.item.weight ?? undefined, volume: state.item.volume ?? undefined },
      };
    case 'weight':
      return state.step === 'measure' ? { state: { ...state, weight: event.value } } : { state };
    case 'volume':
      return state.step === 'measure' ? { state: { ...state, volume: event.value } } : { state };
    case 'confirm':
      return state.step === 'measure' ? packed(state) : { state };
    case 'back':
      if (state.step === 'serials') return { state: { step: 'sku', ...workOf(state), box: state.box, item: state.item } };
      if (state.step === 'measure') {
        const { weight: _w, volume: _v, ...rest } = state;
        return { state: { ...rest, step: 'serials' } };
      }
      return { state };
    case 'answered': {
      const w = withAnswer(workOf(state), event.task);
      return { state: isClosed(w.task) ? { step: 'done', ...w } : { ...state, ...w } };
    }
    case 'refused': {
      const w = withRefusal(workOf(state), event.item);
      if (state.step !== 'done') return { state: { ...state, ...w } };
      return { state: state.box ? next(w, state.box) : { step: 'box', ...w } };
    }
  }
}

/** What the screen asks the worker for. */
export function packPrompt(state: PackState): Prompt {
  switch (state.step) {
    case 'task':
      return { key: 'floor.pack.scanTask' };
    case 'box':
      return { key: 'floor.pack.scanBox' };
    case 'sku':
      return { key: 'floor.pack.scanSku' };
    case 'serials':
      return { key: 'floor.pack.scanSn' };
    case 'measure':
      return { key: 'floor.pack.measure' };
    case 'done':
      return { key: 'floor.task.allSent' };
  }
}
