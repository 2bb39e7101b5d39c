import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data directories migrated and seeded once per run (global-setup.ts) that each console's DATA_DIR starts from. */
    consoleTemplates: { plain: string; demo: string };
  }
}

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SHOTS = path.join(ROOT, 'test-results', 'screenshots');
export const ADMIN_PASSWORD = 'Admin12345';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Console {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** A fresh browser context (own cookies and storage), Chinese by default. */
  newPage(opts?: { locale?: string; handheld?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in through the login screen. */
  signIn(page: Page, account?: string, password?: string): Promise<void>;
  shot(page: Page, name: string): Promise<void>;
  /** What the server process has written to stdout and stderr so far (e.g. the log SMS provider's lines). */
  log(): string;
  close(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  const t0 = Date.now();
  while (Date.now() - t0 < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${log()}`);
}

export interface ConsoleOptions {
  /** Address the browser opens instead of 127.0.0.1 (e.g. a LAN address; start the server with HOST=0.0.0.0). */
  browserHost?: string;
  /** Chromium executable, e.g. a wrapper that runs it in another network namespace. */
  chromium?: string;
}

/**
 * A DATA_DIR as the server's first start would leave it (migrated, seeded, with demo data under SEED_DEMO=1):
 * under vitest a copy of the run's template (global-setup.ts), which saves each console its initdb,
 * migrations and seed; otherwise (the web benches) an empty directory the server fills.
 */
async function newDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-'));
  if (!process.env.VITEST || (env.ADMIN_PASSWORD ?? ADMIN_PASSWORD) !== ADMIN_PASSWORD) return dataDir;
  const { inject } = await import('vitest');
  const templates = inject('consoleTemplates');
  if (templates) fs.cpSync(env.SEED_DEMO === '1' ? templates.demo : templates.plain, dataDir, { recursive: true });
  return dataDir;
}

/** The real server (embedded database in a fresh DATA_DIR, built console) and Debian's Chromium. */
export async function startConsole(env: Record<string, string> = {}, opts: ConsoleOptions = {}): Promise<Console> {
  // WEB_DIST (passed on to the server) lets parallel runs each serve their own build.
  const dist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`build the console first: npm run build (no ${dist})`);
  const dataDir = await newDataDir(env);
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const baseUrl = `http://${opts.browserHost ?? '127.0.0.1'}:${port}`;
  let browser: Browser;
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, child, () => out.slice(-2000));
    browser = await chromium.launch({ executablePath: opts.chromium ?? CHROMIUM, args: FLAGS, headless: true });
  } catch (e) {
    // No console left running behind a journey that could not start (no Chromium, a server that never answered).
    child.kill('SIGTERM');
    throw e;
  }
  fs.mkdirSync(SHOTS, { recursive: true });

  return {
    baseUrl,
    dataDir,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: opts.locale ?? 'zh-CN',
        acceptDownloads: true,
        // A handheld: a 390 × 844 phone screen that takes touches (the floor's journeys).
        ...(opts.handheld
          ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
          : { viewport: { width: 1440, height: 900 } }),
        // The console turns antd's motion off for users who ask for less of it: a click then never
        // lands on a dialog or drop-down still sliding in (docs/decisions/tests-and-ci.md, "Browser tests without motion").
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      return { context, page };
    },
    async signIn(page, account = 'admin', password = ADMIN_PASSWORD) {
      await page.goto('/login');
      await page.locator('input#account, input[name="account"], input[autocomplete="username"]').first().fill(account);
      await page.locator('input[type="password"]').first().fill(password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
    },
    log: () => out,
    async shot(page, name) {
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
    },
    async close() {
      await browser.close();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
