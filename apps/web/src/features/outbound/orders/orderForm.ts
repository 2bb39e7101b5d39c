import { obOrder, obOrderLine } from '@wms/contract/outbound/ob-order';
import type { OrderFormDef } from '../../orders-common/orderDef.ts';

/** The line fields the lines table edits, in column order (allocQty and lineNo are the server's). */
export const LINE_COLUMNS = [
  'sku',
  'qty',
  'lotNo',
  'sn',
  'dn',
  'orderNo',
  'itemName',
  'itemCode',
  'itemDesc',
  'uom',
  'weight',
  'lpn',
  'containerNo',
  'supplier',
  'consignee',
  'carrierType',
  'carrierClass',
  'vehicleNo',
  'comments',
] as const;

/** What the shared add/edit code needs to know of an outbound order (features/orders-common). */
export const obOrderForm: OrderFormDef = {
  order: obOrder,
  line: obOrderLine,
  text: 'obOrder',
  formName: 'ob-order',
  lineColumns: LINE_COLUMNS,
  lineLabels: ['skuLabel', 'consigneeLabel'],
  newLine: { qty: 1 },
};
