import path from 'node:path';

/** Every setting is an environment variable; the README lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  logLevel: string;
  webDist: string;
  /** Sliding session lifetime without remember-me, minutes. */
  sessionMinutes: number;
  /** Failures before an account or address is locked, and for how long. */
  lockThreshold: number;
  lockMinutes: number;
  poolSize: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === '1',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    sessionMinutes: Number(env.SESSION_MINUTES ?? 120),
    lockThreshold: Number(env.LOCK_THRESHOLD ?? 5),
    lockMinutes: Number(env.LOCK_MINUTES ?? 15),
    poolSize: Number(env.DB_POOL_SIZE ?? 10),
  };
}
