import type { TTaskRow, TTaskRun } from '@wms/contract/system-task';
import { api } from '../../../shared/api/request.ts';

/** `/system/task` (docs/api.md "Scheduled tasks"). */
export const fetchTasks = async () => (await api.get<{ data: TTaskRow[] }>('/system/task/_list')).data;
export const fetchRuns = async (id: number) => (await api.get<{ data: TTaskRun[] }>(`/system/task/_runs?id=${id}`)).data;
export const updateTask = (b: { id: number; cron: string; enabled: boolean; keepDays?: number | null }) =>
  api.post<{ message: string }>('/system/task/~update', b, { silent: true });
export const enableTask = (id: number, enabled: boolean) =>
  api.post<{ message: string }>('/system/task/~enable', { id, enabled });
export const runTask = (id: number) => api.post<{ message: string; data: TTaskRun }>('/system/task/~run', { id });
