import { previousMonth } from '@wms/contract/containers/statement';
import type { TaskCode } from '@wms/contract/system-task';
import type { Db } from '../../../db/client.ts';
import { SEND_BATCH, statementMail } from '../../containers/statement-mail.ts';
import { statementRepository } from '../../containers/statement-repository.ts';
import { statementService } from '../../containers/statement-service.ts';
import { dashboardRepository } from '../../dashboard/dashboard-repository.ts';
import { idempotencyRepository } from '../../idempotency/idempotency-repository.ts';
import { deliveryRepository } from '../../integration/delivery-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { jobRepository } from './job-repository.ts';

/** What a job did, in both languages, for the task's last result and its history. */
export interface JobResult {
  zh: string;
  en: string;
}

/** What a job may reach besides the database: the mailer and the console's address for links in mails. */
export interface JobContext {
  mailer?: Mailer;
  base?: string;
}

export interface JobDef {
  cron: string;
  keepDays: number | null;
  run(db: Db, keepDays: number | null, ctx?: JobContext): Promise<JobResult>;
}

/** How far back a first close reaches: a year of ledger, the longest the dashboards show. */
const CLOSE_MAX_DAYS = 400;

/** The server's jobs, by task code, with the schedule and days kept a new database starts with. */
export const JOBS: Record<TaskCode, JobDef> = {
  sessionExpire: {
    cron: '17 * * * *',
    keepDays: 1,
    async run(db, keepDays) {
      const n = await jobRepository.deleteOldSessions(db, keepDays ?? 1);
      // Floor request keys live a day whatever the task keeps of sessions (modules/idempotency).
      const keys = await idempotencyRepository.purge(db);
      return {
        zh: `删除过期会话 ${n} 个、过期请求标识 ${keys} 个`,
        en: `${n} expired sessions and ${keys} request keys deleted`,
      };
    },
  },
  logPurge: {
    cron: '30 3 * * *',
    keepDays: 180,
    async run(db, keepDays) {
      const n = await jobRepository.deleteOldLogs(db, keepDays ?? 180);
      // Webhook events delivered (or given up) are history like the log, kept as long.
      const events = await deliveryRepository.purgeEvents(db, keepDays ?? 180);
      const more = events ? { zh: `，Webhook 事件 ${events} 条`, en: `, and ${events} webhook events` } : { zh: '', en: '' };
      return {
        zh: `删除 ${keepDays} 天前的日志 ${n} 条${more.zh}`,
        en: `${n} log lines older than ${keepDays} days deleted${more.en}`,
      };
    },
  },
  journalClose: {
    cron: '5 0 * * *',
    keepDays: null,
    async run(db) {
      // Ended days are totalled once into ledger_rollup (the dashboards' and journal charts' source):
      // closing them at night spares the first reader of the morning the work.
      const before = await jobRepository.closedDays(db);
      await dashboardRepository.rollUp(db, await jobRepository.closeFrom(db, CLOSE_MAX_DAYS));
      const n = (await jobRepository.closedDays(db)) - before;
      return { zh: `日结 ${n} 天`, en: `${n} days closed` };
    },
  },
  accountStatements: {
    cron: '0 2 1 * *',
    keepDays: null,
    async run(db, _keep, ctx) {
      // Early on the 1st: last month is over, and a confirmed statement is kept if the task runs again.
      const month = previousMonth(await statementRepository.today(db));
      const r = await statementService.make(db, { month }, null);
      const m = month.slice(0, 7);
      // Then mailed, each version once: a run again sends only what changed or failed.
      const mail = { sent: 0, failed: 0 };
      if (ctx?.mailer) {
        const o = { base: ctx.base ?? 'http://localhost', by: null, channel: 'task' as const, lang: 'zh' as const };
        for (let after = 0; ; ) {
          const ids = await statementMail.due(db, month, after, SEND_BATCH);
          if (!ids.length) break;
          const s = await statementMail.send(db, ctx.mailer, ids, o);
          mail.sent += s.sent;
          mail.failed += s.failed + s.noAddress;
          after = ids[ids.length - 1]!;
        }
      }
      return {
        zh: `生成 ${m} 对账单 ${r.made} 份，无变化 ${r.unchanged} 份，已确认保留 ${r.kept} 份；发送 ${mail.sent} 份，未能发送 ${mail.failed} 份`,
        en: `${r.made} container statements made for ${m}, ${r.unchanged} unchanged, ${r.kept} confirmed kept; ${mail.sent} mailed, ${mail.failed} not sent`,
      };
    },
  },
};
