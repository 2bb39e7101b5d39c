import { beforeEach } from 'vitest';

// A test that passes on its retry prints nothing of its first failure: say what it was, so a flaky
// step can be found from a green run's log.
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(({ task: failed }) => {
    const errors = failed.result?.errors ?? [];
    for (const e of errors) console.warn(`[e2e] "${task.name}" failed an attempt: ${e.message}\n${e.stack ?? ''}`.slice(0, 3000));
  });
});
