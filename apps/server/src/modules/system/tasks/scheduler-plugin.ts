import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Scheduler } from './scheduler.ts';
import { taskRoutes } from './task-routes.ts';
import { TaskService } from './task-service.ts';

/**
 * The task routes, and the scheduler when the config asks for it (SCHEDULER; off under tests):
 * started once the app is ready, stopped, after its pass in progress, when the app closes.
 */
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const svc = new TaskService(app.db, {
    leaseMs: app.config.taskLeaseMs,
    log: app.log,
    notices: app.notices,
    // The mailer is read at each run: a test swaps app.mailer after the app is built.
    context: {
      get mailer() {
        return app.mailer;
      },
      base: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
    },
    onRun: ({ code, trigger, ok }) => app.metrics.taskRuns.inc({ task: code, trigger, outcome: ok ? 'ok' : 'failed' }),
  });
  await app.register(taskRoutes, { svc });
  if (!app.config.scheduler) return;
  const scheduler = new Scheduler(svc, app.config.schedulerTickMs, app.log);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
});
