// `npm test`: lint and type check, then two vitest runs side by side: the browser journeys (after the build
// they need) one file at a time, and every other project on the remaining cores. Arguments, if any, go to a
// single `vitest run` instead (e.g. `npm test -- e2e/count.test.ts`).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
const started = Date.now();
const took = (t0) => `${Math.round((Date.now() - t0) / 1000)} s`;

/** Runs a command; with a prefix its lines are prefixed (two runs share one log). Resolves to its exit code. */
function run(cmd, cmdArgs, prefix) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
      }
    }
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function step(name, cmd, cmdArgs, prefix) {
  const t0 = Date.now();
  const code = await run(cmd, cmdArgs, prefix);
  console.log(`${prefix ?? '[test]'} ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${took(t0)}`);
  return code;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if ((await step('lint', npm, ['run', 'lint'])) || (await step('type check', npm, ['run', 'typecheck']))) process.exit(1);

let codes;
if (args.length) {
  codes = [(await step('build', npm, ['run', 'build'])) || (await step('vitest', npx, ['vitest', 'run', ...args]))];
} else {
  codes = await Promise.all([
    (async () =>
      (await step('build', npm, ['run', 'build'], '[e2e]')) ||
      (await step('browser journeys', npx, ['vitest', 'run', '--project=e2e'], '[e2e]')))(),
    step('unit, API and database suites', npx, ['vitest', 'run', '--project=!e2e']),
  ]);
}
const failed = codes.some((c) => c !== 0);
console.log(`[test] ${failed ? 'FAILED' : 'all passed'} in ${took(started)}`);
process.exit(failed ? 1 : 0);
