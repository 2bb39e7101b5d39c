import type { TaskType, TTaskDetail, TTaskRow } from '@wms/contract/outbound/task';
import { obTask } from '@wms/contract/outbound/task';
import { api } from '../../../shared/api/request.ts';
import { OB_PATH } from '../orders/api.ts';

/** The calls of `/outbound/ob/task` and the order calls after allocation (docs/api.md "Outbound tasks"). */
export const TASK_PATH = obTask.path;

/** The menu's task screens (seed/menu.ts): all tasks, then one per type; each has its detail at `<path>/:id`. */
export const TASK_SCREENS = {
  all: '/outbound/task',
  picking: '/outbound/pick',
  packing: '/outbound/pack',
  sealing: '/outbound/seal',
};
export const taskScreen = (id: number, type?: TaskType) => `${type ? TASK_SCREENS[type] : TASK_SCREENS.all}/${id}`;

export type TaskItem = TTaskDetail['items'][number];
export type { TaskType, TTaskDetail, TTaskRow };

/** What the floor records on an item (the scan and finish bodies). */
export interface ItemFacts {
  actQty?: number;
  sn?: string;
  shipBoxLbl?: string;
  volume?: number;
  weight?: number;
}

interface Reply<T> {
  message?: string;
  data: T;
}

export const taskApi = {
  detail: async (id: number) => (await api.get<Reply<TTaskDetail>>(`${TASK_PATH}/~item/get`, { id })).data,
  /** Silent: the scan box shows the refusal beside itself. */
  scan: (body: { id: number; code: string; location?: string } & ItemFacts) =>
    api.post<Reply<TTaskDetail>>(`${TASK_PATH}/~item/scan`, body, { silent: true }),
  finish: (id: number, items: ({ id: number } & ItemFacts)[]) =>
    api.post<Reply<TTaskDetail>>(`${TASK_PATH}/~finish`, { id, items }),
  remove: (ids: number[]) => api.post<Reply<unknown>>(`${TASK_PATH}/~delete`, { ids }),
  /** A new ship-box label for the pack task: its number and its row among the ship-box labels. */
  labelAdd: async (id: number) =>
    (await api.post<Reply<{ shipBoxLbl: string; label: number }>>(`${TASK_PATH}/~label/add`, { id })).data,
  /** The ship-box label's PDF (the label screen's print). */
  printLabel: (label: number) => api.download('/outbound/ob/label/~print', { method: 'POST', body: { ids: [label] } }),
  printPick: (id: number) => api.download(`${TASK_PATH}/~pick/print`, { params: { id } }),
  /** The tasks of one order (its detail), newest first. */
  ofOrder: async (orderNo: string) =>
    (
      await api.post<Reply<{ rows: TTaskRow[] }>>(`${TASK_PATH}/~page/get`, {
        length: 50,
        filter: [{ field: 'orderNo', operator: 'eq', value: orderNo }],
      })
    ).data.rows,
};

/** The order calls that follow allocation. */
export const flowApi = {
  createTasks: (ids: number[], task: TaskType) =>
    api.post<Reply<{ tasks: TTaskRow[] }>>(`${OB_PATH}/~multi/task/add`, { ids }, { params: { task } }),
  stockOut: (ids: number[]) =>
    api.post<Reply<{ orders: { id: number; no: string; status: number; issued: number }[] }>>(`${OB_PATH}/~stock`, { ids }),
  ship: (ids: number[]) => api.post<Reply<unknown>>(`${OB_PATH}/~ship`, { ids }),
  finish: (ids: number[]) => api.post<Reply<unknown>>(`${OB_PATH}/~finish`, { ids }),
  dnUpdate: (id: number, items: { id: number; dn: string }[]) => api.post<Reply<unknown>>(`${OB_PATH}/~dn/update`, { id, items }),
  dnDelete: (id: number, lines: number[]) => api.post<Reply<unknown>>(`${OB_PATH}/~dn/delete`, { id, lines }),
  packingList: (id: number) => api.download(`${OB_PATH}/~packing/print`, { params: { id } }),
  print: (id: number) => api.download(`${OB_PATH}/print`, { params: { id, logo: 1 } }),
};
