import { randomBytes } from 'node:crypto';
import { ENUM_LABELS } from '@wms/contract/enums';
import { SUPERUSER } from '@wms/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { location, sysDict, sysMenu, sysRole, sysUser, sysUserRole, warehouse } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
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
  if (opts.demo) await seedDemo(db);
}

async function seedAdmin(db: Db, opts: { adminPassword?: string; log: FastifyBaseLogger }) {
  const [existing] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  if (existing) return;
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
    // Menus are product configuration: a new release's tree replaces the old one's entries by name.
    const [row] = await db
      .insert(sysMenu)
      .values(values)
      .onConflictDoUpdate({ target: sysMenu.name, set: values })
      .returning({ id: sysMenu.id });
    if (m.children) await seedMenu(db, m.children, row!.id);
  }
}

/** A small warehouse so a new user sees real rows (SEED_DEMO=1); only on an empty database. */
async function seedDemo(db: Db) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(warehouse);
  if (Number(n) > 0) return;
  const whs = await db
    .insert(warehouse)
    .values([
      {
        code: 'WH-SH',
        name: '上海包装中心仓',
        addr: '上海市嘉定区安亭镇',
        contact: '王强',
        contactPhone: '021-59570000',
        dflt: true,
      },
      { code: 'WH-CQ', name: '重庆返空仓', addr: '重庆市渝北区', contact: '李娜', contactPhone: '023-67880000' },
    ])
    .returning({ id: warehouse.id });
  const types = ['receive', 'store', 'store', 'store', 'picking', 'ship'] as const;
  const rows = [];
  for (const [w, wh] of whs.entries()) {
    for (let a = 1; a <= 3; a++) {
      for (let r = 1; r <= 10; r++) {
        const i = (a * 10 + r) % types.length;
        rows.push({
          warehouse: wh.id,
          code: `${w === 0 ? 'SH' : 'CQ'}-${String(a).padStart(2, '0')}-${String(r).padStart(2, '0')}`,
          type: types[i]!,
          aisle: String(a).padStart(2, '0'),
          rack: String(r).padStart(2, '0'),
          level: '01',
          bin: '01',
          length: 1.2,
          width: 1.0,
          height: 1.5,
          maxWeight: 1000,
          maxVolume: 1.8,
          maxQty: 40,
        });
      }
    }
  }
  await db.insert(location).values(rows);
}
