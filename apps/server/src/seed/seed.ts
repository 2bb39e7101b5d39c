import { randomBytes } from 'node:crypto';
import { ENUM_LABELS } from '@wms/contract/enums';
import { SUPERUSER } from '@wms/contract/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { sysDict, sysMenu, sysRole, sysUser, sysUserRole } from '../db/schema/index.ts';
import { hashPassword, PASSWORD_RULE } from '../modules/auth/password.ts';
import { seedTasks } from '../modules/system/tasks/task-service.ts';
import { seedDemo } from './demo.ts';
import { MENU, type MenuSeed } from './menu.ts';

export const ROLES = [
  { code: 'admin', name: '系统管理员', permissions: [SUPERUSER] },
  {
    code: 'operator',
    name: '仓库操作员',
    permissions: ['setting/*/view', 'bas/*/view', 'product/*/view', 'inbound/*/*', 'outbound/*/*', 'inventory/*/*'],
  },
  { code: 'viewer', name: '只读用户', permissions: ['*/*/view'] },
];

/** Idempotent: run at every start, inside the migration lock, so concurrent starts seed once. */
export async function seed(db: Db, opts: { adminPassword?: string; demo: boolean; log: FastifyBaseLogger }) {
  for (const r of ROLES) {
    await db.insert(sysRole).values(r).onConflictDoNothing({ target: sysRole.code });
  }
  await seedAdmin(db, opts);
  await seedMenu(db, MENU, null);
  for (const [name, labels] of Object.entries(ENUM_LABELS)) {
    const rows = Object.entries(labels).map(([value, l], sort) => ({ name, value, labelZh: l.zh, labelEn: l.en, sort }));
    await db.insert(sysDict).values(rows).onConflictDoNothing();
  }
  await seedTasks(db);
  if (opts.demo) {
    const added = await seedDemo(db);
    opts.log.info(
      added
        ? `seeded demo data: ${Object.entries(added)
            .map(([name, n]) => `${n} ${name}`)
            .join(', ')}`
        : 'demo data not seeded: the database already has warehouses',
    );
  }
}

async function seedAdmin(db: Db, opts: { adminPassword?: string; log: FastifyBaseLogger }) {
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  if (existing) return;
  // main.ts refuses a weak ADMIN_PASSWORD at start-up with a one-line message; this guards other callers.
  if (opts.adminPassword !== undefined && !PASSWORD_RULE.test(opts.adminPassword)) {
    throw new Error('ADMIN_PASSWORD is too weak: use 8 or more characters with letters and digits');
  }
  const generated = !opts.adminPassword;
  // 18 random bytes in base64url always hold letters; the suffix guarantees a digit for the password rule.
  const password = opts.adminPassword ?? `${randomBytes(18).toString('base64url')}7`;
  const [admin] = await db
    .insert(sysUser)
    .values({ account: 'admin', name: '管理员', passwordHash: await hashPassword(password) })
    .returning({ id: sysUser.id });
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'admin'));
  await db.insert(sysUserRole).values({ userId: admin!.id, roleId: role!.id });
  if (generated)
    opts.log.warn(`created account "admin" with password: ${password} (shown once; set ADMIN_PASSWORD to choose it)`);
}

async function seedMenu(db: Db, items: MenuSeed[], parentId: number | null) {
  for (const [sort, m] of items.entries()) {
    const values = {
      parentId,
      name: m.name,
      path: m.path,
      title: m.title,
      titleEn: m.titleEn,
      component: m.component ?? null,
      icon: m.icon ?? null,
      permission: m.permission ?? null,
      type: m.type ?? 'menu',
      fullpage: m.fullpage ?? false,
      url: m.url ?? null,
      sort,
    };
    // Menus are product configuration: a new release's tree replaces the old one's entries by name,
    // except those an administrator edited (/system/menu), which stay as they were made.
    const [row] = await db
      .insert(sysMenu)
      .values(values)
      .onConflictDoUpdate({ target: sysMenu.name, set: values, setWhere: eq(sysMenu.edited, false) })
      .returning({ id: sysMenu.id });
    const id = row?.id ?? (await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.name, m.name)))[0]!.id;
    if (m.children) await seedMenu(db, m.children, id);
  }
}
