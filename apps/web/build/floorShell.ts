import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The floor's page (a second entry of the build, served at /floor/*). */
export const FLOOR_HTML = 'floor.html';
const SW_SOURCE = path.resolve(import.meta.dirname, '../public/floor/sw.js');
const SW_FILE = 'floor/sw.js';
/** Where sw.js takes the build's list and version; the source keeps them empty for the dev server. */
const LIST_MARK = '/* precache */ []';
const VERSION_MARK = "/* version */ 'dev'";

/**
 * The files the floor's page loads, by URL: the page, its entry chunk and every chunk it reaches,
 * dynamic imports included (the string packs load after start, and must be there offline too).
 */
export function floorPrecacheList(bundle: Rolldown.OutputBundle, base = '/'): string[] {
  const entry = Object.values(bundle).find(
    (f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isEntry && !!f.facadeModuleId?.endsWith(`/${FLOOR_HTML}`),
  );
  if (!entry) throw new Error(`floorShell: no entry chunk for ${FLOOR_HTML}`);
  const files = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (!file || files.has(name)) return;
    files.add(name);
    if (file.type !== 'chunk') return;
    for (const dep of [...file.imports, ...file.dynamicImports]) visit(dep);
    for (const css of file.viteMetadata?.importedCss ?? []) visit(css);
  };
  visit(entry.fileName);
  return [FLOOR_HTML, ...[...files].sort()].map((f) => base + f);
}

/** sw.js with the list and a version taken from it: a new build is a new worker, which re-caches. */
export function injectPrecache(source: string, urls: readonly string[]): string {
  if (!source.includes(LIST_MARK) || !source.includes(VERSION_MARK)) {
    throw new Error(`floorShell: ${SW_FILE} lacks ${LIST_MARK} or ${VERSION_MARK}`);
  }
  const version = crypto.createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
  return source.replace(LIST_MARK, () => JSON.stringify(urls)).replace(VERSION_MARK, () => `'${version}'`);
}

/**
 * With `cssCodeSplit: false` Vite links its one stylesheet (antd's, ~1 MB) into every page; the floor
 * brings its own few rules inside its script, so floor.html loses that link.
 */
export function withoutStylesheets(html: string): string {
  return html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
}

/** A page under /floor (what the server answers with floor.html), as opposed to a file there. */
export const isFloorPage = (url: string, accept = '') => /^\/floor(\/|$|\?)/.test(url) && accept.includes('text/html');

function servePages(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  if (req.url && isFloorPage(req.url, req.headers.accept)) req.url = `/${FLOOR_HTML}`;
  next();
}

/**
 * Keeps floor.html off the console's stylesheet and writes floor/sw.js with what the page loads; the dev
 * and preview servers answer /floor/* pages with floor.html, as apps/server does.
 */
export function floorShell(): Plugin {
  let base = '/';
  return {
    name: 'wms:floor-shell',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    configureServer: (server) => void server.middlewares.use(servePages),
    configurePreviewServer: (server) => void server.middlewares.use(servePages),
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (path.basename(ctx.filename) === FLOOR_HTML ? withoutStylesheets(html) : html),
    },
    generateBundle(_options, bundle) {
      const source = injectPrecache(fs.readFileSync(SW_SOURCE, 'utf8'), floorPrecacheList(bundle, base));
      // Written over the copy of public/ that Vite made before the bundle.
      this.emitFile({ type: 'asset', fileName: SW_FILE, source });
    },
  };
}
