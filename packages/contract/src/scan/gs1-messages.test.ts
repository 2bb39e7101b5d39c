import { describe, expect, it } from 'vitest';
import { gs1ErrorText } from './gs1-messages.ts';
import type { Gs1ErrorCode, Gs1Problem } from './gs1-problems.ts';
import { parseScan } from './parse-scan.ts';

const EXAMPLES: Record<Gs1ErrorCode, Gs1Problem> = {
  unknownAi: { code: 'unknownAi', ai: '7099' },
  empty: { code: 'empty', ai: '10' },
  length: { code: 'length', ai: '01', min: 14, max: 14, expected: 'digits' },
  charset: { code: 'charset', ai: '10', expected: 'cset82' },
  checkDigit: { code: 'checkDigit', ai: '01' },
  date: { code: 'date', ai: '17', expected: 'month' },
  time: { code: 'time', ai: '7003', expected: 'hour' },
  format: { code: 'format', ai: '422', expected: 'iso3166' },
  noAi: { code: 'noAi', position: 18 },
  noData: { code: 'noData' },
  duplicateAi: { code: 'duplicateAi', ai: '10' },
  requires: { code: 'requires', ai: '10', expected: '01,02' },
  excludes: { code: 'excludes', ai: '01', other: '02' },
  dlUri: { code: 'dlUri', expected: 'domain' },
  dlPath: { code: 'dlPath', ai: '99', expected: 'order' },
  dlQuery: { code: 'dlQuery', ai: '10', expected: 'inPath' },
};

describe('gs1ErrorText', () => {
  it.each(Object.entries(EXAMPLES))('%s has an English and a Chinese text naming the AI', (_, problem) => {
    for (const lang of ['en', 'zh'] as const) {
      const text = gs1ErrorText(problem, lang);
      expect(text.length).toBeGreaterThan(3);
      if (problem.ai) expect(text.startsWith(`(${problem.ai}) `)).toBe(true);
    }
    expect(gs1ErrorText(problem, 'zh')).not.toBe(gs1ErrorText(problem, 'en'));
  });

  it('says what a server answers in either language', () => {
    const scan = parseScan('(01)09506000134352(17)201301');
    expect(scan.kind === 'gs1' && scan.problems).toEqual([{ code: 'date', ai: '17', expected: 'month' }]);
    if (scan.kind !== 'gs1') return;
    expect(gs1ErrorText(scan.problems[0]!, 'en')).toBe('(17) month must be 01-12');
    expect(gs1ErrorText(scan.problems[0]!, 'zh')).toBe('(17) 月份必须为 01-12');
    expect(gs1ErrorText(EXAMPLES.requires, 'en')).toBe('(10) requires (01) or (02)');
    expect(gs1ErrorText(EXAMPLES.length, 'en')).toBe('(01) must be 14 digits');
  });
});
