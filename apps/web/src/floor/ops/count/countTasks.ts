/**
 * Count tasks as the floor's count screen reads them (docs/api.md "Stock count"). Reads only; the
 * counts go through the outbox. Types only from the contract: its count module carries zod, which the
 * floor's bundle leaves out.
 */
import type { CountStatus, TCountItemRow } from '@wms/contract/inventory/count';
import { type FloorReply, floorGet, floorPost } from '../../floorApi.ts';

export const COUNT_PATH = '/inventory/count';
export const COUNT_ITEM_ADD_URL = `${COUNT_PATH}/~item/add`;

/** Open and counting: the statuses `~item/add` is allowed from (the contract's COUNT_ALLOWED.count). */
export const COUNTABLE_STATUSES = [10, 20] as const satisfies readonly CountStatus[];
export const countable = (status: number) => (COUNTABLE_STATUSES as readonly number[]).includes(status);

/** A task as listed. */
export interface CountTaskHead {
  id: number;
  no: string;
  status: number;
  blind: boolean;
  warehouse: number;
  warehouseLabel?: string | null;
  scope?: string | null;
  itemCount: number;
  countedCount: number;
  progress: number;
}

/** An item, as far as the floor looks into it; `book` is null on a blind task read without the merge permission. */
export type CountItem = Pick<
  TCountItemRow,
  'id' | 'locationLabel' | 'skuLabel' | 'itemName' | 'lotNo' | 'lpn' | 'book' | 'counted' | 'found'
> & {
  /** The SKU's bar code, when the server sends it: scans resolve by it offline (resolveCode.ts). */
  barCode?: string | null;
};

/** A task's detail: what `~item/get` and `~item/add` reply with. */
export interface CountTask extends CountTaskHead {
  bookShown: boolean;
  items: CountItem[];
}

/** What `~scan` says a code names within a task: the location's code, or the SKU's number. */
export interface CountScanned {
  kind: 'location' | 'sku';
  code: string;
  /** The lot a GS1 label or a pallet names, preselected where the place holds the SKU in several. */
  lotNo?: string;
  /** The pieces one scan stands for (a carton's GS1 AI 37); 1 when absent. */
  units?: number;
}

/** Enough tasks for a shift; the list is the day's work, not a report. */
const LIST_LENGTH = 50;

async function page(filter: { field: string; operator: string; value: unknown }[]): Promise<CountTaskHead[]> {
  const reply = await floorPost<FloorReply & { data?: { rows?: CountTaskHead[] } }>(`${COUNT_PATH}/~page/get`, {
    page: 1,
    length: LIST_LENGTH,
    prop: 'id',
    order: 'desc',
    filter,
  });
  return reply.data?.rows ?? [];
}

/** The newest tasks that may be counted. */
export function countableTasks(): Promise<CountTaskHead[]> {
  return page([{ field: 'status', operator: 'include', value: [...COUNTABLE_STATUSES] }]);
}

/** The task a scanned number names: from the list when it is there, else asked of the server (any status). */
export async function scannedTask(listed: readonly CountTaskHead[], code: string): Promise<CountTaskHead | undefined> {
  const no = code.trim().toUpperCase();
  return (
    listed.find((task) => task.no.toUpperCase() === no) ?? (await page([{ field: 'no', operator: 'eq', value: code.trim() }]))[0]
  );
}

export async function taskDetail(id: number): Promise<CountTask> {
  return (await floorGet<FloorReply & { data: CountTask }>(`${COUNT_PATH}/~item/get?id=${id}`)).data;
}

/** What a code names in a task; a code that is neither is a 400 (FloorApiError). */
export async function scanned(id: number, code: string): Promise<CountScanned> {
  const url = `${COUNT_PATH}/~scan?id=${id}&code=${encodeURIComponent(code)}`;
  const { kind, code: named } = (await floorGet<FloorReply & { data: CountScanned }>(url)).data;
  return { kind, code: named };
}
