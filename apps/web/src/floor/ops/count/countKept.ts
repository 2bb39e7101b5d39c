/**
 * What the count keeps on the device so it goes on after an offline reload: the task open (to come
 * back to), its detail as last read (to resolve scans and show the items), and the counts still in the
 * outbox (the session's unanswered lines). The detail is kept trimmed to what the screen reads.
 */
import { keepFresh, keptName, readKept } from '../../offline/keptRead.ts';
import { forget, keep, kept } from '../../offline/keptStore.ts';
import type { QueuedCall, ScanQueueSnapshot } from '../../scan/scanQueue.ts';
import type { CountLine } from './countFlow.ts';
import { COUNT_ITEM_ADD_URL, type CountItem, type CountTask, taskDetail } from './countTasks.ts';

/** What the floor reads of an item; the rest of the server's row is not kept. */
const KEPT_FIELDS = ['id', 'locationLabel', 'skuLabel', 'itemName', 'lotNo', 'lpn', 'book', 'counted', 'found'] as const;

const slimItem = (item: CountItem): CountItem =>
  ({
    ...Object.fromEntries(KEPT_FIELDS.map((f) => [f, item[f]])),
    ...(item.barCode ? { barCode: item.barCode } : {}),
  }) as CountItem;

/** A detail as kept: the server's reply carries a dozen more fields per item the floor never reads. */
export const slimTask = (task: CountTask): CountTask => ({
  id: task.id,
  no: task.no,
  status: task.status,
  blind: task.blind,
  warehouse: task.warehouse,
  warehouseLabel: task.warehouseLabel ?? null,
  scope: task.scope ?? null,
  itemCount: task.itemCount,
  countedCount: task.countedCount,
  progress: task.progress,
  bookShown: task.bookShown,
  items: task.items.map(slimItem),
});

/** The task's detail from the server, else as kept on the device when the server cannot be reached. */
export const readTask = (id: number): Promise<CountTask> => readKept(keptName.countTask(id), () => taskDetail(id), slimTask);

/** A detail a count's reply brought: the newest the device has. */
export const keepTask = (task: CountTask) => keepFresh(keptName.countTask(task.id), task, slimTask);

export const rememberOpen = (id: number) => keep(keptName.countOpen, id);
export const forgetOpen = () => forget(keptName.countOpen);
/** The task the worker had open when the page was left or reloaded. */
export const rememberedOpen = (): number | undefined => {
  const id = kept<unknown>(keptName.countOpen)?.data;
  return typeof id === 'number' ? id : undefined;
};

/** A count of this task still in the outbox: waiting to be sent, or refused and not yet acknowledged. */
export interface QueuedCount {
  call: QueuedCall;
  line: CountLine;
}

interface ItemAddBody {
  id?: unknown;
  items?: { location?: unknown; sku?: unknown; lotNo?: unknown; qty?: unknown }[];
}

/** The outbox's counts of task `id`, in the order they were made. */
export function queuedCounts(outbox: Pick<ScanQueueSnapshot, 'items'>, id: number): QueuedCount[] {
  return outbox.items.flatMap((call) => {
    const body = call.body as ItemAddBody | undefined;
    const item = body?.items?.[0];
    if (call.url !== COUNT_ITEM_ADD_URL || body?.id !== id || !item) return [];
    const lotNo = typeof item.lotNo === 'string' ? item.lotNo : null;
    return [{ call, line: { location: String(item.location), sku: String(item.sku), lotNo, qty: Number(item.qty) } }];
  });
}
