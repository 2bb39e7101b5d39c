import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { ROOT } from './harness.ts';

const CLI = path.join(ROOT, 'apps/server/src/test/template-cli.ts');

/** Vitest global setup of the browser suites: the embedded databases a new console makes at its first start. */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'wms-e2e-tpl-'));
  const plain = path.join(root, 'plain');
  const demo = path.join(root, 'demo');
  const make = (...args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT });
  await Promise.all([make(plain), make(demo, '--demo')]);
  project.provide('consoleTemplates', { plain, demo });
  return () => fs.rmSync(root, { recursive: true, force: true });
}
