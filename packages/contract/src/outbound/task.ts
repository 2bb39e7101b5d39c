import { z } from 'zod';
import { ENUMS } from '../enums.ts';
import { zDecimal, zId, zInt, zText } from '../scalars.ts';
import { ALLOC_ORDERS_MAX } from './allocation.ts';

/**
 * Pick, pack and seal tasks of outbound orders (issue 10 §4, spec §3 Task and Task item;
 * docs/decisions.md "Outbound tasks" gives what each type's items are and when an order moves on).
 */
export const TASK_TYPES = ENUMS.taskType;
export type TaskType = (typeof TASK_TYPES)[number];

/** Task and task-item statuses (the order's codes are spec §4; these are the task's own). */
export const TASK_STATUS = { cancelled: 0, open: 10, started: 20, done: 100 } as const;
export const ITEM_STATUS = { cancelled: 0, open: 10, done: 100 } as const;

/** Most a task item can weigh or hold (kg, m³): the column is numeric(14,3). */
const MEASURE_MAX = 99_999_999_999;

/** `~multi/task/add?task=`: one task of that type per order. */
export const ZTaskAddQuery = z.object({ task: z.enum(TASK_TYPES), _: zText(32).optional() });
export const ZTaskAddBody = z.object({ ids: z.array(zId()).min(1).max(ALLOC_ORDERS_MAX) });

/** What the floor records on an item: pack items need sn, volume, weight and shipBoxLbl, seal items volume and weight (spec §5). */
const itemFacts = {
  sn: zText(100).optional(),
  dn: zText(100).optional(),
  shipBoxLbl: zText(50).optional(),
  lpn: zText(50).optional(),
  volume: zDecimal(0, MEASURE_MAX).optional(),
  weight: zDecimal(0, MEASURE_MAX).optional(),
};

/**
 * `~item/scan`: the worker scans the location and the LPN or SKU (barcode or number) as a keyboard
 * wedge types them, and enters the quantity (the planned one when left out; less is a short pick).
 */
export const ZTaskScanBody = z.object({
  id: zId(),
  location: zText(32).optional(),
  code: zText(100),
  actQty: zInt(0, 2_000_000_000).optional(),
  ...itemFacts,
});
export type TTaskScanBody = z.infer<typeof ZTaskScanBody>;

/** `~finish`: items left out are done at their planned quantity (pack and seal items still need their fields). */
export const ZTaskFinishBody = z.object({
  id: zId(),
  items: z
    .array(z.object({ id: zId(), actQty: zInt(0, 2_000_000_000).optional(), ...itemFacts }))
    .max(10_000)
    .optional(),
});
export type TTaskFinishBody = z.infer<typeof ZTaskFinishBody>;
export type TTaskItemFacts = NonNullable<TTaskFinishBody['items']>[number];

export const ZTaskPageQuery = z.object({
  page: zInt(1, 100_000).optional(),
  length: zInt(1, 1000).optional(),
  type: z.enum(TASK_TYPES).optional(),
  status: zInt(0, 100).optional(),
  order: zId().optional(),
  /** issueTime range (spec §3: list filters include time ranges). */
  issueStart: z.iso.datetime({ offset: true }).optional(),
  issueEnd: z.iso.datetime({ offset: true }).optional(),
});
export type TTaskPageQuery = z.infer<typeof ZTaskPageQuery>;

const time = z.string().nullable();
const dec = z.number().nullable();

export const ZTaskItemRow = z.object({
  id: z.number().int(),
  task: z.number().int(),
  orderItemId: z.number().int().nullable(),
  sku: z.number().int().nullable(),
  skuLabel: z.string().nullable(),
  location: z.number().int().nullable(),
  locationLabel: z.string().nullable(),
  lotNo: z.string().nullable(),
  qty: z.number().int(),
  actQty: z.number().int().nullable(),
  status: z.number().int(),
  issueTime: time,
  startTime: time,
  finishTime: time,
  worker: z.string().nullable(),
  sn: z.string().nullable(),
  dn: z.string().nullable(),
  shipBoxLbl: z.string().nullable(),
  lpn: z.string().nullable(),
  volume: dec,
  weight: dec,
});

export const ZTaskRow = z.object({
  id: z.number().int(),
  no: z.string(),
  type: z.enum(TASK_TYPES),
  order: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  issueTime: time,
  startTime: time,
  finishTime: time,
  orderQty: z.number().int(),
  itemQty: z.number().int(),
  actQty: z.number().int(),
  /** Done items over all live items, 0–100. */
  progress: z.number().int(),
  lpn: z.string().nullable(),
  worker: z.string().nullable(),
});
export type TTaskRow = z.infer<typeof ZTaskRow>;
export const ZTaskDetail = ZTaskRow.extend({ items: z.array(ZTaskItemRow) });
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/** Per order: the task made and the order's status. */
export const ZTaskAddResult = z.object({ tasks: z.array(ZTaskRow) });
