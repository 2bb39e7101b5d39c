import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, scratchRoot } from './templates.ts';

/** Vitest global setup of the PGlite suites: one migrated, seeded data directory that each test app copies. */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(scratchRoot(), 'wms-run-'));
  const template = path.join(root, 'template');
  await buildPgliteTemplate(template);
  project.provide('pgliteTemplate', template);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
