/**
 * Outbound tasks as the floor's pick, pack and seal screens read them (docs/api.md "Outbound tasks").
 * Reads only; scans, box labels and finishing go through the outbox.
 */

import type { TTaskDetail, TTaskRow } from '@wms/contract/outbound/task';
import { TASK_STATUS, type TaskType } from '@wms/contract/outbound/task-codes';
import { type FloorReply, floorGet, floorPost } from '../../floorApi.ts';

export const TASK_PATH = '/outbound/ob/task';
export const SCAN_URL = `${TASK_PATH}/~item/scan`;
export const FINISH_URL = `${TASK_PATH}/~finish`;
export const LABEL_URL = `${TASK_PATH}/~label/add`;

export type TaskItem = TTaskDetail['items'][number];
export type { TaskType, TTaskDetail, TTaskRow };

/** Enough tasks for a shift; the list is the day's work, not a report. */
const LIST_LENGTH = 50;

type Filter = { field: string; operator: string; value: unknown }[];

async function page(type: TaskType, filter: Filter): Promise<TTaskRow[]> {
  const reply = await floorPost<FloorReply & { data?: { rows?: TTaskRow[] } }>(`${TASK_PATH}/~page/get`, {
    page: 1,
    length: LIST_LENGTH,
    prop: 'id',
    order: 'desc',
    type,
    filter,
  });
  return reply.data?.rows ?? [];
}

/** Open and started tasks of a type, newest first (status is a number field: a range, not a list). */
export function liveTasks(type: TaskType): Promise<TTaskRow[]> {
  return page(type, [
    { field: 'status', operator: 'ge', value: TASK_STATUS.open },
    { field: 'status', operator: 'le', value: TASK_STATUS.started },
  ]);
}

export async function taskDetail(id: number): Promise<TTaskDetail> {
  return (await floorGet<FloorReply & { data: TTaskDetail }>(`${TASK_PATH}/~item/get?id=${id}`)).data;
}

/** The task detail a scan or finish replies with. */
export function detailOf(reply: unknown): TTaskDetail | undefined {
  const data = (reply as FloorReply | undefined)?.data as TTaskDetail | undefined;
  return Array.isArray(data?.items) ? data : undefined;
}

/** Codes as the server compares them (task-service `same`): case and surrounding spaces ignored. */
export const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The task a scan names: from the list when it is there, else asked of the server (any status, to say why not). */
export async function scannedTask(listed: readonly TTaskRow[], type: TaskType, code: string): Promise<TTaskRow | undefined> {
  return listed.find((r) => same(r.no, code)) ?? (await page(type, [{ field: 'no', operator: 'eq', value: code.trim() }]))[0];
}

/** Whether a task can be worked: the server refuses scans on a done or cancelled one. */
export const workable = (status: number) => status === TASK_STATUS.open || status === TASK_STATUS.started;
