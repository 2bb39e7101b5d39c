import { ZOkReply } from '@wms/contract/reply';
import { zId, zText } from '@wms/contract/scalars-schema';
import { sysTask as taskDef, ZTaskEnable, ZTaskId, ZTaskRow, ZTaskRun, ZTaskUpdate } from '@wms/contract/system-task';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../i18n/messages.ts';
import { runReply, taskReply } from './task-repository.ts';
import type { TaskService } from './task-service.ts';

/** Scheduled system tasks (docs/api.md "Scheduled tasks"). */
export async function taskRoutes(fastify: FastifyInstance, opts: { svc: TaskService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { svc } = opts;
  const access = (action: string) => ({ access: `system/task/${action}`, labels: { def: taskDef } });
  const tags = ['task'];
  const saved = ZOkReply(ZTaskRow).describe('The task as saved');

  app.get(
    '/system/task/_list',
    {
      config: access('view'),
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZTaskRow)).describe('Every scheduled task with its last run') },
      },
    },
    async (req) => ({ action: 'ok' as const, message: '', data: (await svc.list()).map((t) => taskReply(t, req.lang)) }),
  );

  app.get(
    '/system/task/_runs',
    {
      config: access('view'),
      schema: {
        tags,
        querystring: z.object({ id: zId(), _: zText(32).optional() }),
        response: { 200: ZOkReply(z.array(ZTaskRun)).describe('The task’s last 50 runs, newest first') },
      },
    },
    async (req) => {
      await svc.get(req.query.id);
      return { action: 'ok' as const, message: '', data: (await svc.runs(req.query.id)).map((r) => runReply(r, req.lang)) };
    },
  );

  app.post(
    '/system/task/~update',
    { config: access('update'), schema: { tags, body: ZTaskUpdate, response: { 200: saved } } },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: taskReply(await svc.update(req.body), req.lang),
    }),
  );

  app.post(
    '/system/task/~enable',
    { config: access('update'), schema: { tags, body: ZTaskEnable, response: { 200: saved } } },
    async (req) => ({
      action: 'ok' as const,
      message: msg(req.lang, 'saved'),
      data: taskReply(await svc.setEnabled(req.body.id, req.body.enabled), req.lang),
    }),
  );

  app.post(
    '/system/task/~run',
    {
      config: access('run'),
      schema: {
        tags,
        body: ZTaskId,
        response: { 200: ZOkReply(ZTaskRun).describe('The run, finished: its result and duration') },
      },
    },
    async (req) => {
      const run = runReply(await svc.runNow(req.body.id), req.lang);
      const key = run.status === 'ok' ? 'task.ran' : 'task.failed';
      return { action: 'ok' as const, message: msg(req.lang, key, { message: run.message ?? '' }), data: run };
    },
  );
}
