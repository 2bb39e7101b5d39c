import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/** Departments, a tree: deleting one with users or sub-departments is refused (the FKs restrict as a last guard). */
export const sysDept = pgTable(
  'sys_dept',
  {
    ...baseColumns(),
    parentId: integer().references((): AnyPgColumn => sysDept.id, { onDelete: 'restrict' }),
    name: varchar({ length: 100 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dept_parent_name_uq').on(t.parentId, t.name), index('sys_dept_parent_idx').on(t.parentId)],
);

export const sysUser = pgTable(
  'sys_user',
  {
    ...baseColumns(),
    account: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 200 }),
    phone: varchar({ length: 30 }),
    passwordHash: varchar({ length: 200 }).notNull(),
    enabled: boolean().notNull().default(true),
    /** Registered by the user and not yet enabled by an administrator: sign-in says it waits for approval. */
    awaitingApproval: boolean().notNull().default(false),
    deptId: integer().references(() => sysDept.id, { onDelete: 'restrict' }),
    /** The user's own feature grants; their permissions are these plus their roles'. */
    permissions: jsonb().$type<string[]>().notNull().default([]),
    /**
     * An API key's own user (sys_api_key): account `key:<name>`, the key's role, no password; never listed,
     * edited or signed in as a person (docs/decisions/integration.md "Machine clients (API keys)").
     */
    machine: boolean().notNull().default(false),
  },
  (t) => [
    // A revoked key's user keeps its account, so a new key may take the name again (its uniqueness: sys_api_key).
    uniqueIndex('sys_user_account_uq').on(t.account).where(sql`not ${t.machine}`),
    index('sys_user_dept_idx').on(t.deptId),
    check('sys_user_awaiting_disabled', sql`not (${t.awaitingApproval} and ${t.enabled})`),
  ],
);

export const sysRole = pgTable(
  'sys_role',
  {
    ...baseColumns(),
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    permissions: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.code)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sys_user_role_uq').on(t.userId, t.roleId)],
);

/** Server-side sessions; only the SHA-256 of the token is stored. Expired rows are kept a while so the server can say "token expired". */
export const sysSession = pgTable(
  'sys_session',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    remember: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
  },
  (t) => [uniqueIndex('sys_session_token_uq').on(t.tokenHash), index('sys_session_expires_idx').on(t.expiresAt)],
);

/**
 * API keys (issue 35 §1): only the SHA-256 of the token is kept; each key acts as its own machine user holding
 * `roleId`. A name is unique among keys not revoked.
 */
export const sysApiKey = pgTable(
  'sys_api_key',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 40 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'restrict' }),
    /** Null once the role is deleted: a revoked key gives its role up (its user's roles are removed). */
    roleId: integer().references(() => sysRole.id, { onDelete: 'set null' }),
    /** The token's first characters, to tell keys apart in the list. */
    prefix: varchar({ length: 20 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer(),
    /** Written at most once a minute per key, not on every call. */
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: varchar({ length: 64 }),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_api_key_token_uq').on(t.tokenHash),
    uniqueIndex('sys_api_key_user_uq').on(t.userId),
    uniqueIndex('sys_api_key_live_name_uq').on(t.name).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Failed sign-ins per key: `acct:<name>@<address>` (an account name, known or not, from one address),
 * `account:<name>`, `ip:<address>`, `code:<number>@<address>`, `code:<address>`, `register:<address>`
 * (docs/decisions/system-and-security.md "Sign-in throttling nobody can use to lock someone out").
 */
export const sysLoginThrottle = pgTable('sys_login_throttle', {
  // A number or e-mail address (200) with an IPv6 address (45) and a prefix.
  key: varchar({ length: 300 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** The menu tree (spec §3 MENU); `permission` decides who sees an entry. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer(),
    name: varchar({ length: 100 }).notNull(),
    path: varchar({ length: 200 }).notNull(),
    component: varchar({ length: 200 }),
    redirect: varchar({ length: 200 }),
    title: varchar({ length: 100 }).notNull(),
    titleEn: varchar({ length: 100 }).notNull(),
    icon: varchar({ length: 50 }),
    type: varchar({ length: 16 }).notNull().default('menu'),
    role: jsonb().$type<string[]>(),
    fullpage: boolean().notNull().default(false),
    breadcrumb: boolean().notNull().default(true),
    url: varchar({ length: 500 }),
    permission: varchar({ length: 100 }),
    sort: integer().notNull().default(0),
    /** Changed by an administrator: the start-up seed no longer overwrites it. */
    edited: boolean().notNull().default(false),
    /** Hidden by an administrator: left out of every user's menu (shipped entries are hidden, not deleted). */
    hidden: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('sys_menu_name_uq').on(t.name)],
);

/** Dictionary: labels of the enumerations, editable by an administrator. */
export const sysDict = pgTable(
  'sys_dict',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 50 }).notNull(),
    value: varchar({ length: 50 }).notNull(),
    labelZh: varchar({ length: 100 }).notNull(),
    labelEn: varchar({ length: 100 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_name_value_uq').on(t.name, t.value)],
);

/** Saved filter favourites, per user and resource. */
export const sysUserFilter = pgTable(
  'sys_user_filter',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    resource: varchar({ length: 100 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    filter: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_filter_uq').on(t.userId, t.resource, t.title)],
);
