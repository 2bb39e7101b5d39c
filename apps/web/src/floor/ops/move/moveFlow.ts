/**
 * The move screen's steps, apart from the screen: what to move (a pallet whole, or one stock row and a
 * quantity), where to (for a pallet, the move itself), confirm. Scans arrive as the server's lookup of them (`/inventory/floor/~lookup`).
 */
import type { TFloorLookup, TFloorMove, TFloorStock } from '@wms/contract/floor';

export type MoveItem = { kind: 'pallet'; lpn: string; rows: TFloorStock[] } | { kind: 'part'; row: TFloorStock; qty: number };

export type MoveState =
  | { step: 'what' }
  | { step: 'pick'; code: string; rows: TFloorStock[] }
  | { step: 'to'; item: MoveItem }
  | { step: 'confirm'; item: MoveItem; to: string };

export type MoveEvent =
  | { type: 'scanned'; lookup: Pick<TFloorLookup, 'kind' | 'code' | 'rows'> }
  | { type: 'picked'; row: TFloorStock }
  | { type: 'qty'; qty: number }
  | { type: 'confirmed' }
  | { type: 'restart' };

/** What the screen tells the worker of a scan: a string key of the floor and its values. */
export interface MoveSay {
  tone: 'ok' | 'warn';
  key: string;
  params: Record<string, string | number>;
}

export interface MoveResult {
  state: MoveState;
  say?: MoveSay;
  /** The move to send (POST /inventory/floor/~move), on confirm. */
  send?: TFloorMove;
}

export const MOVE_START: MoveState = { step: 'what' };

/** The step's prompt (a string key): what the screen asks for next. */
export function movePrompt(state: MoveState): string {
  return `floor.move.prompt.${state.step}`;
}

const ok = (key: string, code: string): MoveSay => ({ tone: 'ok', key, params: { code } });
const warn = (key: string, code: string): MoveSay => ({ tone: 'warn', key, params: { code } });

function part(row: TFloorStock): MoveItem {
  return { kind: 'part', row, qty: row.qty };
}

/** A pallet, or the stock available at a location or of a SKU: one row goes on, several are listed to pick from. */
function what(lookup: Pick<TFloorLookup, 'kind' | 'code' | 'rows'>, state: MoveState): MoveResult {
  const { kind, code, rows } = lookup;
  if (kind === 'none') return { state, say: warn('floor.lookup.none', code) };
  if (kind === 'lpn') {
    if (rows.length === 0) return { state, say: warn('floor.move.nothing', code) };
    return { state: { step: 'to', item: { kind: 'pallet', lpn: code, rows } }, say: ok('floor.lookup.lpn', code) };
  }
  // Allocated stock is the outbound's: only the available quantity can move.
  const movable = rows.filter((r) => r.qty > 0);
  if (movable.length === 0) return { state, say: warn('floor.move.nothing', code) };
  const found = ok(`floor.lookup.${kind}`, code);
  if (movable.length === 1) return { state: { step: 'to', item: part(movable[0]!) }, say: found };
  return { state: { step: 'pick', code, rows: movable }, say: found };
}

function isThere(item: MoveItem, code: string): boolean {
  return item.kind === 'part' ? item.row.location === code : item.rows.every((r) => r.location === code);
}

/**
 * The target: a location, and not the one the stock is already in. A pallet moves whole, so its
 * target scan is the confirmation and it is sent at once; part of a row waits for a confirming tap,
 * its quantity still open to change now that the target is known.
 */
function target(lookup: Pick<TFloorLookup, 'kind' | 'code'>, item: MoveItem, state: MoveState): MoveResult {
  const { kind, code } = lookup;
  if (kind !== 'location') return { state, say: warn('floor.move.notLocation', code) };
  if (isThere(item, code)) return { state, say: warn('floor.move.sameLocation', code) };
  if (item.kind === 'pallet') return { state: MOVE_START, send: bodyOf(item, code) };
  return { state: { step: 'confirm', item, to: code }, say: ok('floor.move.to', code) };
}

function bodyOf(item: MoveItem, to: string): TFloorMove {
  return item.kind === 'pallet' ? { lpn: item.lpn, to } : { stock: item.row.id, qty: item.qty, to };
}

/** The next state for an event; an event the step does not take leaves the state as it is. */
export function moveFlow(state: MoveState, event: MoveEvent): MoveResult {
  switch (event.type) {
    case 'restart':
      return { state: MOVE_START };
    case 'scanned':
      // A scan while choosing a row starts again from it: the worker has turned to something else.
      if (state.step === 'what' || state.step === 'pick') return what(event.lookup, state);
      return target(event.lookup, state.item, state);
    case 'picked':
      return state.step === 'pick' ? { state: { step: 'to', item: part(event.row) } } : { state };
    case 'qty': {
      if ((state.step !== 'to' && state.step !== 'confirm') || state.item.kind !== 'part') return { state };
      const qty = Math.min(state.item.row.qty, Math.max(1, Math.trunc(event.qty)));
      return { state: { ...state, item: { ...state.item, qty } } };
    }
    case 'confirmed':
      return state.step === 'confirm' ? { state: MOVE_START, send: bodyOf(state.item, state.to) } : { state };
  }
}
