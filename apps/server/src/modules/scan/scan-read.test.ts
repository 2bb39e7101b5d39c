import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { readScan } from './scan-read.ts';

const GTIN = '09506000134352';
const SSCC = '106141411234567897';

describe('readScan on the server', () => {
  it('takes a plain code or a good GS1 symbol as read', () => {
    expect(readScan(' A-01 ', 'code')).toMatchObject({ code: 'A-01', gs1: false });
    expect(readScan(`]C101${GTIN}10L1`, 'code')).toMatchObject({ gtin: GTIN, lot: 'L1' });
  });

  it('refuses a GS1 symbol with a fault as a whole, naming the field and the AI in both languages', () => {
    const faults: [string, RegExp][] = [
      [`]C101${GTIN.slice(0, 13)}3`, /^\(01\)/],
      [`]C101${GTIN}17271340`, /^\(17\)/],
      [`(00)${SSCC.slice(0, 17)}0`, /^\(00\)/],
      [`(01)${GTIN}(10)A(10)B`, /^\(10\)/],
      [`(01)${GTIN}(10)LOT 1`, /^\(10\)/],
    ];
    for (const [raw, ai] of faults) {
      let error: unknown;
      try {
        readScan(raw, 'lpn');
      } catch (e) {
        error = e;
      }
      expect(error, raw).toBeInstanceOf(AppError);
      const e = error as AppError;
      expect([e.statusCode, e.key, e.extra.field], raw).toEqual([400, 'scan.badGs1', 'lpn']);
      const problem = e.params.problem as { zh: string; en: string };
      expect([problem.en, problem.zh], raw).toEqual([expect.stringMatching(ai), expect.stringMatching(ai)]);
      expect(problem.zh).not.toBe(problem.en);
    }
  });
});
