import { amountText, moneyText } from '@wms/contract/containers/money';
import { STATEMENT_STATUS_LABELS } from '@wms/contract/containers/statement';
import type { TStatementSnapshot } from '@wms/contract/containers/statement-schema';
import { ENUM_LABELS } from '@wms/contract/enums';
import type { Lang } from '../../i18n/messages.ts';
import { A4, type Doc, FONT, pageFooters, renderPdf } from './pdf.ts';
import { printText, printTime } from './print-texts.ts';

/** The statement's own words (print-texts.ts holds the ones every print shares). */
const WORDS = {
  zh: {
    title: '包装往来对账单',
    interimTitle: '包装往来对账单（期中）',
    interimNote: '期中对账单：{month} 尚未结束，租金计至 {day}。月份结束后重新生成为正式对账单，期中对账单不能确认。',
    partner: '往来方',
    kind: '往来方类型',
    month: '对账月份',
    period: '期间',
    status: '状态',
    madeAt: '生成时间',
    charges: '计费',
    freeDays: '免费天数 {n} 天',
    notCharged: '不计费',
    currency: '币种',
    summary: '汇总',
    chargesTable: '费用（{c}）',
    packaging: '包装类型',
    opening: '期初结存',
    out: '发出',
    back: '收回',
    closing: '期末结存',
    writtenOff: '报损',
    chargedOff: '计费报损',
    lineFreeDays: '免费天数',
    unitDays: '计租件·天',
    dailyRent: '日租金（{c}）',
    rent: '租金（{c}）',
    lossPrice: '赔偿单价（{c}）',
    lossValue: '报损金额（{c}）',
    notChargedKind: '{kind}（不收费）',
    postings: '本期往来明细',
    date: '日期',
    postingKind: '业务类型',
    orderNo: '单号',
    reason: '原因',
    qty: '数量',
    balance: '结存',
    openingRow: '期初结存',
    closingRow: '期末结存',
    owed: '本期应付：租金 {rent}，报损金额 {loss}，合计 {total}',
    amounts: '金额币种：{c}；报损金额只计向往来方收费的报损（在我方场地损坏的不收费）',
    confirmTitle: '往来方确认',
    confirmText: '以上结存经核对无误。如有异议，请在下方注明差异并于收到后 15 日内回复。',
    differences: '差异说明',
    signature: '签字',
    signDate: '日期',
    stamp: '盖章',
  },
  en: {
    title: 'Container statement',
    interimTitle: 'Container statement (interim)',
    interimNote:
      'Interim statement: {month} had not ended; rent is counted through {day}. It is made again as the final statement once the month has ended, and cannot be confirmed.',
    partner: 'Partner',
    kind: 'Partner type',
    month: 'Month',
    period: 'Period',
    status: 'Status',
    madeAt: 'Made',
    charges: 'Charges',
    freeDays: '{n} free days',
    notCharged: 'Not charged',
    currency: 'Currency',
    summary: 'Summary',
    chargesTable: 'Charges ({c})',
    packaging: 'Packaging',
    opening: 'Opening',
    out: 'Out',
    back: 'Back',
    closing: 'Closing',
    writtenOff: 'Written off',
    chargedOff: 'Charged off',
    lineFreeDays: 'Free days',
    unitDays: 'Unit-days',
    dailyRent: 'Daily rent ({c})',
    rent: 'Rent ({c})',
    lossPrice: 'Loss price ({c})',
    lossValue: 'Loss value ({c})',
    notChargedKind: '{kind} (not charged)',
    postings: 'Postings of the month',
    date: 'Date',
    postingKind: 'Kind',
    orderNo: 'Order no.',
    reason: 'Reason',
    qty: 'Qty',
    balance: 'Balance',
    openingRow: 'Opening balance',
    closingRow: 'Closing balance',
    owed: 'Owed for the month: rent {rent}, loss value {loss}, total {total}',
    amounts: 'Amounts in {c}; the loss value counts only write-offs the partner is charged for (not units damaged at our site)',
    confirmTitle: "Partner's confirmation",
    confirmText: 'We confirm the balances above. Any difference is noted below and returned within 15 days of receipt.',
    differences: 'Differences',
    signature: 'Signature',
    signDate: 'Date',
    stamp: 'Company stamp',
  },
} as const;
type Word = keyof (typeof WORDS)['zh'];

const MARGIN = 36;
const PAD = 4;

interface Col {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table that continues on new pages with its heading repeated; `bold` rows are ruled off above. */
function table(doc: Doc, y: number, cols: Col[], rows: { cells: string[]; bold?: boolean }[]): number {
  const width = doc.page.width - 2 * MARGIN;
  const total = cols.reduce((s, c) => s + c.width, 0);
  let x = MARGIN;
  const placed = cols.map((c) => {
    const w = (c.width / total) * width;
    const p = { ...c, x, w };
    x += w;
    return p;
  });
  const bottom = doc.page.height - MARGIN - 20;
  const heading = (top: number) => {
    doc.fontSize(8.5);
    // Long labels (narrow columns, English) wrap: the heading grows to hold them.
    const h = Math.max(...placed.map((c) => doc.heightOfString(c.label, { width: c.w - 6 }))) + 8;
    doc.rect(MARGIN, top, width, h).fill('#eeeeee').fillColor('#000');
    for (const c of placed) doc.text(c.label, c.x + 3, top + 4, { width: c.w - 6, align: c.align ?? 'left' });
    return top + h;
  };
  if (y + 40 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y = heading(y);
  for (const r of rows) {
    doc.fontSize(8.5);
    const h = Math.max(...placed.map((c, i) => doc.heightOfString(r.cells[i] ?? '', { width: c.w - 6 }))) + 2 * PAD;
    if (y + h > bottom) {
      doc.addPage();
      y = heading(MARGIN);
      doc.fontSize(8.5);
    }
    if (r.bold)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .strokeColor('#000')
        .lineWidth(0.8)
        .stroke();
    placed.forEach((c, i) => {
      doc.fillColor('#000').text(r.cells[i] ?? '', c.x + 3, y + PAD, { width: c.w - 6, align: c.align ?? 'left' });
    });
    y += h;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
  }
  return y + 10;
}

/**
 * A partner's monthly container statement on A4 (issue 28 §4–5): the header, a summary by
 * packaging type (opening, out, back, closing, and rent and loss when the partner is charged),
 * the month's postings with their running balance, what is owed, and a box for the partner's
 * confirmation (signature, date, stamp).
 */
export function statementPdf(d: TStatementSnapshot, opts: { lang: Lang; now?: Date }): Promise<Buffer> {
  const { lang } = opts;
  const w = (k: Word, p: Record<string, string | number> = {}) =>
    WORDS[lang][k].replace(/\{(\w+)\}/g, (_, key: string) => String(p[key] ?? ''));
  const s = d.statement;
  // Amounts are minor units of the statement's currency, printed with its places (CNY 2, JPY 0) and named.
  const c = s.currency;
  const money = (minor: number) => amountText(minor, c);
  const type = (t: string) => ENUM_LABELS.packagingType[t]?.[lang] ?? t;
  const month = s.month.slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const title = `${w('title')} ${month}`;
  return renderPdf({ size: A4, margin: MARGIN, title, bufferPages: true }, (doc) => {
    doc.addPage();
    doc.font(FONT);
    const width = doc.page.width - 2 * MARGIN;
    doc
      .fontSize(18)
      .fillColor('#000')
      .text(w(s.interim ? 'interimTitle' : 'title'), MARGIN, MARGIN, { width, align: 'center' });
    let y = MARGIN + 34;
    if (s.interim) {
      const note = w('interimNote', { month, day: s.madeAt.slice(0, 10) });
      doc.fontSize(10).fillColor('#b45309').text(note, MARGIN, y, { width });
      y += doc.heightOfString(note, { width }) + 8;
    }
    const fields: [string, string][] = [
      [w('partner'), `${s.partnerCode} ${s.partnerName}`],
      [w('kind'), ENUM_LABELS.partnerKind[s.partnerKind]?.[lang] ?? s.partnerKind],
      [w('month'), month],
      [w('period'), `${s.month} – ${lastDay}`],
      [w('status'), STATEMENT_STATUS_LABELS[s.status][lang]],
      [w('charges'), s.charged ? w('freeDays', { n: s.freeDays }) : w('notCharged')],
      [w('currency'), c],
      [w('madeAt'), s.madeAt.slice(0, 16)],
      [printText(lang, 'printedAt'), printTime(opts.now)],
    ];
    const half = width / 2;
    doc.fontSize(10);
    fields.forEach(([k, v], i) => {
      const x = MARGIN + (i % 2) * half;
      const fy = y + Math.floor(i / 2) * 18;
      doc.fillColor('#555').text(`${k}:`, x, fy, { width: 80, lineBreak: false });
      doc.fillColor('#000').text(v, x + 82, fy, { width: half - 86, lineBreak: false, ellipsis: true });
    });
    y += Math.ceil(fields.length / 2) * 18 + 10;

    const heading = (text: string) => {
      if (y + 60 > doc.page.height - MARGIN - 20) {
        doc.addPage();
        y = MARGIN;
      }
      doc.fontSize(12).fillColor('#000').text(text, MARGIN, y);
      y += 20;
    };
    const num = (n: number) => String(n);
    heading(w('summary'));
    const summaryCols: Col[] = [
      { label: w('packaging'), width: 10 },
      { label: w('opening'), width: 6, align: 'right' },
      { label: w('out'), width: 6, align: 'right' },
      { label: w('back'), width: 6, align: 'right' },
      { label: w('closing'), width: 6, align: 'right' },
      { label: w('writtenOff'), width: 6, align: 'right' },
    ];
    const summaryRows: { cells: string[]; bold?: boolean }[] = d.lines.map((l) => ({
      cells: [type(l.packagingType), num(l.opening), num(l.outQty), num(l.backQty), num(l.closing), num(l.writtenOff)],
    }));
    // No totals row: pallets, lids and boxes make no sum (issue 34 §6); each type's line is its own balance.
    y = table(doc, y, summaryCols, summaryRows);
    if (s.charged) {
      // What is owed per packaging type, with the free days each type's rent was counted with, in the named currency.
      heading(w('chargesTable', { c }));
      const chargesCols: Col[] = [
        { label: w('packaging'), width: 10 },
        { label: w('lineFreeDays'), width: 5, align: 'right' },
        { label: w('unitDays'), width: 6, align: 'right' },
        { label: w('dailyRent', { c }), width: 7, align: 'right' },
        { label: w('rent', { c }), width: 9, align: 'right' },
        { label: w('chargedOff'), width: 6, align: 'right' },
        { label: w('lossPrice', { c }), width: 7, align: 'right' },
        { label: w('lossValue', { c }), width: 9, align: 'right' },
      ];
      const chargesRows: { cells: string[]; bold?: boolean }[] = d.lines.map((l) => ({
        cells: [
          type(l.packagingType),
          num(l.freeDays),
          num(l.unitDays),
          money(l.dailyRent),
          money(l.rent),
          num(l.chargedOff),
          money(l.lossPrice),
          money(l.lossValue),
        ],
      }));
      // Money adds up across types (one currency); units do not.
      chargesRows.push({
        cells: [printText(lang, 'total'), '', '', '', money(s.rent), '', '', money(s.lossValue)],
        bold: true,
      });
      y = table(doc, y, chargesCols, chargesRows);
      doc
        .fontSize(10)
        .fillColor('#000')
        .text(
          w('owed', { rent: moneyText(s.rent, c), loss: moneyText(s.lossValue, c), total: moneyText(s.total, c) }),
          MARGIN,
          y,
          {
            width,
          },
        );
      y += 16;
      const note = w('amounts', { c });
      doc.fontSize(8).fillColor('#555').text(note, MARGIN, y, { width });
      y += doc.heightOfString(note, { width }) + 8;
    }

    heading(w('postings'));
    const rows: { cells: string[]; bold?: boolean }[] = [];
    for (const l of d.lines) {
      rows.push({ cells: [s.month, type(l.packagingType), w('openingRow'), '', '', '', num(l.opening)] });
      for (const p of d.postings.filter((x) => x.packagingType === l.packagingType))
        rows.push({
          cells: [
            p.postedOn,
            type(p.packagingType),
            p.chargeable === false
              ? w('notChargedKind', { kind: ENUM_LABELS.postingKind[p.kind]?.[lang] ?? p.kind })
              : (ENUM_LABELS.postingKind[p.kind]?.[lang] ?? p.kind),
            p.orderNo ?? '',
            p.reason ?? '',
            p.qty > 0 ? `+${p.qty}` : String(p.qty),
            num(p.balance),
          ],
        });
      rows.push({ cells: [lastDay, type(l.packagingType), w('closingRow'), '', '', '', num(l.closing)], bold: true });
    }
    y = table(
      doc,
      y,
      [
        { label: w('date'), width: 7 },
        { label: w('packaging'), width: 8 },
        { label: w('postingKind'), width: 10 },
        { label: w('orderNo'), width: 9 },
        { label: w('reason'), width: 10 },
        { label: w('qty'), width: 5, align: 'right' },
        { label: w('balance'), width: 5, align: 'right' },
      ],
      rows,
    );

    // The partner's confirmation: kept whole on one page.
    const boxH = 150;
    if (y + boxH + 30 > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = MARGIN;
    }
    heading(w('confirmTitle'));
    doc.rect(MARGIN, y, width, boxH).strokeColor('#000').lineWidth(1).stroke();
    doc
      .fontSize(9)
      .fillColor('#000')
      .text(w('confirmText'), MARGIN + 8, y + 8, { width: width - 16 });
    doc.text(`${w('differences')}:`, MARGIN + 8, y + 40, { width: width - 16 });
    const lineY = y + boxH - 30;
    const third = (width - 16) / 3;
    [w('signature'), w('signDate'), w('stamp')].forEach((label, i) => {
      const x = MARGIN + 8 + i * third;
      doc
        .moveTo(x + 84, lineY + 12)
        .lineTo(x + third - 12, lineY + 12)
        .strokeColor('#000')
        .lineWidth(0.5)
        .stroke();
      doc.text(`${label}:`, x, lineY, { width: 82, lineBreak: false });
    });

    pageFooters(doc, MARGIN, (n, total) => `${s.partnerCode} · ${month} · ${printText(lang, 'page', { n, total })}`);
  });
}
