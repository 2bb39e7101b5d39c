import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PASSWORD_RULE } from './modules/auth/password.ts';

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
  /**
   * Lists whose filtered row count the planner estimates above this answer the estimate
   * (`countEstimated`) instead of counting; 0 counts always. docs/decisions/performance.md "Estimated counts".
   */
  countEstimateRows: number;
  /** Where uploaded files are kept (several processes on one PostgreSQL share this folder). */
  filesDir: string;
  /** Files one user may keep. */
  filesPerUser: number;
  /** Which peers may set X-Forwarded-For (Fastify's trustProxy): none by default. */
  trustProxy: TrustProxy;
  /** Longest time to receive one whole request, headers and body (uploads on a slow link take longest), ms. */
  requestTimeoutMs: number;
  /** Send HSTS and `upgrade-insecure-requests` even on plain-HTTP requests (the console is only reached through https). */
  httpsOnly: boolean;
  /** GS1 company prefix (7–10 digits) and extension digit of the SSCCs on LPN labels (modules/print/sscc.ts). */
  gs1CompanyPrefix: string;
  gs1Extension: string;
  /** The logo order prints carry with `logo=1` (PNG or JPEG bytes): `PRINT_LOGO`, else the bundled one. */
  printLogo: Buffer;
  /** How SMS codes are delivered: `log` (the server log, the default) or `http` (a gateway at `smsHttpUrl`). */
  smsProvider: 'log' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** How e-mail codes (password reset) are delivered: `log` (the default) or `http` (a mail gateway at `mailHttpUrl`). */
  mailProvider: 'log' | 'http';
  mailHttpUrl: string | undefined;
  mailHttpToken: string | undefined;
  /** Run the scheduled system tasks in this process (SCHEDULER=1/0; on by default, off under NODE_ENV=test). */
  scheduler: boolean;
  /** How often the scheduler looks for due tasks (SCHEDULER_TICK, seconds). */
  schedulerTickMs: number;
  /** How long a task's claim lasts without renewal before another process takes it over (TASK_LEASE, seconds). */
  taskLeaseMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: portOf(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: adminPasswordOf(env.ADMIN_PASSWORD),
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
    countEstimateRows: Number(env.COUNT_ESTIMATE_ROWS ?? 10_000),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? path.join(root, 'data'), 'files')),
    filesPerUser: Number(env.FILES_PER_USER ?? 500),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT ?? 120) * 1000,
    httpsOnly: env.HTTPS_ONLY === '1',
    gs1CompanyPrefix: gs1PrefixOf(env.GS1_COMPANY_PREFIX),
    gs1Extension: gs1ExtensionOf(env.GS1_EXTENSION_DIGIT),
    printLogo: printLogoOf(env.PRINT_LOGO),
    ...smsOf(env),
    ...mailOf(env),
    scheduler: env.SCHEDULER ? env.SCHEDULER === '1' : env.NODE_ENV !== 'test',
    schedulerTickMs: Number(env.SCHEDULER_TICK ?? 30) * 1000,
    taskLeaseMs: Number(env.TASK_LEASE ?? 300) * 1000,
  };
}

/** A setting that cannot work; `main` prints the message (one line, saying what to do) and exits. */
export class ConfigError extends Error {}

/** false, true (any peer), a hop count, or the addresses/CIDRs of the proxies in front. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError(`PORT=${value} is not a port number; use 1-65535`);
  return port;
}

function adminPasswordOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!PASSWORD_RULE.test(value)) {
    throw new ConfigError('ADMIN_PASSWORD is too weak: use 8 or more characters with letters and digits');
  }
  return value;
}

function trustProxyOf(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    // Fastify reads a hop count this way too; its types only know the function form.
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  const list = v.split(',').map((s) => s.trim());
  for (const entry of list) {
    const [addr, bits, ...rest] = entry.split('/');
    const family = net.isIP(addr ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address or CIDR; give the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16), a hop count, or true`,
      );
    }
  }
  return list;
}

/** GS1's own example prefix (General Specifications): fine for tests, never for labels that leave the site. */
export const GS1_TEST_PREFIX = '0614141';

function gs1PrefixOf(value: string | undefined): string {
  if (value === undefined || value === '') return GS1_TEST_PREFIX;
  if (!/^\d{7,10}$/.test(value))
    throw new ConfigError(`GS1_COMPANY_PREFIX=${value} is not a GS1 company prefix; use the 7 to 10 digits GS1 gave you`);
  return value;
}

function gs1ExtensionOf(value: string | undefined): string {
  if (value === undefined || value === '') return '0';
  if (!/^\d$/.test(value)) throw new ConfigError(`GS1_EXTENSION_DIGIT=${value} is not one digit; use 0-9`);
  return value;
}

/** The bundled logo (modules/print/assets) until a site names its own file. */
const BUNDLED_LOGO = path.resolve(import.meta.dirname, 'modules/print/assets/logo.png');

/** Read once at start: a missing or non-image file stops the start instead of failing every print. */
function printLogoOf(value: string | undefined): Buffer {
  const file = value ? path.resolve(value) : BUNDLED_LOGO;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new ConfigError(`PRINT_LOGO=${value}: the file cannot be read; give the path of a PNG or JPEG logo`);
  }
  const png = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!png && !jpeg) throw new ConfigError(`PRINT_LOGO=${value} is not a PNG or JPEG image; give the path of a PNG or JPEG logo`);
  return bytes;
}

/** `<P>_PROVIDER=http` needs the gateway's address; anything else but `log` is a typo worth stopping for. */
function deliveryOf(env: NodeJS.ProcessEnv, p: 'SMS' | 'MAIL', what: string) {
  const kind = (env[`${p}_PROVIDER`] ?? '').trim() || 'log';
  if (kind !== 'log' && kind !== 'http') throw new ConfigError(`${p}_PROVIDER=${kind} is unknown; use log or http`);
  const url = env[`${p}_HTTP_URL`]?.trim() || undefined;
  if (kind === 'http' && !(url && /^https?:\/\//.test(url))) {
    throw new ConfigError(`${p}_PROVIDER=http needs ${p}_HTTP_URL, the http(s) address of the ${what}`);
  }
  return { kind: kind as 'log' | 'http', url, token: env[`${p}_HTTP_TOKEN`] || undefined };
}

function smsOf(env: NodeJS.ProcessEnv): Pick<Config, 'smsProvider' | 'smsHttpUrl' | 'smsHttpToken'> {
  const d = deliveryOf(env, 'SMS', 'SMS gateway');
  return { smsProvider: d.kind, smsHttpUrl: d.url, smsHttpToken: d.token };
}

function mailOf(env: NodeJS.ProcessEnv): Pick<Config, 'mailProvider' | 'mailHttpUrl' | 'mailHttpToken'> {
  const d = deliveryOf(env, 'MAIL', 'mail gateway');
  return { mailProvider: d.kind, mailHttpUrl: d.url, mailHttpToken: d.token };
}
