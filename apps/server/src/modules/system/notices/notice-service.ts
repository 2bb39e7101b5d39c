import {
  NOTICE_AUDIENCE,
  NOTICE_DEFAULTS,
  NOTICE_KINDS,
  NOTICES_KEPT,
  type NoticeKind,
  type NoticeParams,
  noticeTitle,
  type TPushReply,
  type TPushSetting,
} from '@wms/contract/notice';
import { grants } from '@wms/contract/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import type { SmsProvider } from '../../signin/sms-provider.ts';
import { type NewNotice, noticeRepo as repo } from './notice-repository.ts';

/** Something happened that users may want to hear of. */
export interface NoticeEvent<K extends NoticeKind = NoticeKind> {
  kind: K;
  params: NoticeParams[K];
  /** The console screen the notice leads to. */
  link: string | null;
  /** The recipients (the asker of a support message); without it, every holder of the kind's permission. */
  to?: number[];
  /** Left out: the user whose action it was. */
  except?: number;
}

/** A text to send once the event's transaction has committed. */
export interface PendingSms {
  phone: string;
  text: string;
}

const SMS_PREFIX = '【WMS】';

/**
 * Notices and push settings (docs/decisions/system-and-security.md "Notifications and push settings"): `write` stores the
 * console notices inside the caller's transaction (in a savepoint, so a failure is logged and the
 * action goes on) and returns the SMS to send; `deliver` sends them after the commit.
 */
export class NoticeService {
  constructor(private readonly deps: { sms: () => SmsProvider; log: FastifyBaseLogger }) {}

  /** The kinds this user may receive with each channel's setting, and whether they have a phone for SMS. */
  async settingsFor(db: DbOrTx, user: { id: number; permissions: readonly string[] }): Promise<TPushReply> {
    const [saved, phone] = await Promise.all([repo.settings(db, user.id), repo.phoneOf(db, user.id)]);
    const byKind = new Map(saved.map((s) => [s.kind, s]));
    const settings = NOTICE_KINDS.filter((k) => mayReceive(k, user.permissions)).map((kind) => {
      const s = byKind.get(kind);
      return { kind, console: s?.console ?? NOTICE_DEFAULTS.console, sms: s?.sms ?? NOTICE_DEFAULTS.sms };
    });
    return { settings, hasPhone: !!phone };
  }

  /** Saves the given kinds (a kind given twice: the last wins); kinds not given keep their setting. */
  async updateSettings(db: DbOrTx, userId: number, settings: TPushSetting[]): Promise<void> {
    const last = new Map(settings.map((s) => [s.kind, s]));
    await repo.saveSettings(db, userId, [...last.values()]);
  }

  /** Stores the event's console notices; never throws (logs instead). Returns the SMS to send after commit. */
  async write(db: DbOrTx, event: NoticeEvent): Promise<PendingSms[]> {
    try {
      // On a transaction this is a savepoint: a failed write is rolled back alone, the caller's work stays.
      return await db.transaction(async (sp) => {
        const audience = NOTICE_AUDIENCE[event.kind];
        const users = (await repo.users(sp, event.to)).filter(
          (u) => u.id !== event.except && (audience === null || grants(u.permissions, audience)),
        );
        const settings = new Map(
          (
            await repo.settingsOf(
              sp,
              event.kind,
              users.map((u) => u.id),
            )
          ).map((s) => [s.userId, s]),
        );
        const notices: NewNotice[] = [];
        const sms: PendingSms[] = [];
        const text = SMS_PREFIX + noticeTitle(event.kind, event.params as unknown as Record<string, unknown>, 'zh');
        for (const u of users) {
          const s = settings.get(u.id) ?? NOTICE_DEFAULTS;
          if (s.console) notices.push({ userId: u.id, kind: event.kind, params: event.params as never, link: event.link });
          if (s.sms && u.phone) sms.push({ phone: u.phone, text });
        }
        await repo.insert(sp, notices, NOTICES_KEPT);
        return sms;
      });
    } catch (e) {
      this.deps.log.error({ err: e, notice: event.kind }, 'notice not written');
      return [];
    }
  }

  /** Sends the SMS of committed events, one by one, without holding up the caller; failures are logged. */
  deliver(pending: PendingSms[]): Promise<void> {
    if (!pending.length) return Promise.resolve();
    return (async () => {
      for (const p of pending) {
        try {
          await this.deps.sms().send(p.phone, p.text);
        } catch (e) {
          this.deps.log.error({ err: e, phone: p.phone }, 'notice SMS not sent');
        }
      }
    })();
  }

  /** For an event already committed: writes its notices and sends its SMS (not awaited). */
  async notify(db: DbOrTx, event: NoticeEvent): Promise<void> {
    void this.deliver(await this.write(db, event));
  }
}

function mayReceive(kind: NoticeKind, permissions: readonly string[]): boolean {
  const audience = NOTICE_AUDIENCE[kind];
  return audience === null || grants(permissions, audience);
}
