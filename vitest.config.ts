import os from 'node:os';
import { defineConfig } from 'vitest/config';

const server = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Every file builds its own app on its own database, so a worker's files can share one module graph:
  // importing the server anew for each of ~100 files was half the project's time (docs/decisions/tests-and-ci.md).
  isolate: false,
} as const;

/**
 * The database suites run on the embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set.
 * Each test app copies a database migrated and seeded once per run (apps/server/src/test/templates.ts); on
 * PostgreSQL each worker has a database of its own (setup-postgres.ts).
 */
const databases = [
  {
    test: { ...server, name: 'server', env: { DATABASE_URL: '' }, globalSetup: ['apps/server/src/test/global-pglite.ts'] },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          test: {
            ...server,
            name: 'server-postgres',
            env: { DATABASE_URL: process.env.DATABASE_URL },
            globalSetup: ['apps/server/src/test/global-postgres.ts'],
            setupFiles: ['apps/server/src/test/setup-postgres.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // Vitest's default leaves one of a 2-core runner's cores to itself; the files wait on databases, child
    // servers and the browser much of the time, so both are used (docs/decisions/tests-and-ci.md, "Test run time").
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      ...databases,
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen test mounts antd and imports its chunks cold: 2–5 s on a 2-core runner under load, so 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['e2e/setup.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One console and browser at a time: `npm test` (scripts/test.mjs) runs this project in a vitest of
          // its own after the others, so its files never wait behind the database suites nor crowd them.
          fileParallelism: false,
          // A screen answers within a second on an idle machine, not always on a loaded 2-core CI runner.
          expect: { poll: { timeout: 10_000 } },
          // One more try for a browser journey whose click was lost on a loaded runner; a broken
          // journey fails both (docs/decisions/tests-and-ci.md, "Browser tests get one retry").
          retry: 1,
        },
      },
    ],
  },
});
