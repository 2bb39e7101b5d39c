import { ibOrder, ibOrderLine } from '@wms/contract/inbound/ib-order';
import type { OrderFormDef } from '../../orders-common/orderDef.ts';

/** The line fields the lines table edits, in column order (the rest of ibOrderLine is read-only). */
export const LINE_COLUMNS = [
  'sku',
  'shipQty',
  'itemName',
  'itemCode',
  'itemDesc',
  'uom',
  'shipBox',
  'weight',
  'lotNo',
  'lpn',
  'containerNo',
  'location',
  'shipBoxLbl',
  'supplier',
  'supplierCode',
  'carrierType',
  'carrierClass',
  'recvBox',
  'stockBox',
] as const;

/** What the shared add/edit code needs to know of an inbound order (features/orders-common). */
export const ibOrderForm: OrderFormDef = {
  order: ibOrder,
  line: ibOrderLine,
  text: 'ibOrder',
  formName: 'ib-order',
  lineColumns: LINE_COLUMNS,
  lineLabels: ['skuLabel', 'locationLabel'],
  newLine: { shipQty: 1 },
};
