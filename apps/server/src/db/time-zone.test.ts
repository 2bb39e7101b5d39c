import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** The day it is now in `zone`, as yyyy-mm-dd. */
const dayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const today = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  ((await db.execute(sql`select current_date::text as d`)) as unknown as { rows: { d: string }[] }).rows[0]!.d;

// UTC+14 and UTC−11: at any moment at least one of them is on another day than UTC.
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe('the site’s day (SITE_TIME_ZONE)', () => {
  it('is the database sessions’ day, on PGlite', async () => {
    for (const zone of ZONES) {
      const client = await PGlite.create();
      const database = await openDatabase({ pglite: client, timeZone: zone });
      expect(await today(database.db)).toBe(dayIn(zone));
      await client.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is every pooled connection’s day, on PostgreSQL', async () => {
    for (const zone of ZONES) {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2, timeZone: zone });
      const days = await Promise.all([today(database.db), today(database.db), today(database.db)]);
      expect(days).toEqual([dayIn(zone), dayIn(zone), dayIn(zone)]);
      await database.close();
    }
  });

  it('takes IANA names only', () => {
    expect(loadConfig({ SITE_TIME_ZONE: 'Asia/Shanghai' }).siteTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({}).siteTimeZone).toBeUndefined();
    for (const bad of ['Mars/Olympus', "UTC'; drop table x", 'GMT+8 ']) {
      expect(() => loadConfig({ SITE_TIME_ZONE: bad })).toThrow(/SITE_TIME_ZONE/);
    }
  });
});
