import type { LabelContext } from '@wms/contract/validation-messages';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Lang } from './i18n/messages.ts';

export interface SessionUser {
  id: number;
  account: string;
  name: string;
  roles: string[];
  permissions: string[];
  /** 0 for an API key, which has no session. */
  sessionId: number;
  /** Set when the caller is an API key (its `sys_api_key` id): the user is the key's own machine user. */
  apiKeyId?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' needs no sign-in; 'user' any signed-in user; otherwise the permission string required. */
    access?: 'public' | 'user' | (string & {});
    /** Workflow routes: the definitions whose labels name the fields of a refused body (and of its `items.N`). */
    labels?: Omit<LabelContext, 'root'>;
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
