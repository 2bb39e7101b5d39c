import { z } from 'zod';
import { zId } from './scalars-schema.ts';
import { TASK_LABELS, type TaskCode } from './system-task.ts';

/**
 * Notices and push settings (spec §2 "push settings"; docs/decisions/system-and-security.md "Notifications and push
 * settings"): what the server tells a user about, and through which channel. A notice is stored as
 * its kind and params and rendered in the reader's language.
 */
export const NOTICE_KINDS = ['supportReply', 'supportNew', 'taskFailed'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, { zh: string; en: string }> = {
  supportReply: { zh: '留言被回复', en: 'Reply to my support message' },
  supportNew: { zh: '新客服留言', en: 'New support message' },
  taskFailed: { zh: '计划任务失败', en: 'Scheduled task failed' },
};

/**
 * Who may receive a kind: everyone (null), or the holders of a permission. A user's settings list
 * only the kinds they may receive.
 */
export const NOTICE_AUDIENCE: Record<NoticeKind, string | null> = {
  supportReply: null,
  supportNew: 'system/msg/reply',
  taskFailed: 'system/task/update',
};

export const NOTICE_CHANNELS = ['console', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, { zh: string; en: string }> = {
  console: { zh: '站内通知', en: 'In console' },
  sms: { zh: '短信', en: 'SMS' },
};

/** A kind nobody has changed: shown in the console, no SMS. */
export const NOTICE_DEFAULTS: Record<NoticeChannel, boolean> = { console: true, sms: false };

/** Notices kept per user: older ones are deleted as new ones arrive. */
export const NOTICES_KEPT = 200;

/** What each kind's notice carries (stored as jsonb beside the kind). */
export interface NoticeParams {
  supportReply: { by: string; excerpt: string };
  supportNew: { account: string; excerpt: string };
  taskFailed: { code: string; message: string };
}

type Lang = 'zh' | 'en';
const taskName = (code: string, lang: Lang) => TASK_LABELS[code as TaskCode]?.[lang] ?? code;

/** A notice's title in the reader's language. */
export function noticeTitle(kind: string, params: Record<string, unknown>, lang: Lang): string {
  const p = (k: string) => String(params[k] ?? '');
  switch (kind) {
    case 'supportReply':
      return lang === 'en' ? `${p('by')} answered your message: ${p('excerpt')}` : `${p('by')} 回复了您的留言：${p('excerpt')}`;
    case 'supportNew':
      return lang === 'en'
        ? `New support message from ${p('account')}: ${p('excerpt')}`
        : `${p('account')} 发来客服留言：${p('excerpt')}`;
    case 'taskFailed':
      return lang === 'en'
        ? `Scheduled task "${taskName(p('code'), lang)}" failed: ${p('message')}`
        : `计划任务“${taskName(p('code'), lang)}”执行失败：${p('message')}`;
    default:
      return kind;
  }
}

/** The first characters of a text, on one line, for a title. */
export function excerpt(text: string, max = 40): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

export const ZPushSetting = z.object({
  kind: z.enum(NOTICE_KINDS),
  console: z.boolean(),
  sms: z.boolean(),
});
export type TPushSetting = z.infer<typeof ZPushSetting>;

export const ZPushUpdate = z.object({ settings: z.array(ZPushSetting).min(1).max(NOTICE_KINDS.length) });
export type TPushUpdate = z.infer<typeof ZPushUpdate>;

/** `GET /system/user/_push`: the kinds this user may receive with their channels, and whether SMS can reach them. */
export const ZPushReply = z.object({
  settings: z.array(ZPushSetting),
  hasPhone: z.boolean(),
});
export type TPushReply = z.infer<typeof ZPushReply>;

export const ZNoticeMineQuery = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  length: z.number().int().min(1).max(100).default(10),
  unread: z.boolean().optional(),
});

/** Marks the given notices read, or all of the user's (`{all: true}`). */
export const ZNoticeRead = z
  .object({
    ids: z.array(zId()).min(1).max(NOTICES_KEPT).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => (b.ids ? 1 : 0) + (b.all ? 1 : 0) === 1, { message: 'ids or all: true' })
  .meta({ description: 'Exactly one of `ids` and `all`', oneOf: [{ required: ['ids'] }, { required: ['all'] }] });

export const ZNoticeRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNoticeRow = z.infer<typeof ZNoticeRow>;

export const ZNoticePage = z.object({ rows: z.array(ZNoticeRow), count: z.number().int(), unread: z.number().int() });
export type TNoticePage = z.infer<typeof ZNoticePage>;
