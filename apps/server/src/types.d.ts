import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Lang } from './i18n/messages.ts';

export interface SessionUser {
  id: number;
  account: string;
  name: string;
  roles: string[];
  permissions: string[];
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' needs no sign-in; 'user' any signed-in user; otherwise the permission string required. */
    access?: 'public' | 'user' | (string & {});
  }
  interface FastifyRequest {
    user: SessionUser | null;
    lang: Lang;
  }
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}
