import { invMu } from '@wms/contract/inventory/mu';
import { api } from '../../../shared/api/request.ts';

/** `/inventory/mu` calls (docs/api.md "Stock by pallet"); a pallet is named by its LPN. */
export interface PalletRow {
  id: number;
  skuLabel: string;
  itemName: string | null;
  locationLabel: string;
  lotNo: string | null;
  shipBoxLbl: string | null;
  status: string;
  qoh: number;
  qal: number;
  qty: number;
}

export const fetchPalletRows = async (lpn: string) =>
  (await api.get<{ data: { lpn: string; rows: PalletRow[] } }>(`${invMu.path}/get`, { id: lpn })).data.rows;

export const unbindPallet = async (lpn: string) =>
  (await api.post<{ message: string; data: { lpn: string; rows: number; qty: number } }>(`${invMu.path}/~unbind`, { id: lpn }))
    .data;
