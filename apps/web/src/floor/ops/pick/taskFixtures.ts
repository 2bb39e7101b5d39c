/** Task details for the pick, pack and seal tests. */
import type { CodedItem } from './codeMatch.ts';
import type { TaskItem, TaskType, TTaskDetail } from './obTasks.ts';

/** An item without `barCode` or `stockLpn` unless given: as a reply that does not carry them. */
export function taskItem(id: number, more: Partial<CodedItem> = {}): CodedItem {
  return {
    id,
    task: 1,
    orderItemId: id,
    sku: id,
    skuLabel: `SKU-${id}`,
    location: id,
    locationLabel: `A-0${id}`,
    lotNo: null,
    qty: 5,
    actQty: null,
    status: 10,
    issueTime: '2026-01-01T08:00:00.000Z',
    startTime: null,
    finishTime: null,
    worker: null,
    sn: null,
    dn: null,
    shipBoxLbl: null,
    lpn: null,
    volume: null,
    weight: null,
    shortReason: null,
    ...more,
  };
}

export function taskOf(type: TaskType, items: TaskItem[], more: Partial<TTaskDetail> = {}): TTaskDetail {
  const prefix = { picking: 'PK', packing: 'PA', sealing: 'SE' }[type];
  return {
    id: 1,
    no: `${prefix}260101000001`,
    type,
    order: 7,
    orderNo: 'OB260101000007',
    status: 10,
    issueTime: '2026-01-01T08:00:00.000Z',
    startTime: null,
    finishTime: null,
    orderQty: 10,
    itemQty: items.reduce((n, i) => n + i.qty, 0),
    actQty: 0,
    progress: 0,
    lpn: null,
    worker: null,
    items,
    ...more,
  };
}

/** The task as the server answers once these items are done (at their planned quantity unless given). */
export function answered(task: TTaskDetail, done: Record<number, Partial<TaskItem>>): TTaskDetail {
  const items = task.items.map((i) => (i.id in done ? { ...i, status: 100, actQty: i.qty, ...done[i.id] } : i));
  const closed = items.every((i) => i.status !== 10);
  return { ...task, items, status: closed ? 100 : 20 };
}
