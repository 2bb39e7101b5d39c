import { inject } from 'vitest';
import { databaseName, databaseUrl, ensureFromTemplate } from './templates.ts';

/**
 * Points DATABASE_URL at this worker's own database (`<database>_w<pool id>`, made from the run's
 * template when missing) before the test file loads: everything the file starts, child servers
 * included, then works there, and files in other workers never see its rows, sessions or locks.
 */
const base = process.env.WMS_TEST_BASE_URL || process.env.DATABASE_URL;
if (base) {
  process.env.WMS_TEST_BASE_URL = base;
  const name = `${databaseName(base)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  process.env.DATABASE_URL = databaseUrl(base, name);
  await ensureFromTemplate(base, name, inject('postgresTemplate'));
}
