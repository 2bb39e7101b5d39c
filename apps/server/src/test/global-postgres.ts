import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate, dropTestDatabases } from './templates.ts';

/**
 * Vitest global setup of the PostgreSQL suites: `<database>_tpl`, migrated and seeded once, from which
 * each worker's own database is made (setup-postgres.ts), so files run in parallel without sharing data.
 */
export default async function setup(project: TestProject) {
  const url = (project.config.env?.DATABASE_URL as string | undefined) || process.env.DATABASE_URL;
  if (!url) return;
  project.provide('postgresTemplate', await buildPostgresTemplate(url));
  return () => dropTestDatabases(url);
}
