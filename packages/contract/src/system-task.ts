import { z } from 'zod';
import { CRON_FORM, isValidCron } from './cron.ts';
import { defineResource } from './resource.ts';
import { zId, zInt, zText } from './scalars-schema.ts';
import { vmError } from './validation-messages.ts';

/**
 * Scheduled system tasks (`/system/task`, issue 14 §4). The tasks are fixed by the server (their
 * codes below); an administrator edits when they run, whether they run, and how many days the
 * housekeeping ones keep.
 */
export const TASK_CODES = ['sessionExpire', 'logPurge', 'journalClose', 'accountStatements'] as const;
export type TaskCode = (typeof TASK_CODES)[number];

export const TASK_LABELS: Record<TaskCode, { zh: string; en: string }> = {
  sessionExpire: { zh: '清理过期会话', en: 'Expire old sessions' },
  logPurge: { zh: '清理过期日志', en: 'Purge old audit logs' },
  journalClose: { zh: '库存日记账日结', en: 'Nightly stock-journal close' },
  accountStatements: { zh: '生成上月包装往来对账单', en: "Make last month's container statements" },
};

export const sysTask = defineResource({
  name: 'sysTask',
  path: '/system/task',
  labelField: 'code',
  codeField: 'code',
  fields: [
    { name: 'code', kind: 'string', max: 50 },
    { name: 'cron', kind: 'string', required: true, max: 100 },
    { name: 'enabled', kind: 'bool' },
    { name: 'keepDays', kind: 'int' },
  ],
});

export const zCron = () =>
  zText(100)
    .trim()
    .regex(CRON_FORM, vmError('cron'))
    .refine((s) => isValidCron(s), vmError('cron'))
    .describe('Five fields, minute hour day month weekday (0–59, 0–23, 1–31, 1–12, 0–7 with 0 and 7 Sunday)');

export const ZTaskUpdate = z.object({
  id: zId(),
  cron: zCron(),
  enabled: z.boolean(),
  /** Days kept by the purging tasks; ignored by the others. */
  keepDays: zInt(1, 3650).nullable().optional(),
});
export type TTaskUpdate = z.infer<typeof ZTaskUpdate>;

export const ZTaskEnable = z.object({ id: zId(), enabled: z.boolean() });
export const ZTaskId = z.object({ id: zId() });

export const RUN_STATUSES = ['running', 'ok', 'error'] as const;

export const ZTaskRow = z.object({
  id: z.number().int(),
  code: z.enum(TASK_CODES),
  cron: z.string(),
  enabled: z.boolean(),
  keepDays: z.number().int().nullable(),
  nextRunAt: z.string().nullable(),
  running: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastStatus: z.enum(RUN_STATUSES).nullable(),
  lastMessage: z.string().nullable(),
});
export type TTaskRow = z.infer<typeof ZTaskRow>;

export const ZTaskRun = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  trigger: z.enum(['schedule', 'manual']),
  runner: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  status: z.enum(RUN_STATUSES),
  message: z.string().nullable(),
});
export type TTaskRun = z.infer<typeof ZTaskRun>;
