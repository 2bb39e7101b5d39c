import type { TAdjust, TStockAllocation } from '@wms/contract/inventory/stock-actions';
import { stock } from '@wms/contract/stock';
import { api } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';

/** `/inventory/stock` actions (docs/api.md "Stock actions"). */
type Reply = { message: string };

export const adjustStock = (body: TAdjust) => api.post<Reply>(`${stock.path}/~adjust`, body);
export const scrapStock = (body: { id: number; qty: number; comment: string }) => api.post<Reply>(`${stock.path}/~scrap`, body);
export const restoreStock = (body: { id: number; qty: number; comment?: string }) =>
  api.post<Reply>(`${stock.path}/~restore`, body);
export const barrierStock = (ids: number[], release = false) =>
  api.post<Reply>(`${stock.path}/~barrier`, release ? { ids, release } : { ids });
export const fetchAllocations = async (id: number) =>
  (await api.get<{ data: TStockAllocation[] }>(`${stock.path}/~allocation/get`, { id })).data;

/** Asks before an action changes stock; resolves true on OK. */
export function confirmAction(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: i18n.t('common.tip'),
      content: text,
      okText: i18n.t('table.ok'),
      cancelText: i18n.t('table.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** What a dialog needs of a stock row (the list row). */
export interface StockRowInfo {
  id: number;
  sku: string;
  location: string;
  qoh: number;
  qal: number;
  status: string;
  /** What is still scrapped from the row (the scrapped list only): the most a restore may bring back. */
  scrapped?: number;
}

export const rowInfo = (r: Record<string, unknown>): StockRowInfo => ({
  id: Number(r.id),
  sku: String(r.skuLabel ?? r.sku ?? ''),
  location: String(r.locationLabel ?? r.location ?? ''),
  qoh: Number(r.qoh ?? 0),
  qal: Number(r.qal ?? 0),
  status: String(r.status ?? ''),
  ...(r.scrapped === undefined ? {} : { scrapped: Number(r.scrapped) }),
});
