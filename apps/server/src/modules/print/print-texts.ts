import type { Lang } from '../../i18n/messages.ts';

/** Words printed on documents and labels, in the user's language (the PDF is read by people on the floor). */
const TEXTS = {
  zh: {
    ibLpnTitle: '收货 LPN',
    obLpnTitle: '出库 LPN',
    obLabelTitle: '箱标签',
    lpnNo: 'LPN 编号',
    sscc: 'SSCC',
    qty: '数量',
    packType: '包装类型',
    printedAt: '打印时间',
    page: '第 {n} / {total} 页',
    noLines: '无明细',
    total: '合计',
    fromLocation: '源库位',
    toLocation: '目标库位',
    packingList: '装箱单',
    pickSheet: '拣货单',
    shipBox: '箱标签',
    volume: '体积',
    task: '任务',
    location: '库位',
    picked: '实拣',
  },
  en: {
    ibLpnTitle: 'Receiving LPN',
    obLpnTitle: 'Outbound LPN',
    obLabelTitle: 'Ship-box label',
    lpnNo: 'LPN no.',
    sscc: 'SSCC',
    qty: 'Qty',
    packType: 'Pack type',
    printedAt: 'Printed',
    page: 'Page {n} of {total}',
    noLines: 'No lines',
    total: 'Total',
    fromLocation: 'From location',
    toLocation: 'To location',
    packingList: 'Packing list',
    pickSheet: 'Pick sheet',
    shipBox: 'Ship box',
    volume: 'Volume',
    task: 'Task',
    location: 'Location',
    picked: 'Picked',
  },
} as const;

export type PrintTextKey = keyof (typeof TEXTS)['zh'];

export function printText(lang: Lang, key: PrintTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** Local time as the console shows it (yyyy-MM-dd HH:mm). */
export function printTime(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
