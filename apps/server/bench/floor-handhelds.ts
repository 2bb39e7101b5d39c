/**
 * The burst's handhelds (floor-bench.ts), in a process of their own as real handhelds are devices of
 * their own: their HTTP client's work does not run on the server's thread. Each sends `perSecond`
 * receive scans a second to its order for `seconds`, every tenth a second time with its key (a retry
 * after a lost answer), and the times of all requests go back to the bench on stdout as JSON.
 * Node runs this file as it is (type stripping): it imports nothing that needs tsx.
 */
import { randomUUID } from 'node:crypto';
import { jsonClient } from './json-client.ts';

interface Job {
  base: string;
  token: string;
  orders: number[];
  code: string;
  perSecond: number;
  seconds: number;
  /** Every handheld sends at the same instants (the worst case), not each at its own moment. */
  inStep?: boolean;
}

const job: Job = JSON.parse(process.argv[2] ?? '{}');
const send = jsonClient(job.base, { 'x-auth-token': job.token });
const times: number[] = [];
let sent = 0;
let failed = 0;
const until = performance.now() + job.seconds * 1000;
await Promise.all(
  job.orders.map(async (id) => {
    let own = 0;
    // Each handheld starts at a moment of its own within the first period, as workers do: handhelds in step
    // would send all their scans in the same instant, ten times a second (the bench prints that case too).
    const period = 1000 / job.perSecond;
    for (let next = performance.now() + (job.inStep ? 0 : Math.random() * period); next < until; next += period) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const key = randomUUID();
      const copies = ++own % 10 === 0 ? 2 : 1;
      for (let copy = 0; copy < copies; copy++) {
        const t0 = performance.now();
        const { status } = await send(
          'POST',
          '/inbound/ib/order/~scan',
          { id, code: job.code },
          { 'idempotency-key': key },
        ).catch(() => ({ status: 0 }));
        if (status !== 200) failed++;
        times.push(performance.now() - t0);
      }
      sent++;
    }
  }),
);
process.stdout.write(JSON.stringify({ times, sent, failed }));
