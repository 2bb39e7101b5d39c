import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import { orderStatusLabel } from '@wms/contract/outbound/status';
import type { Lang } from '../../i18n/messages.ts';
import { type Column, renderDocument } from '../print/document.ts';
import { printText } from '../print/print-texts.ts';

/** What the outbound documents print: the order with its lines (labels resolved) and, for packing, the boxes. */
export interface PrintOrder {
  no: string;
  status: number;
  extRef: string;
  extDocNo: string;
  warehouseLabel: string | null;
  consigneeLabel: string | null;
  postingDate: string | null;
  shipDate: string | null;
  vehicleNo: string | null;
  carrierType: string | null;
  qty: number;
  items: Record<string, unknown>[];
}

const L = (lang: Lang, f: string) => fieldLabel(lang, 'obOrderLine', f);
const H = (lang: Lang, f: string) => fieldLabel(lang, 'obOrder', f);

function headerFields(o: PrintOrder, lang: Lang): [string, string | number | null][] {
  return [
    [H(lang, 'no'), o.no],
    [H(lang, 'status'), orderStatusLabel(o.status, lang)],
    [H(lang, 'extRef'), o.extRef],
    [H(lang, 'extDocNo'), o.extDocNo],
    [H(lang, 'warehouse'), o.warehouseLabel],
    [H(lang, 'consignee'), o.consigneeLabel],
    [H(lang, 'postingDate'), o.postingDate],
    [H(lang, 'shipDate'), o.shipDate],
    [H(lang, 'vehicleNo'), o.vehicleNo],
    [H(lang, 'qty'), o.qty],
  ];
}

/** The order print (`print?logo=`): header, its barcode, and the lines with what is allocated and issued. */
export function orderPdf(o: PrintOrder, lang: Lang, logo?: Buffer): Promise<Buffer> {
  const columns: Column[] = [
    { key: 'lineNo', label: '#', width: 4, align: 'right' },
    { key: 'skuLabel', label: L(lang, 'sku'), width: 14 },
    { key: 'itemName', label: L(lang, 'itemName'), width: 18 },
    { key: 'lotNo', label: L(lang, 'lotNo'), width: 10 },
    { key: 'qty', label: L(lang, 'qty'), width: 8, align: 'right' },
    { key: 'allocQty', label: L(lang, 'allocQty'), width: 8, align: 'right' },
    { key: 'issuedQty', label: L(lang, 'issuedQty'), width: 8, align: 'right' },
    { key: 'dn', label: L(lang, 'dn'), width: 12 },
  ];
  return renderDocument({
    lang,
    title: resourceTitle(lang, 'obOrder'),
    barcode: o.no,
    logo,
    fields: headerFields(o, lang),
    columns,
    rows: o.items,
  });
}

/**
 * The packing list: what goes in each ship box (the packed task items: box, SKU, quantity, sn, weight,
 * volume), or the order's lines when nothing was packed through tasks.
 */
export function packingListPdf(o: PrintOrder, boxes: Record<string, unknown>[], lang: Lang): Promise<Buffer> {
  const columns: Column[] = boxes.length
    ? [
        { key: 'shipBoxLbl', label: printText(lang, 'shipBox'), width: 14 },
        { key: 'skuLabel', label: L(lang, 'sku'), width: 14 },
        { key: 'lotNo', label: L(lang, 'lotNo'), width: 10 },
        { key: 'actQty', label: L(lang, 'qty'), width: 8, align: 'right' },
        { key: 'sn', label: L(lang, 'sn'), width: 12 },
        { key: 'weight', label: L(lang, 'weight'), width: 8, align: 'right' },
        { key: 'volume', label: printText(lang, 'volume'), width: 8, align: 'right' },
      ]
    : [
        { key: 'lineNo', label: '#', width: 4, align: 'right' },
        { key: 'skuLabel', label: L(lang, 'sku'), width: 14 },
        { key: 'itemName', label: L(lang, 'itemName'), width: 18 },
        { key: 'lotNo', label: L(lang, 'lotNo'), width: 10 },
        { key: 'qty', label: L(lang, 'qty'), width: 8, align: 'right' },
      ];
  return renderDocument({
    lang,
    title: printText(lang, 'packingList'),
    barcode: o.no,
    fields: headerFields(o, lang),
    columns,
    rows: boxes.length ? boxes : o.items,
  });
}

/** The pick sheet: a pick task's items in location order (the walk through the aisles), with the task number as barcode. */
export function pickSheetPdf(
  task: { no: string; orderNo: string },
  items: Record<string, unknown>[],
  lang: Lang,
): Promise<Buffer> {
  return renderDocument({
    lang,
    title: printText(lang, 'pickSheet'),
    barcode: task.no,
    fields: [
      [printText(lang, 'task'), task.no],
      [H(lang, 'no'), task.orderNo],
    ],
    columns: [
      { key: 'locationLabel', label: printText(lang, 'location'), width: 12 },
      { key: 'skuLabel', label: L(lang, 'sku'), width: 14 },
      { key: 'lotNo', label: L(lang, 'lotNo'), width: 10 },
      { key: 'lpn', label: L(lang, 'lpn'), width: 12 },
      { key: 'qty', label: L(lang, 'qty'), width: 8, align: 'right' },
      { key: 'actQty', label: printText(lang, 'picked'), width: 8, align: 'right' },
    ],
    rows: items,
  });
}
