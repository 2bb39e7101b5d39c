import { fieldLabel, resourceTitle } from '@wms/contract/locales/index';
import { reqStatusLabel } from '@wms/contract/request/status';
import type { Lang } from '../../i18n/messages.ts';
import { renderDocument } from './document.ts';
import { printText, printTime } from './print-texts.ts';

type Value = string | number | null | undefined;

/** A material request as its detail call replies it (references with their `<field>Label`). */
export interface MrDeliveryPrint {
  no: string;
  status: number;
  items: {
    lineNo: number;
    packagingLabel?: string | null;
    materialLabel?: string | null;
    code?: string | null;
    skuLabel?: string | null;
    qty: number;
    doneQty: number;
  }[];
  [field: string]: unknown;
}

const TITLE: Record<Lang, string> = { zh: '发货单', en: 'Delivery note' };

/** The delivery note of a material request on A4: customer and address, lines delivered, total, the number as Code 128. */
export function mrDeliveryPdf(o: MrDeliveryPrint, opts: { lang: Lang; now?: Date }): Promise<Buffer> {
  const { lang } = opts;
  const h = (f: string) => fieldLabel(lang, 'mrOrder', f);
  const l = (f: string) => fieldLabel(lang, 'mrOrderLine', f);
  const v = (f: string): Value => (o[f] as Value) ?? null;
  const rows = o.items.map((i) => ({ ...i, what: i.packagingLabel ?? i.materialLabel ?? '' }));
  return renderDocument({
    lang,
    title: `${TITLE[lang]} · ${resourceTitle(lang, 'mrOrder')}`,
    barcode: o.no,
    fields: [
      [h('no'), o.no],
      [h('status'), reqStatusLabel(o.status, lang)],
      [h('customer'), v('customerLabel')],
      [h('warehouse'), v('warehouseLabel')],
      [h('contact'), v('contact')],
      [h('contactPhone'), v('contactPhone')],
      [h('address'), v('address')],
      [h('requiredDate'), v('requiredDate')],
      [h('extRef'), v('extRef')],
      [printText(lang, 'printedAt'), printTime(opts.now)],
      [h('comment'), v('comment')],
    ],
    columns: [
      { key: 'lineNo', label: l('lineNo'), width: 3, align: 'right' },
      { key: 'what', label: `${l('packaging')} / ${l('material')}`, width: 12 },
      { key: 'code', label: fieldLabel(lang, 'packaging', 'code'), width: 8 },
      { key: 'skuLabel', label: l('skuLabel'), width: 8 },
      { key: 'qty', label: l('qty'), width: 5, align: 'right' },
      { key: 'doneQty', label: l('doneQty'), width: 5, align: 'right' },
    ],
    rows,
    totals: {
      lineNo: printText(lang, 'total'),
      qty: rows.reduce((n, r) => n + r.qty, 0),
      doneQty: rows.reduce((n, r) => n + r.doneQty, 0),
    },
  });
}
