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
  /** Failures of an account from one address before delays begin (an address across accounts: 4×), and the longest wait (modules/auth/throttle-rules.ts). */
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
  /**
   * How e-mail (reset codes, statements) is delivered (modules/system/mail): `log` (the default), `http` (a mail gateway
   * at `mailHttpUrl`) or `smtp` (a mail server, `mailSmtp`, from `mailFrom`).
   */
  mailProvider: 'log' | 'http' | 'smtp';
  mailHttpUrl: string | undefined;
  mailHttpToken: string | undefined;
  /** The From address (`MAIL_FROM`, e.g. `WMS <wms@example.com>`); required for smtp. */
  mailFrom: string | undefined;
  /** The mail server for `MAIL_PROVIDER=smtp`; undefined otherwise. */
  mailSmtp: SmtpSettings | undefined;
  /** Deliver webhooks from this process (WEBHOOKS=1/0; on by default, off under NODE_ENV=test). */
  webhooks: boolean;
  /**
   * Loopback and private addresses webhooks may be delivered to (WEBHOOK_ALLOW: addresses/CIDRs); every other such
   * address is refused, so a subscription cannot reach into the warehouse's own network.
   */
  webhookAllow: string[];
  /** Longest wait for a receiver's answer (WEBHOOK_TIMEOUT, seconds); a claimed delivery is held three times as long. */
  webhookTimeoutMs: number;
  /** Multiplies the retry delays (WEBHOOK_RETRY_SCALE, 1): tests and the bench shrink a day of retries to seconds. */
  webhookRetryScale: number;
  /** Run the scheduled system tasks in this process (SCHEDULER=1/0; on by default, off under NODE_ENV=test). */
  scheduler: boolean;
  /** How often the scheduler looks for due tasks (SCHEDULER_TICK, seconds). */
  schedulerTickMs: number;
  /** How long a task's claim lasts without renewal before another process takes it over (TASK_LEASE, seconds). */
  taskLeaseMs: number;
  /**
   * The console's address as partners reach it (`PUBLIC_URL`, e.g. `https://wms.example.com`): the links mailed with
   * statements. Unset, a send from the console uses the address the request came to; the monthly task, localhost.
   */
  publicUrl: string | undefined;
  /**
   * The site's time zone (`SITE_TIME_ZONE`, an IANA name such as `Asia/Shanghai`): the database sessions' TimeZone, so
   * "today" (postings' default day, the latest day a posting or answer may carry, closes, statements) is the site's.
   * Unset: the database's own setting (PostgreSQL's `timezone`; PGlite: UTC).
   */
  siteTimeZone: string | undefined;
  /** Bearer token a Prometheus scrape of `/metrics` sends (`METRICS_TOKEN`, 16+ characters); unset, no token opens it. */
  metricsToken: string | undefined;
  /** Addresses/CIDRs that may read `/metrics` without the token (`METRICS_ALLOW`; the client address as TRUST_PROXY gives it). */
  metricsAllow: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: portOf(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    siteTimeZone: timeZoneOf(env.SITE_TIME_ZONE),
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
    webhooks: env.WEBHOOKS ? env.WEBHOOKS === '1' : env.NODE_ENV !== 'test',
    webhookAllow: env.WEBHOOK_ALLOW?.trim()
      ? addressesOf(env.WEBHOOK_ALLOW.trim(), (entry) => {
          throw new ConfigError(`WEBHOOK_ALLOW: "${entry}" is not an address or CIDR; e.g. 127.0.0.1,10.20.0.0/16`);
        })
      : [],
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT ?? 10) * 1000,
    webhookRetryScale: Number(env.WEBHOOK_RETRY_SCALE ?? 1),
    scheduler: env.SCHEDULER ? env.SCHEDULER === '1' : env.NODE_ENV !== 'test',
    schedulerTickMs: Number(env.SCHEDULER_TICK ?? 30) * 1000,
    taskLeaseMs: Number(env.TASK_LEASE ?? 300) * 1000,
    ...metricsOf(env),
  };
}

/**
 * `starttls`: plain connect, then the STARTTLS upgrade is required (port 587); `tls`: TLS from the first byte (port 465);
 * `none`: never TLS, for a relay on this machine.
 */
export type SmtpTls = 'starttls' | 'tls' | 'none';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  tls: SmtpTls;
  /** Refuse a server certificate that does not verify (`MAIL_SMTP_REJECT_UNAUTHORIZED`, on by default). */
  rejectUnauthorized: boolean;
  /** Longest wait for the connection, the greeting and each answer of the server (`MAIL_SMTP_TIMEOUT`, seconds). */
  timeoutMs: number;
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
  return addressesOf(v, (entry) => {
    throw new ConfigError(
      `TRUST_PROXY: "${entry}" is not an address or CIDR; give the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16), a hop count, or true`,
    );
  });
}

/** A comma list of IPv4/IPv6 addresses and CIDRs; `refuse` is called with the first entry that is neither. */
function addressesOf(v: string, refuse: (entry: string) => never): string[] {
  const list = v.split(',').map((s) => s.trim());
  for (const entry of list) {
    const [addr, bits, ...rest] = entry.split('/');
    const family = net.isIP(addr ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) refuse(entry);
  }
  return list;
}

/** Shorter tokens are guessable by a patient scraper of the LAN; `openssl rand -hex 24` gives 48 characters. */
const METRICS_TOKEN_MIN = 16;

function metricsOf(env: NodeJS.ProcessEnv): Pick<Config, 'metricsToken' | 'metricsAllow'> {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && (token.length < METRICS_TOKEN_MIN || /\s/.test(token))) {
    throw new ConfigError(
      `METRICS_TOKEN is too short or has spaces; use ${METRICS_TOKEN_MIN} or more characters without spaces (e.g. openssl rand -hex 24)`,
    );
  }
  const allow = env.METRICS_ALLOW?.trim() ?? '';
  const metricsAllow = allow
    ? addressesOf(allow, (entry) => {
        throw new ConfigError(
          `METRICS_ALLOW: "${entry}" is not an address or CIDR; give the Prometheus servers' addresses (e.g. 10.0.0.7,10.2.0.0/24)`,
        );
      })
    : [];
  return { metricsToken: token, metricsAllow };
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

/** `<P>_PROVIDER=http` needs the gateway's address; anything not in `kinds` is a typo worth stopping for. */
function deliveryOf<K extends string>(env: NodeJS.ProcessEnv, p: 'SMS' | 'MAIL', what: string, kinds: readonly K[]) {
  const kind = (env[`${p}_PROVIDER`] ?? '').trim() || 'log';
  if (!(kinds as readonly string[]).includes(kind)) {
    throw new ConfigError(`${p}_PROVIDER=${kind} is unknown; use ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`);
  }
  const url = env[`${p}_HTTP_URL`]?.trim() || undefined;
  if (kind === 'http' && !(url && /^https?:\/\//.test(url))) {
    throw new ConfigError(`${p}_PROVIDER=http needs ${p}_HTTP_URL, the http(s) address of the ${what}`);
  }
  return { kind: kind as K, url, token: env[`${p}_HTTP_TOKEN`] || undefined };
}

function smsOf(env: NodeJS.ProcessEnv): Pick<Config, 'smsProvider' | 'smsHttpUrl' | 'smsHttpToken'> {
  const d = deliveryOf(env, 'SMS', 'SMS gateway', ['log', 'http'] as const);
  return { smsProvider: d.kind, smsHttpUrl: d.url, smsHttpToken: d.token };
}

function mailOf(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'mailProvider' | 'mailHttpUrl' | 'mailHttpToken' | 'mailFrom' | 'mailSmtp'> {
  const d = deliveryOf(env, 'MAIL', 'mail gateway', ['log', 'http', 'smtp'] as const);
  const from = env.MAIL_FROM?.trim() || undefined;
  if (from !== undefined && !isMailbox(from)) {
    throw new ConfigError(`MAIL_FROM=${from} is not an e-mail address; use e.g. wms@example.com or "WMS <wms@example.com>"`);
  }
  if (d.kind === 'smtp' && !from) {
    throw new ConfigError('MAIL_PROVIDER=smtp needs MAIL_FROM, the address mail is sent from (e.g. wms@example.com)');
  }
  return {
    mailProvider: d.kind,
    mailHttpUrl: d.url,
    mailHttpToken: d.token,
    mailFrom: from,
    mailSmtp: d.kind === 'smtp' ? smtpOf(env) : undefined,
  };
}

/** `a@b.c` or `Name <a@b.c>`: one address, no spaces in it. */
const isMailbox = (v: string) => /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(v);

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

function smtpOf(env: NodeJS.ProcessEnv): SmtpSettings {
  const host = env.MAIL_SMTP_HOST?.trim() ?? '';
  if (!host) throw new ConfigError('MAIL_PROVIDER=smtp needs MAIL_SMTP_HOST, the name or address of the mail server');
  if (/[\s/]/.test(host)) {
    throw new ConfigError(
      `MAIL_SMTP_HOST=${host} is not a host name; give the server's name or address only (e.g. smtp.example.com)`,
    );
  }
  const tls = (env.MAIL_SMTP_TLS?.trim() || 'starttls') as SmtpTls;
  if (!['starttls', 'tls', 'none'].includes(tls)) {
    throw new ConfigError(
      `MAIL_SMTP_TLS=${tls} is unknown; use starttls (port 587), tls (port 465) or none (a relay on localhost)`,
    );
  }
  const portText = env.MAIL_SMTP_PORT?.trim() ?? '';
  const port = portText === '' ? (tls === 'tls' ? 465 : 587) : Number(portText);
  if (!/^\d*$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError(`MAIL_SMTP_PORT=${portText} is not a port number; use 1-65535 (587 for starttls, 465 for tls)`);
  }
  const user = env.MAIL_SMTP_USER || undefined;
  const password = env.MAIL_SMTP_PASSWORD || undefined;
  if (!user !== !password) {
    throw new ConfigError(
      'MAIL_SMTP_USER and MAIL_SMTP_PASSWORD go together: set both to sign in to the mail server, or neither',
    );
  }
  if (tls === 'none' && password && !LOOPBACK.test(host)) {
    throw new ConfigError(
      `MAIL_SMTP_TLS=none would send MAIL_SMTP_PASSWORD unencrypted to ${host}; use starttls or tls, or none only with a relay on localhost`,
    );
  }
  const reject = (env.MAIL_SMTP_REJECT_UNAUTHORIZED ?? '').trim().toLowerCase();
  if (!['', '1', 'true', '0', 'false'].includes(reject)) {
    throw new ConfigError(`MAIL_SMTP_REJECT_UNAUTHORIZED=${reject} is not a switch; use true or false`);
  }
  const timeoutText = env.MAIL_SMTP_TIMEOUT?.trim() ?? '';
  const timeout = timeoutText === '' ? 30 : Number(timeoutText);
  if (!/^\d*$/.test(timeoutText) || timeout < 1 || timeout > 600) {
    throw new ConfigError(`MAIL_SMTP_TIMEOUT=${timeoutText} is not a number of seconds; use 1-600`);
  }
  return { host, port, user, password, tls, rejectUnauthorized: reject !== '0' && reject !== 'false', timeoutMs: timeout * 1000 };
}

function publicUrlOf(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(v))
    throw new Error(`PUBLIC_URL must be an http(s) address, got ${JSON.stringify(v)}`);
  return v.replace(/\/$/, '');
}

function timeZoneOf(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const known = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(v) && Intl.supportedValuesOf('timeZone').concat('UTC').includes(v);
  if (!known) throw new Error(`SITE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got ${JSON.stringify(v)}`);
  return v;
}
