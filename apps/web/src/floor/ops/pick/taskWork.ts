/**
 * What the pick, pack and seal flows share: a task being worked, as the server last described it,
 * and the items this screen has sent. A sent item counts as done at once, so the next one is asked
 * for without waiting for the network; a refusal gives it back.
 */

import type { TTaskScanBody } from '@wms/contract/outbound/task';
import { ITEM_STATUS, TASK_STATUS } from '@wms/contract/outbound/task-codes';
import type { TaskItem, TTaskDetail } from './obTasks.ts';

export interface Working {
  task: TTaskDetail;
  /** Items sent from here and not refused (answered or still in the outbox). */
  sent: readonly number[];
}

/** What the screen tells the worker of a step: a string key of the floor and its values. */
export interface Say {
  /** `refuse`: the scan is wrong, said in red at once (useLocalRefusal); nothing is sent. */
  tone: 'ok' | 'warn' | 'refuse';
  key: string;
  params: Record<string, string | number>;
}

export const say = (tone: Say['tone'], key: string, params: Say['params'] = {}): Say => ({ tone, key, params });

/** A step's prompt: a string key and its values. */
export interface Prompt {
  key: string;
  params?: Record<string, string | number>;
}

export const working = (task: TTaskDetail): Working => ({ task, sent: [] });

/** Done or cancelled, by this screen's scans or elsewhere (the console, another worker): nothing is left to scan. */
export const isClosed = (task: TTaskDetail): boolean => task.status === TASK_STATUS.done || task.status === TASK_STATUS.cancelled;

/** Items left to do here, in the server's (location) order; none once the server has closed the task. */
export function openItems(w: Working): TaskItem[] {
  if (isClosed(w.task)) return [];
  return w.task.items.filter((i) => i.status === ITEM_STATUS.open && !w.sent.includes(i.id));
}

/** Sent items the server has not confirmed yet. */
export function unanswered(w: Working): number {
  return w.sent.filter((id) => w.task.items.find((i) => i.id === id)?.status === ITEM_STATUS.open).length;
}

/** Just the task and what was sent, of a flow's state (which carries its step's fields too). */
export const workOf = ({ task, sent }: Working): Working => ({ task, sent });

export const withSent = (w: Working, item: number): Working => ({ task: w.task, sent: [...w.sent, item] });

/** The server's detail after a call; an answer about another task (one left since) changes nothing. */
export const withAnswer = (w: Working, task: TTaskDetail): Working => workOf(task.id === w.task.id ? { task, sent: w.sent } : w);

export const withRefusal = (w: Working, item: number): Working => ({ task: w.task, sent: w.sent.filter((id) => id !== item) });

/**
 * What is left once every item is sent: nothing, when the server has closed the task (its last item
 * does: task-service `work`; or someone finished or cancelled it elsewhere; a ~finish then is refused),
 * whatever answers are still out; else wait for the answers; else ~finish, which confirms what the
 * server still has open at the planned quantity.
 */
export type Finishing = { kind: 'wait'; count: number } | { kind: 'closed' } | { kind: 'finish' };

export function finishing(w: Working): Finishing {
  if (isClosed(w.task)) return { kind: 'closed' };
  const count = unanswered(w);
  return count > 0 ? { kind: 'wait', count } : { kind: 'finish' };
}

/** Items done or sent, of the task's live items: the header's count. */
export function progressOf(w: Working): { done: number; total: number } {
  const live = w.task.items.filter((i) => i.status !== ITEM_STATUS.cancelled);
  return { done: live.filter((i) => i.status === ITEM_STATUS.done || w.sent.includes(i.id)).length, total: live.length };
}

/** The events pick, pack and seal all take; each flow adds its own. */
export type TaskEvent =
  | { type: 'open'; task: TTaskDetail }
  | { type: 'scanned'; code: string }
  | { type: 'confirm' }
  | { type: 'back' }
  /** The server's detail after a call of this task. */
  | { type: 'answered'; task: TTaskDetail }
  /** The server refused the scan of this item: it is to do again. */
  | { type: 'refused'; item: number }
  | { type: 'close' };

/** What a task flow gives back: its next state, what to say, and the scan to send (`~item/scan`) with the item it confirms. */
export interface TaskResult<S> {
  state: S;
  say?: Say;
  send?: { item: TaskItem; body: TTaskScanBody };
}
