import { ENUMS } from '../enums.ts';

/**
 * The task's codes without zod (task.ts has the schemas): the floor's screens import these, and a
 * module with zod schemas in it would bring zod's 25 kB gzip into the handheld's start.
 */
export const TASK_TYPES = ENUMS.taskType;
export type TaskType = (typeof TASK_TYPES)[number];

/** Task and task-item statuses (the order's codes are spec §4; these are the task's own). */
export const TASK_STATUS = { cancelled: 0, open: 10, started: 20, done: 100 } as const;
export const ITEM_STATUS = { cancelled: 0, open: 10, done: 100 } as const;

/** Why a pick came up short (`~item/scan` with `actQty` below the planned quantity): not enough stock, damaged, not found. */
export const SHORT_REASONS = ['short', 'damaged', 'notFound'] as const;
export type ShortReason = (typeof SHORT_REASONS)[number];
