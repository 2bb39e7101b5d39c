import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { zDecimal, zId, zInt, zText } from '../scalars-schema.ts';
import { USER_NAME_MAX } from '../system.ts';
import { ZTableQuery } from '../table-schema.ts';
import { ALLOC_ORDERS_MAX } from './allocation.ts';
import { SHORT_REASONS, TASK_TYPES } from './task-codes.ts';

/**
 * Pick, pack and seal tasks of outbound orders (issue 10 §4, spec §3 Task and Task item;
 * docs/decisions/outbound-and-allocation.md "Outbound tasks" gives what each type's items are and when an order moves on).
 */
export { ITEM_STATUS, SHORT_REASONS, type ShortReason, TASK_STATUS, TASK_TYPES, type TaskType } from './task-codes.ts';

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
 * wedge types them, and enters the quantity (the planned one when left out; less is a short pick,
 * whose reason is kept on the item; given with the full quantity it is ignored).
 */
export const ZTaskScanBody = z.object({
  id: zId(),
  location: zText(32).optional(),
  code: zText(100),
  actQty: zInt(0, 2_000_000_000).optional(),
  shortReason: z.enum(SHORT_REASONS).optional(),
  ...itemFacts,
});
export type TTaskScanBody = z.infer<typeof ZTaskScanBody>;

/** Refuses a list naming the same id twice: which of the two would count is anyone's guess. */
function eachIdOnce(items: readonly { id: number }[], ctx: z.core.$RefinementCtx<readonly { id: number }[]>) {
  const seen = new Set<number>();
  for (const [n, { id }] of items.entries()) {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [n, 'id'], input: id, params: { vm: 'duplicateId', id } });
    seen.add(id);
  }
}

/** `~finish`: items left out are done at their planned quantity (pack and seal items still need their fields). */
export const ZTaskFinishBody = z.object({
  id: zId(),
  items: z
    .array(z.object({ id: zId(), actQty: zInt(0, 2_000_000_000).optional(), ...itemFacts }))
    .max(10_000)
    .superRefine(eachIdOnce)
    .describe('Each item `id` at most once')
    .optional(),
});
export type TTaskFinishBody = z.infer<typeof ZTaskFinishBody>;
export type TTaskItemFacts = NonNullable<TTaskFinishBody['items']>[number];

/**
 * The task list as the generic engine lists it (filter drawer, sort, column settings): a read-only
 * definition like the stock lists, not in RESOURCES (no add/update/delete routes). `orderNo`,
 * `progress`, `pickedQty` (what the order's pick task picked) and `taskTime` (minutes from start
 * to finish) are computed by the server.
 */
export const obTask = defineResource({
  name: 'obTask',
  path: '/outbound/ob/task',
  labelField: 'no',
  codeField: 'no',
  searchFields: ['no'],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'no', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'type', kind: 'enum', enum: 'taskType', list: true, sortable: true, readOnly: true },
    { name: 'orderNo', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'status', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'progress', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'orderQty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'itemQty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'actQty', kind: 'int', list: true, sortable: true, summary: true, readOnly: true },
    { name: 'pickedQty', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'issueTime', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'startTime', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'finishTime', kind: 'datetime', list: true, sortable: true, readOnly: true },
    { name: 'taskTime', kind: 'int', list: true, sortable: true, readOnly: true },
    { name: 'lpn', kind: 'string', max: 50, list: true, sortable: true, readOnly: true },
    { name: 'worker', kind: 'string', max: USER_NAME_MAX, list: true, sortable: true, readOnly: true },
  ],
});

/**
 * `~page/get`: the generic table query (filter items on the fields above, sort, page) plus the
 * screen's fixed type and the issueTime range (spec §3: list filters include time ranges).
 */
export const ZTaskPageQuery = ZTableQuery.extend({
  type: z.enum(TASK_TYPES).optional(),
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
  /** The SKU's bar code and the stock row's LPN, so a handheld tells a wrong scan at once (floor pick, pack, seal). */
  barCode: z.string().nullable().optional(),
  stockLpn: z.string().nullable().optional(),
  /** The SKU asks a serial per piece when packed (false: `sn` not required). */
  serialTracked: z.boolean().nullable().optional(),
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
  /** Why the item was picked short; null when it was not (or no reason was given). */
  shortReason: z.enum(SHORT_REASONS).nullable(),
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
  /** Minutes from the first item started to the task done; null until done. */
  taskTime: z.number().int().nullable().optional(),
  /** What the order's pick task picked so far (the list only). */
  pickedQty: z.number().int().optional(),
});
export type TTaskRow = z.infer<typeof ZTaskRow>;
export const ZTaskDetail = ZTaskRow.extend({ items: z.array(ZTaskItemRow) });
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/** Per order: the task made and the order's status. */
export const ZTaskAddResult = z.object({ tasks: z.array(ZTaskRow) });

/** `~label/add`: a new ship-box label number for a box of this pack task (spec §7 pack "label add"). */
export const ZLabelAddBody = z.object({ id: zId() });
/** The box's label number, its row among the ship-box labels (print with `/outbound/ob/label/~print`) and its SSCC. */
export const ZLabelAddResult = z.object({ shipBoxLbl: z.string(), label: z.number().int(), sscc: z.string() });

/** `~ship` and `~finish` of orders (status 130, 200): the orders, all or nothing. */
export const ZOrderIdsBody = z.object({ ids: z.array(zId()).min(1).max(ALLOC_ORDERS_MAX) });
export const ZOrderStatusResult = z.object({
  orders: z.array(z.object({ id: z.number().int(), no: z.string(), status: z.number().int() })),
});
