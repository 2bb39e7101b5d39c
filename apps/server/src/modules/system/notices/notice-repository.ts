import type { NoticeKind } from '@wms/contract/notice';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysNotice, sysNoticeSetting, sysRole, sysUser, sysUserRole } from '../../../db/schema/index.ts';

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  params: Record<string, unknown>;
  link: string | null;
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** All SQL of notices and push settings. */
export const noticeRepo = {
  /** The user's changed settings (kinds without a row use the defaults). */
  async settings(db: DbOrTx, userId: number) {
    return db
      .select({ kind: sysNoticeSetting.kind, console: sysNoticeSetting.console, sms: sysNoticeSetting.sms })
      .from(sysNoticeSetting)
      .where(eq(sysNoticeSetting.userId, userId));
  },

  async saveSettings(db: DbOrTx, userId: number, settings: { kind: string; console: boolean; sms: boolean }[]) {
    await db
      .insert(sysNoticeSetting)
      .values(settings.map((s) => ({ userId, ...s })))
      .onConflictDoUpdate({
        target: [sysNoticeSetting.userId, sysNoticeSetting.kind],
        set: { console: sql`excluded.console`, sms: sql`excluded.sms` },
      });
  },

  /** Settings of one kind for the given users. */
  async settingsOf(db: DbOrTx, kind: NoticeKind, userIds: number[]) {
    if (!userIds.length) return [];
    return db
      .select({ userId: sysNoticeSetting.userId, console: sysNoticeSetting.console, sms: sysNoticeSetting.sms })
      .from(sysNoticeSetting)
      .where(and(eq(sysNoticeSetting.kind, kind), inArray(sysNoticeSetting.userId, userIds)));
  },

  /** Enabled people (never an API key's user) with their phone and permissions (their roles' and their own). */
  async users(db: DbOrTx, ids?: number[]) {
    const only = ids ? sql`and u.id in (${sql.join(ids.length ? ids : [0], sql`, `)})` : sql``;
    return rows<{ id: number; phone: string | null; permissions: string[] }>(
      await db.execute(sql`select u.id, u.phone, coalesce((select jsonb_agg(distinct g.p) from (
          select jsonb_array_elements_text(r.permissions) p from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id
            where ur.user_id = u.id
          union select jsonb_array_elements_text(u.permissions)) g), '[]'::jsonb) permissions
        from ${sysUser} u where u.enabled and not u.machine ${only} order by u.id`),
    );
  },

  async phoneOf(db: DbOrTx, userId: number): Promise<string | null> {
    const [u] = await db.select({ phone: sysUser.phone }).from(sysUser).where(eq(sysUser.id, userId));
    return u?.phone || null;
  },

  /** Writes the notices, then deletes each recipient's beyond the latest `keep`. */
  async insert(db: DbOrTx, notices: NewNotice[], keep: number) {
    if (!notices.length) return;
    await db.insert(sysNotice).values(notices);
    const users = [...new Set(notices.map((n) => n.userId))];
    await db.execute(sql`delete from ${sysNotice} n using (
        select id from (select id, row_number() over (partition by user_id order by id desc) rn
          from ${sysNotice} where user_id in (${sql.join(users, sql`, `)})) k where k.rn > ${keep}) old
      where n.id = old.id`);
  },

  /** A page of the user's notices, newest first, with the count and their unread count. */
  async mine(db: DbOrTx, userId: number, page: number, length: number, unreadOnly: boolean) {
    const mineWhere = eq(sysNotice.userId, userId);
    const unreadWhere = and(mineWhere, isNull(sysNotice.readAt));
    const where = unreadOnly ? unreadWhere : mineWhere;
    const [list, [total], [unread]] = await Promise.all([
      db
        .select({
          id: sysNotice.id,
          kind: sysNotice.kind,
          params: sysNotice.params,
          link: sysNotice.link,
          createdAt: sysNotice.createdAt,
          readAt: sysNotice.readAt,
        })
        .from(sysNotice)
        .where(where)
        .orderBy(desc(sysNotice.id))
        .limit(length)
        .offset((page - 1) * length),
      db.select({ n: count() }).from(sysNotice).where(where),
      db.select({ n: count() }).from(sysNotice).where(unreadWhere),
    ]);
    return { rows: list, count: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
  },

  /** Marks the user's own notices read (others' ids are ignored); how many changed. */
  async markRead(db: DbOrTx, userId: number, ids: number[] | 'all') {
    const changed = await db
      .update(sysNotice)
      .set({ readAt: sql`now()` })
      .where(and(eq(sysNotice.userId, userId), isNull(sysNotice.readAt), ids === 'all' ? undefined : inArray(sysNotice.id, ids)))
      .returning({ id: sysNotice.id });
    return changed.length;
  },
};
