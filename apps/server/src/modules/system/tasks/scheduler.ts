import type { FastifyBaseLogger } from 'fastify';
import type { TaskService } from './task-service.ts';

/**
 * The loop that runs due tasks: every `tickMs` it claims what is due (task-service runDue). Every
 * process runs one; the lease row decides which process runs a task. `stop` waits for a pass in
 * progress, so the app closes after its run is recorded.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly svc: TaskService,
    private readonly tickMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      this.pass = this.svc
        .runDue()
        .then(() => undefined)
        .catch((e: unknown) => this.log.error({ err: e }, 'scheduler pass failed'))
        .finally(() => {
          this.pass = undefined;
          if (!this.stopped) this.schedule(this.tickMs);
        });
    }, ms);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
  }
}
