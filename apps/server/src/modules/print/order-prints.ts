import { orderStatusLabel } from '@wms/contract/inbound/status';
import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import type { Lang } from '../../i18n/messages.ts';
import { type Column, renderDocument } from './document.ts';
import { printText, printTime } from './print-texts.ts';

type Value = string | number | null | undefined;

/** The header of an order as its detail call replies it (references with their `<field>Label`). */
interface OrderHead {
  no: string;
  status: number;
  [field: string]: unknown;
}

export interface IbOrderPrint extends OrderHead {
  items: {
    lineNo: number;
    skuLabel?: string | null;
    itemName?: string | null;
    shipQty: number;
    recvQty: number;
    stockQty: number;
    locationLabel?: string | null;
    lotNo?: string | null;
    shipBoxLbl?: string | null;
  }[];
}

export interface TfOrderPrint extends OrderHead {
  items: {
    lineNo: number;
    skuLabel?: string | null;
    fromLocationLabel?: string | null;
    locationLabel?: string | null;
    qty: number;
  }[];
}

/** Timestamps as the console shows them; dates (yyyy-MM-dd) as they are. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;
const when = (v: unknown): Value =>
  v instanceof Date ? printTime(v) : typeof v === 'string' && ISO_TIME.test(v) ? printTime(new Date(v)) : (v as Value);
const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

/** Header pairs: the field's label from the contract, the value (a reference shows its label). */
function fields(lang: Lang, resource: string, o: OrderHead, names: string[]): [string, Value][] {
  return names.map((f) => {
    const label = fieldLabel(lang, resource, f);
    if (f === 'status') return [label, orderStatusLabel(o.status, lang)];
    if (f === 'warehouse' || f === 'consignor') return [label, (o[`${f}Label`] as Value) ?? null];
    return [label, when(o[f])];
  });
}

interface PrintOptions {
  lang: Lang;
  /** PNG or JPEG drawn at the top left (`logo=1`). */
  logo?: Buffer;
  now?: Date;
}

/** The inbound order on A4 (issue 9 §2 "Order print"): header, lines, totals, the order number as Code 128. */
export function ibOrderPdf(o: IbOrderPrint, opts: PrintOptions): Promise<Buffer> {
  const { lang } = opts;
  const line = (f: string) => fieldLabel(lang, 'ibOrderLine', f);
  const columns: Column[] = [
    { key: 'lineNo', label: line('lineNo'), width: 3, align: 'right' },
    { key: 'skuLabel', label: line('sku'), width: 8 },
    { key: 'itemName', label: line('itemName'), width: 10 },
    { key: 'shipQty', label: line('shipQty'), width: 5, align: 'right' },
    { key: 'recvQty', label: line('recvQty'), width: 5, align: 'right' },
    { key: 'stockQty', label: line('stockQty'), width: 5, align: 'right' },
    { key: 'locationLabel', label: line('location'), width: 6 },
    { key: 'lotNo', label: line('lotNo'), width: 6 },
    { key: 'shipBoxLbl', label: line('shipBoxLbl'), width: 9 },
  ];
  const rows = o.items as unknown as Record<string, unknown>[];
  return renderDocument({
    lang,
    title: resourceTitle(lang, 'ibOrder'),
    barcode: o.no,
    ...(opts.logo ? { logo: opts.logo } : {}),
    fields: [
      ...fields(lang, 'ibOrder', o, [
        'no',
        'status',
        'extRef',
        'extDocNo',
        'warehouse',
        'consignor',
        'orderDate',
        'shipDate',
        'deliveryDate',
        'postingDate',
        'stockDate',
      ]),
      [printText(lang, 'printedAt'), printTime(opts.now)],
      ...fields(lang, 'ibOrder', o, ['comment']),
    ],
    columns,
    rows,
    totals: {
      lineNo: printText(lang, 'total'),
      shipQty: sum(rows, 'shipQty'),
      recvQty: sum(rows, 'recvQty'),
      stockQty: sum(rows, 'stockQty'),
    },
  });
}

/** The transfer order on A4: header, lines (SKU, from, to, quantity), total, the number as Code 128. */
export function tfOrderPdf(o: TfOrderPrint, opts: PrintOptions): Promise<Buffer> {
  const { lang } = opts;
  const rows = o.items as unknown as Record<string, unknown>[];
  return renderDocument({
    lang,
    title: resourceTitle(lang, 'tfOrder'),
    barcode: o.no,
    ...(opts.logo ? { logo: opts.logo } : {}),
    fields: [
      ...fields(lang, 'tfOrder', o, ['no', 'status', 'warehouse', 'postingDate', 'stockDate']),
      [printText(lang, 'printedAt'), printTime(opts.now)],
      ...fields(lang, 'tfOrder', o, ['comment']),
    ],
    columns: [
      { key: 'lineNo', label: fieldLabel(lang, 'ibOrderLine', 'lineNo'), width: 3, align: 'right' },
      { key: 'skuLabel', label: fieldLabel(lang, 'ibOrderLine', 'sku'), width: 10 },
      { key: 'fromLocationLabel', label: printText(lang, 'fromLocation'), width: 8 },
      { key: 'locationLabel', label: printText(lang, 'toLocation'), width: 8 },
      { key: 'qty', label: fieldLabel(lang, 'tfOrder', 'qty'), width: 5, align: 'right' },
    ],
    rows,
    totals: { lineNo: printText(lang, 'total'), qty: sum(rows, 'qty') },
  });
}
