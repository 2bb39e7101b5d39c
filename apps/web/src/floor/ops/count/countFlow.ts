/**
 * Counting, as a state machine the screen drives: a task, then a location, then SKU after SKU counted
 * there, each with its quantity confirmed. Scans arrive as what a code names within the task (the
 * server's `~scan`, or the task's items on the device: resolveCode.ts), so the next shelf's label moves
 * the count there (docs/decisions/stock-and-counts.md "Stock count", scan rule). The counts sent this session are kept
 * per location with their answers.
 */
import type { TCountItemAdd } from '@wms/contract/inventory/count';
import type { CountItem, CountScanned, CountTask } from './countTasks.ts';
import { readCountScan, resolveOnDevice } from './resolveCode.ts';

/** One count as sent: where, what and how many. */
export interface CountLine {
  location: string;
  sku: string;
  lotNo: string | null;
  qty: number;
}

/** A count sent this session and what became of it. */
export interface SessionEntry extends CountLine {
  key: string;
  status: 'sent' | 'ok' | 'refused';
}

interface Working {
  task: CountTask;
  session: SessionEntry[];
}

export type CountState =
  | { step: 'task' }
  | ({ step: 'location' } & Working)
  | ({ step: 'sku'; location: string } & Working)
  | ({
      step: 'qty';
      location: string;
      sku: string;
      qty: number;
      /** The lots to choose from when the place holds the SKU in several (the server refuses a count without one). */
      lots: string[];
      lotNo: string | null;
      /** Not in the book at this place: counted as found stock, if the task's scope allows. */
      found: boolean;
    } & Working);

export type CountEvent =
  | { type: 'open'; task: CountTask }
  | ({ type: 'scanned' } & CountScanned)
  /** A code that names neither a location of the task nor a SKU of its warehouse. */
  | { type: 'unknown'; code: string }
  /** A code not among the task's items, with no server to ask: not guessed at (a location read as a SKU miscounts). */
  | { type: 'unreachable'; code: string }
  /** The task read again (the network back): its items replace the ones shown. */
  | { type: 'refreshed'; task: CountTask }
  | { type: 'qty'; qty: number }
  | { type: 'lot'; lotNo: string }
  | { type: 'confirmed' }
  /** The SKU given up before its quantity was confirmed. */
  | { type: 'cancel' }
  | { type: 'sent'; key: string; line: CountLine }
  /** The outbox's answer for `key`; `task` the detail an accepted count replies with. */
  | { type: 'answered'; key: string; ok: boolean; task?: CountTask }
  | { type: 'done' };

/** What the screen tells the worker: a string key of the floor and its values. */
export interface CountSay {
  tone: 'ok' | 'warn' | 'error';
  key: string;
  params: Record<string, string | number>;
}

export interface CountResult {
  state: CountState;
  say?: CountSay;
  /** The count to post (`~item/add`), on confirm. */
  send?: { body: TCountItemAdd; line: CountLine };
}

export const COUNT_START: CountState = { step: 'task' };

/** The step's prompt (a string key): what the screen asks to scan next. */
export function countPrompt(state: CountState): string {
  switch (state.step) {
    case 'task':
      return 'floor.count.scanTask';
    case 'location':
      return 'floor.count.scanLocation';
    case 'sku':
      return 'floor.count.scanSku';
    case 'qty':
      return 'floor.count.scanAgain';
  }
}

const say = (tone: CountSay['tone'], key: string, params: CountSay['params']): CountSay => ({ tone, key, params });

const itemsAt = (task: CountTask, location: string, sku?: string) =>
  task.items.filter((i) => i.locationLabel === location && (sku === undefined || i.skuLabel === sku));

/** The lots a count must name: the server asks for one when the place holds the SKU in several (none counts as one). */
export function lotsToPick(items: readonly Pick<CountItem, 'lotNo'>[]): string[] {
  if (new Set(items.map((i) => i.lotNo)).size < 2) return [];
  return [...new Set(items.flatMap((i) => (i.lotNo === null ? [] : [i.lotNo])))].sort();
}

function location(state: Exclude<CountState, { step: 'task' }>, code: string): CountResult {
  const { task, session } = state;
  if (state.step === 'qty') return { state, say: say('warn', 'floor.count.confirmFirst', { sku: state.sku }) };
  const next: CountState = { step: 'sku', task, session, location: code };
  if (state.step === 'sku' && state.location !== code) return { state: next, say: say('ok', 'floor.count.switched', { code }) };
  return { state: next, say: say('ok', 'floor.count.atLocation', { code }) };
}

function sku(state: Exclude<CountState, { step: 'task' }>, scan: CountScanned): CountResult {
  const { code } = scan;
  // A carton's label (GS1 AI 37) stands for its pieces; anything else is one piece.
  const units = scan.units ?? 1;
  if (state.step === 'location') return { state, say: say('warn', 'floor.count.locationFirst', { code }) };
  if (state.step === 'qty') {
    // The same SKU again is one more piece: counting a shelf by scanning each piece. Another lot is another count.
    const otherLot = scan.lotNo !== undefined && state.lotNo !== null && state.lotNo !== scan.lotNo;
    if (state.sku !== code || otherLot) return { state, say: say('warn', 'floor.count.confirmFirst', { sku: state.sku }) };
    const qty = state.qty + units;
    const lotNo = state.lotNo ?? pickable(state.lots, scan.lotNo);
    return { state: { ...state, qty, lotNo }, say: say('ok', 'floor.count.plusOne', { sku: code, qty }) };
  }
  const { task, session, location } = state;
  const here = itemsAt(task, location, code);
  const found = here.length === 0;
  const lots = lotsToPick(here);
  const next: CountState = {
    step: 'qty',
    task,
    session,
    location,
    sku: code,
    qty: units,
    lots,
    lotNo: pickable(lots, scan.lotNo),
    found,
  };
  return {
    state: next,
    say: found ? say('warn', 'floor.count.found', { sku: code, location }) : say('ok', 'floor.count.sku', { sku: code }),
  };
}

/** The scanned lot when it is one to pick here; a lot the place does not hold is left for the worker. */
const pickable = (lots: readonly string[], lotNo: string | undefined) =>
  lotNo !== undefined && lots.includes(lotNo) ? lotNo : null;

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function countFlow(state: CountState, event: CountEvent): CountResult {
  if (event.type === 'open') return { state: { step: 'location', task: event.task, session: [] } };
  if (event.type === 'done' || state.step === 'task') return { state: COUNT_START };
  switch (event.type) {
    case 'scanned':
      return event.kind === 'location' ? location(state, event.code) : sku(state, event);
    case 'unknown':
      return { state, say: say('warn', 'floor.count.unknown', { code: event.code }) };
    case 'unreachable':
      return { state, say: say('error', 'floor.count.offlineUnknown', { code: event.code }) };
    case 'refreshed':
      return { state: event.task.id === state.task.id ? { ...state, task: event.task } : state };
    case 'qty':
      return state.step === 'qty' ? { state: { ...state, qty: Math.max(0, Math.trunc(event.qty)) } } : { state };
    case 'lot':
      return state.step === 'qty' && state.lots.includes(event.lotNo) ? { state: { ...state, lotNo: event.lotNo } } : { state };
    case 'cancel':
      return state.step === 'qty' ? { state: back(state) } : { state };
    case 'confirmed': {
      if (state.step !== 'qty') return { state };
      if (state.lots.length > 0 && state.lotNo === null) {
        return { state, say: say('warn', 'floor.count.lotNeeded', { sku: state.sku }) };
      }
      const line: CountLine = { location: state.location, sku: state.sku, lotNo: state.lotNo, qty: state.qty };
      const item = {
        location: line.location,
        sku: line.sku,
        qty: line.qty,
        ...(line.lotNo === null ? {} : { lotNo: line.lotNo }),
      };
      return { state: back(state), send: { body: { id: state.task.id, items: [item] }, line } };
    }
    case 'sent':
      return { state: { ...state, session: [...state.session, { ...event.line, key: event.key, status: 'sent' }] } };
    case 'answered': {
      const status: SessionEntry['status'] = event.ok ? 'ok' : 'refused';
      const session = state.session.map((e) => (e.key === event.key ? { ...e, status } : e));
      // Only this task's detail replaces it: a late answer from a task left earlier does not.
      const task = event.task?.id === state.task.id ? event.task : state.task;
      return { state: { ...state, session, task } };
    }
  }
}

function back(state: Extract<CountState, { step: 'qty' }>): CountState {
  return { step: 'sku', task: state.task, session: state.session, location: state.location };
}

/** An item line as the screen shows it. */
export interface ItemView {
  key: string;
  sku: string;
  itemName: string | null;
  lotNo: string | null;
  lpn: string | null;
  /** Null: not counted yet. */
  counted: number | null;
  /** Null on a blind task, whoever reads it. */
  book: number | null;
  found: boolean;
}

/**
 * The task's items at a place (of one SKU when given). A blind task shows no book, even to a reader the
 * server shows it to, and sums its rows per SKU and lot: a count fills several rows up to their books,
 * so each row's counted would give the books away.
 */
export function itemsView(task: CountTask, location: string, sku?: string): ItemView[] {
  const items = itemsAt(task, location, sku);
  if (!task.blind) {
    return items.map((i) => ({
      key: String(i.id),
      sku: i.skuLabel ?? '',
      itemName: i.itemName,
      lotNo: i.lotNo,
      lpn: i.lpn,
      counted: i.counted,
      book: i.book,
      found: i.found,
    }));
  }
  const groups = new Map<string, ItemView>();
  for (const i of items) {
    const key = `${i.skuLabel}\u0000${i.lotNo ?? ''}`;
    const g = groups.get(key);
    if (!g) {
      const view = { key, sku: i.skuLabel ?? '', itemName: i.itemName, lotNo: i.lotNo, lpn: null, book: null };
      groups.set(key, { ...view, counted: i.counted, found: i.found });
      continue;
    }
    g.counted = g.counted === null && i.counted === null ? null : (g.counted ?? 0) + (i.counted ?? 0);
    g.found &&= i.found;
  }
  return [...groups.values()];
}

/** What the task now holds as counted for a line's place, SKU (and lot): the figure a worker checks after a count. */
export function countedOf(task: CountTask, line: Pick<CountLine, 'location' | 'sku' | 'lotNo'>): number {
  return itemsAt(task, line.location, line.sku)
    .filter((i) => line.lotNo === null || i.lotNo === line.lotNo)
    .reduce((n, i) => n + (i.counted ?? 0), 0);
}

/** What a code names when `~scan` cannot be asked (no network), from the task's items (resolveCode.ts). */
export const scannedOffline = (task: CountTask, code: string): CountScanned | undefined =>
  resolveOnDevice(task, readCountScan(code));

/** The session's counts by location, the current one first. */
export function sessionByLocation(session: readonly SessionEntry[], current?: string): [string, SessionEntry[]][] {
  const groups = new Map<string, SessionEntry[]>();
  if (current !== undefined && session.some((e) => e.location === current)) groups.set(current, []);
  for (const e of session) groups.set(e.location, [...(groups.get(e.location) ?? []), e]);
  return [...groups];
}
