import { ibMu } from '@wms/contract/inbound/mu';
import { location } from '@wms/contract/resources/location';
import { api } from '../../../shared/api/request.ts';

/** `/inbound/ib/mu` calls (docs/api.md "MU pallets"). */
export const MU_ITEMS_URL = `${ibMu.path}/~items/get`;
export const MU_STORE_URL = `${ibMu.path}/~store`;

export interface MuLine {
  id: number;
  orderNo: string;
  lineNo: number;
  skuLabel: string | null;
  itemName: string | null;
  shipQty: number;
  stockQty: number;
  openQty: number;
  lotNo: string | null;
  shipBoxLbl: string | null;
}

/** A line's lot and ship-box label sent with the put-away. */
export interface MuStoreLine {
  id: number;
  lotNo: string;
  shipBoxLbl: string;
}

export interface MuStoreResult {
  lpn: string;
  lines: number;
  qty: number;
}

export const fetchPallet = async (lpn: string, warehouse: number) =>
  (await api.get<{ data: MuLine[] }>(MU_ITEMS_URL, { lpn, warehouse })).data;

export const storePallet = async (lpn: string, locationId: number, items: MuStoreLine[]) =>
  (await api.post<{ data: MuStoreResult }>(MU_STORE_URL, { lpn, location: locationId, items })).data;

/** Locations of one warehouse whose code holds `keyword` (the first 50), for the put-away select. */
export async function fetchLocations(warehouse: number, keyword: string) {
  const filter: { field: string; operator: string; value: unknown }[] = [
    { field: 'warehouse', operator: 'include', value: [warehouse] },
  ];
  if (keyword) filter.push({ field: 'code', operator: 'include', value: keyword });
  const reply = await api.post<{ data: { rows: { id: number; code: string }[] } }>(`${location.path}/~page/get`, {
    page: 1,
    length: 50,
    prop: 'code',
    order: 'asc',
    filter,
  });
  return reply.data.rows;
}
