// `npm test`: lint and type check, then every project but the browser journeys on all cores, then the build and
// the browser journeys one file at a time. One after the other, not side by side: on a 2-core runner the two runs
// together took 25 and 26 min where each alone takes 6 and 7 (docs/decisions/tests-and-ci.md, "Test run time"). Arguments, if
// any, go to a single `vitest run` instead (e.g. `npm test -- e2e/count.test.ts`).
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const started = Date.now();
const took = (t0) => `${Math.round((Date.now() - t0) / 1000)} s`;

/** Runs a command with its output on ours. Resolves to its exit code. */
function run(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function step(name, cmd, cmdArgs) {
  const t0 = Date.now();
  const code = await run(cmd, cmdArgs);
  console.log(`[test] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${took(t0)}`);
  return code;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if ((await step('lint', npm, ['run', 'lint'])) || (await step('type check', npm, ['run', 'typecheck']))) process.exit(1);

let codes;
if (args.length) {
  codes = [(await step('build', npm, ['run', 'build'])) || (await step('vitest', npx, ['vitest', 'run', ...args]))];
} else {
  // The journeys run even when a suite failed, so one run reports every failure.
  codes = [
    await step('unit, API and database suites', npx, ['vitest', 'run', '--project=!e2e']),
    (await step('build', npm, ['run', 'build'])) || (await step('browser journeys', npx, ['vitest', 'run', '--project=e2e'])),
  ];
}
const failed = codes.some((c) => c !== 0);
console.log(`[test] ${failed ? 'FAILED' : 'all passed'} in ${took(started)}`);
process.exit(failed ? 1 : 0);
