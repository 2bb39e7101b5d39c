import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { partnerLink, readLink, signLink } from './statement-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('partner links', () => {
  it('opens the statement it was signed for, until its time is up', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-29T08:00:00Z');
    const token = await signLink(db, 42, now, 30);
    expect(await readLink(db, token, now)).toEqual({ statement: 42, expires: new Date('2026-12-29T08:00:00Z') });
    expect(await readLink(db, token, new Date('2026-12-29T08:00:00Z'))).toEqual({ refused: 'expired' });
    // Another statement's number in the payload, or a changed signature, opens nothing.
    const [payload, sig] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ s: 43, e: 1_900_000_000 })).toString('base64url');
    expect(await readLink(db, `${other}.${sig}`, now)).toEqual({ refused: 'invalid' });
    expect(await readLink(db, `${payload}.${sig.slice(0, -2)}AA`, now)).toEqual({ refused: 'invalid' });
    for (const bad of ['', 'x', 'a.b.c', `${payload}.`]) expect(await readLink(db, bad, now)).toEqual({ refused: 'invalid' });
    expect(partnerLink('https://wms.example.com/', token)).toBe(`https://wms.example.com/partner/statement#t=${token}`);
  });
});
