import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lpn } from '@wms/contract/resources/lpn';
import { describe, expect, it } from 'vitest';
import { ready } from 'zpl-renderer-js';
import { pdfReaders, pdfSymbols, pdfText } from '../../test/pdf.ts';
import { lpnLabelsPdf, lpnLabelsZpl } from './lpn-labels.ts';
import { buildSscc } from './sscc.ts';

const TOOLS = pdfReaders('print/lpn-labels.test');
const MAX = lpn.fields.find((f) => f.name === 'no')!.max!;
const SSCC = buildSscc('1', '0614141', 123456789n);

/**
 * The longest numbers the contract allows (printable ASCII, 32 characters), of the widest and most
 * awkward characters: ZPL's own specials (`^ ~ _ \` and `>`, its Code 128 invocation sign), spaces,
 * mixed case, wide glyphs. Every barcode on the label must decode to exactly the data.
 */
const NUMBERS = [
  'W@W@W@W@W@W@W@W@W@W@W@W@W@W@W@W@',
  'a>b~c^d_e\\f{|}"<>?/ @#%&*()+=-xZ',
  'Ab-9/x y-0123456789ABCDEFGHIJKLM',
  '>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>',
  'LPN-1',
];

/** zbarimg on a PNG (the symbols it reads, `TYPE:data`). */
function decodePng(png: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'zpl-'));
  try {
    const file = path.join(dir, 'label.png');
    writeFileSync(file, png);
    const out = execFileSync('zbarimg', ['-q', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('LPN labels of the longest, most awkward numbers', () => {
  it('are numbers the contract allows', () => {
    for (const no of NUMBERS) expect(no.length <= MAX && /^[\x20-\x7E]+$/.test(no), no).toBe(true);
    expect(NUMBERS.some((n) => n.length === MAX)).toBe(true);
  });

  // zpl-renderer-js (zebrash in WebAssembly) draws the ZPL as a 203 dpi printer would.
  it.each(['zh', 'en'] as const)('ZPL (%s) at 203 dpi: LPN Code 128, QR and SSCC decode to their data', async (lang) => {
    if (!TOOLS) return;
    const { api } = await ready;
    for (const no of NUMBERS) {
      const zpl = lpnLabelsZpl([{ no, sscc: SSCC, qty: 12, packType: 'Pallet' }], { lang, prefixLength: 7 });
      const png = Buffer.from(await api.zplToBase64Async(zpl, 100, 150, 8), 'base64');
      expect(decodePng(png).sort(), no).toEqual([`CODE-128:${no}`, `CODE-128:00${SSCC}`, `QR-Code:${no}`].sort());
    }
  });

  it.each(['zh', 'en'] as const)('PDF (%s) at 200 dpi: LPN Code 128, QR and SSCC decode to their data', async (lang) => {
    if (!TOOLS) return;
    const pdf = await lpnLabelsPdf(
      NUMBERS.map((no) => ({ no, sscc: SSCC, qty: 12, packType: lang === 'zh' ? '托盘' : 'Pallet' })),
      { lang, prefixLength: 7 },
    );
    const symbols = pdfSymbols(pdf);
    expect(symbols).toHaveLength(NUMBERS.length * 3);
    for (const no of NUMBERS) {
      expect(
        symbols.filter((s) => s === `CODE-128:${no}`),
        no,
      ).toHaveLength(1);
      expect(
        symbols.filter((s) => s === `QR-Code:${no}`),
        no,
      ).toHaveLength(1);
    }
    expect(symbols.filter((s) => s === `CODE-128:00${SSCC}`)).toHaveLength(NUMBERS.length);
    // Beside the QR code and under the bars, each on one line of its own (a wrapped one ran into the rule below).
    const lines = pdfText(pdf).split('\n');
    for (const no of NUMBERS)
      expect(
        lines.filter((l) => l.trim() === no.trim()),
        no,
      ).toHaveLength(2);
  });
});
