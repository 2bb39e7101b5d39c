import { describe, expect, it } from 'vitest';
import { bodyDifferences, bodyHash, canonicalBody, differencesText } from './sender-ref.ts';

describe('the canonical body of an API key’s ~add under its extRef', () => {
  it('sorts keys at every level, drops null and absent alike, keeps lines in order', () => {
    const a = canonicalBody({
      warehouse: 1,
      comment: null,
      items: [
        { qty: 2, sku: 7 },
        { sku: 8, qty: 1 },
      ],
      extRef: 'R',
    });
    const b = canonicalBody({
      extRef: 'R',
      items: [
        { sku: 7, qty: 2 },
        { qty: 1, sku: 8, lotNo: undefined },
      ],
      warehouse: 1,
    });
    expect(JSON.stringify(a)).toBe('{"extRef":"R","items":[{"qty":2,"sku":7},{"qty":1,"sku":8}],"warehouse":1}');
    expect(bodyHash(a)).toBe(bodyHash(b));
    expect(bodyHash(a)).toMatch(/^[0-9a-f]{64}$/);
    const swapped = canonicalBody({
      warehouse: 1,
      extRef: 'R',
      items: [
        { sku: 8, qty: 1 },
        { qty: 2, sku: 7 },
      ],
    });
    expect(bodyHash(swapped)).not.toBe(bodyHash(a));
  });

  it('keeps dates as their JSON text', () => {
    expect(canonicalBody({ d: new Date('2026-11-29T00:00:00Z') })).toEqual({ d: '2026-11-29T00:00:00.000Z' });
  });
});

describe('what differs between two bodies', () => {
  const first = canonicalBody({
    customer: 3,
    warehouse: 1,
    items: [
      { packaging: 5, qty: 5 },
      { material: 9, qty: 3 },
    ],
  });

  it('names header fields, then line fields by position, with both values (absent as null)', () => {
    const now = canonicalBody({
      customer: 4,
      comment: 'rush',
      warehouse: 1,
      items: [
        { packaging: 5, qty: 5 },
        { material: 9, qty: 7 },
      ],
    });
    expect(bodyDifferences(first, now)).toEqual([
      { field: 'comment', first: null, now: 'rush' },
      { field: 'customer', first: 3, now: 4 },
      { field: 'items.1.qty', first: 3, now: 7 },
    ]);
  });

  it('names a line only one body has whole', () => {
    const now = canonicalBody({ customer: 3, warehouse: 1, items: [{ packaging: 5, qty: 5 }] });
    expect(bodyDifferences(first, now)).toEqual([{ field: 'items.1', first: { material: 9, qty: 3 }, now: null }]);
  });

  it('finds none between equal bodies', () => {
    expect(bodyDifferences(first, canonicalBody(JSON.parse(JSON.stringify(first))))).toEqual([]);
  });

  it('lists ten in the message and counts the rest, in both languages', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ field: `items.${i}.qty`, first: i, now: i + 1 }));
    const en = differencesText('en', many);
    expect(en.split('; ')).toHaveLength(11);
    expect(en).toMatch(/^items\.0\.qty: 0 → 1; items\.1\.qty: 1 → 2; .*items\.9\.qty: 9 → 10; and 2 more$/);
    expect(differencesText('zh', many)).toMatch(/items\.9\.qty: 9 → 10；另有 2 处$/);
    expect(differencesText('en', [{ field: 'comment', first: null, now: 'x'.repeat(80) }])).toBe(
      `comment: — → "${'x'.repeat(58)}…`,
    );
  });
});
