import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which way imports run in apps/web/src (issue 33). Every .ts/.tsx file, tests included (a test
 * follows the rules of its folder), is read; its static and dynamic imports, `export … from` and
 * vi.mock paths are resolved, and each edge is checked:
 *
 *   main.tsx → app/ (the console's shell, router, route registry) → features/ → shared/ → locales/
 *   floor.html → floor/main.tsx → floor/ → shared/ → locales/
 *   partner.html → partner/main.tsx → partner/ (the partner's statement page: plain React, no antd)
 *
 * - app/ imports features/, shared/, locales/.
 * - features/ imports features/, shared/, locales/: never app/ (what a page needs of the shell lives in
 *   shared/, e.g. withTimeout, queryClient, PageLoading, the language). Between areas: inbound/ and
 *   outbound/ do not import each other, and orders-common/ (what inbound, outbound and request orders
 *   share) imports none of them (its tests, which drive both kinds' screens, may).
 * - shared/ imports shared/ and locales/; locales/ imports only locales/.
 * - floor/ is an app shell of its own (the handhelds' second entry, no antd): it imports shared/ and
 *   locales/, not features/ (antd screens) nor app/; and nothing outside floor/ imports floor/.
 * - partner/ is a page of its own for partners' phones: it imports only partner/ (and the contract); nothing
 *   else imports it.
 * - test/ (the vitest setup and mocks) is imported only by tests; it may import anything but floor/.
 * - Only tests import files outside src (the build plugins they test).
 *
 * And the route registry app/components.ts, which loads the pages, is in no import cycle: no page
 * imports it back, not even for a type (it was, through useRouteId → guardLoader: twelve files).
 */

/** `root`: a file directly in src (main.tsx, root tests); `unknown`: a folder that is no layer (every file must be in one). */
type Layer = 'root' | 'app' | 'features' | 'shared' | 'locales' | 'floor' | 'partner' | 'test' | 'outside' | 'unknown';

/** An import of `from` that resolved to `to`, both relative to src with `/` (`to` starts with `../` outside it). */
interface Edge {
  from: string;
  to: string;
}

const LAYERS: ReadonlySet<string> = new Set(['app', 'features', 'shared', 'locales', 'floor', 'partner', 'test']);

const MAY_IMPORT: Readonly<Record<Exclude<Layer, 'outside' | 'unknown'>, readonly Layer[]>> = {
  root: ['app', 'features', 'shared', 'locales'],
  app: ['app', 'features', 'shared', 'locales'],
  features: ['features', 'shared', 'locales'],
  shared: ['shared', 'locales'],
  locales: ['locales'],
  floor: ['floor', 'shared', 'locales'],
  partner: ['partner'],
  test: ['test', 'app', 'features', 'shared', 'locales'],
};

function layerOf(file: string): Layer {
  if (file.startsWith('../')) return 'outside';
  if (!file.includes('/')) return 'root';
  const top = file.split('/')[0]!;
  return LAYERS.has(top) ? (top as Layer) : 'unknown';
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** The area of a file under features/ (its first folder there). */
const areaOf = (file: string) => (layerOf(file) === 'features' ? file.split('/')[1] : undefined);

/** Sideways imports between feature areas that are refused: area → areas it must not import. */
const AREAS_APART: Readonly<Record<string, readonly string[]>> = {
  inbound: ['outbound'],
  outbound: ['inbound'],
  'orders-common': ['inbound', 'outbound', 'requests'],
};

/** Why an import breaks the rules above, or undefined when it keeps them. */
function violation({ from, to }: Edge): string | undefined {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === 'outside') return undefined;
  if (a === 'unknown' || b === 'unknown') return `${a === 'unknown' ? from : to} is in no layer`;
  if (b === 'outside') return isTest(from) ? undefined : 'only tests import files outside src';
  if (b === 'test') return isTest(from) || a === 'test' ? undefined : 'test/ is for tests only';
  if (!MAY_IMPORT[a].includes(b))
    return `${a === 'root' ? 'a root file' : `${a}/`} must not import ${b === 'root' ? 'a root file' : `${b}/`}`;
  const [fromArea, toArea] = [areaOf(from), areaOf(to)];
  if (fromArea && toArea && AREAS_APART[fromArea]?.includes(toArea) && !(fromArea === 'orders-common' && isTest(from)))
    return `features/${fromArea} must not import features/${toArea}`;
  return undefined;
}

/** Each broken rule as `from → to (why)`. */
function layerViolations(edges: readonly Edge[]): string[] {
  return edges.flatMap((e) => {
    const why = violation(e);
    return why ? [`${e.from} → ${e.to} (${why})`] : [];
  });
}

const SPECIFIERS = [
  // import … from '…' / export … from '…' (also `import type`, over several lines)
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/gm,
  // import '…' (side effects: CSS, set-up)
  /^\s*import\s*(['"])([^'"]+)\1/gm,
  // import('…'), also `typeof import('…')`
  /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  // vi.mock('…'), vi.importActual('…'): a mock depends on the module as much as an import
  /\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*(['"])([^'"]+)\1/g,
];

/** Every module specifier of a source text, in order of kind then position. */
function importSpecifiers(source: string): string[] {
  return SPECIFIERS.flatMap((re) => Array.from(source.matchAll(re), (m) => m[2]!));
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The edges of one file (relative to src) from its relative specifiers, resolved as Vite does (with or
 * without the extension, `?inline` and the like dropped); `exists` says whether a path is a file.
 */
function importEdges(file: string, source: string, exists: (p: string) => boolean) {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (!spec.startsWith('./') && !spec.startsWith('../')) continue;
    const base = path.posix.join(path.posix.dirname(file), spec.replace(/\?.*$/, ''));
    const to = CANDIDATES.map((c) => base + c).find(exists);
    if (to) edges.push({ from: file, to });
    else unresolved.push(`${file} → ${spec}`);
  }
  return { edges, unresolved };
}

/** A path of imports from `start` back to itself, or null when it is in no cycle. */
function cycleThrough(edges: readonly Edge[], start: string): string[] | null {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const to of next.get(at) ?? []) {
      if (to === start) {
        const cycle = [start];
        for (let n = at; n !== start; n = cameFrom.get(n)!) cycle.splice(1, 0, n);
        return [...cycle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return null;
}

const SRC = import.meta.dirname;

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f))
    .sort();
}

const onDisk = (p: string) => fs.statSync(path.join(SRC, p), { throwIfNoEntry: false })?.isFile() ?? false;

describe('the import rules', () => {
  it('finds static, dynamic, re-exported, side-effect and mocked imports', () => {
    const source = [
      "import { a } from './a.ts';",
      'import type {',
      '  B,',
      "} from '../b.ts';",
      "export { c } from './c';",
      "import './global.css';",
      "const D = lazy(() => im@port('./D.tsx'));",
      "type E = typeof im@port('./e.ts');",
      "vi.mo@ck('../f.ts', async (o) => ({ ...(await o()) }));",
      "import { useState } from 'react';",
      "const text = 'not an import from here';",
      // (`@` keeps this file's own scan from reading these lines as its imports)
    ]
      .join('\n')
      .replaceAll('@', '');
    expect(importSpecifiers(source).sort()).toEqual(
      ['./a.ts', '../b.ts', './c', './global.css', './D.tsx', './e.ts', '../f.ts', 'react'].sort(),
    );
  });

  it('refuses a page importing the shell', () => {
    const page = 'features/inbound/orders/OrderDetailPage.tsx';
    const source =
      "import type { GuardData } from '../../../app/guardLoader.ts';\nimport { api } from '../../../shared/api/request.ts';";
    const files = new Set(['app/guardLoader.ts', 'shared/api/request.ts']);
    const { edges, unresolved } = importEdges(page, source, (p) => files.has(p));
    expect(unresolved).toEqual([]);
    expect(layerViolations(edges)).toEqual([
      'features/inbound/orders/OrderDetailPage.tsx → app/guardLoader.ts (features/ must not import app/)',
    ]);
  });

  // from → to: refused (✗) or allowed (✓)
  const CASES = `
    ✗ shared/table/ListTable.tsx → features/masterdata/ResourcePage.tsx
    ✗ shared/antd/LazyDropdown.tsx → app/router.tsx
    ✗ locales/zh.ts → shared/format.ts
    ✗ app/layout/clearCache.ts → floor/scan/queueStorage.ts
    ✗ floor/HomeScreen.tsx → features/inventory/stock/StockPage.tsx
    ✗ floor/strings.ts → app/i18n.ts
    ✗ features/outbound/orders/OrderListPage.tsx → features/inbound/orders/api.ts
    ✗ features/orders-common/OrderFormScreen.tsx → features/requests/kinds.ts
    ✗ features/system/users/UserPage.tsx → test/mocks.ts
    ✗ shared/format.ts → ../build/precompress.ts
    ✗ app/components.ts → pages/NotFoundPage.tsx
    ✓ main.tsx → app/router.tsx
    ✓ app/components.ts → features/masterdata/prefetchList.ts
    ✓ features/containers/WriteOffDialog.tsx → features/inventory/stock/stockActionsApi.ts
    ✓ features/inbound/orders/OrderFormScreen.tsx → features/orders-common/OrderFormScreen.tsx
    ✓ features/orders-common/kinds.test.tsx → features/outbound/orders/api.ts
    ✓ features/requests/RequestListPage.tsx → shared/table/ExportButton.tsx
    ✓ features/system/users/UserPage.test.tsx → test/mocks.ts
    ✓ shared/i18n/lang.ts → locales/zh.ts
    ✓ floor/main.tsx → shared/session.ts
    ✓ floor/sw.test.ts → ../build/floorShell.ts
    ✓ test/setup.ts → app/consoleLocales.ts`
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/ → | /));

  it.each(CASES)('%s %s → %s', (verdict, from, to) => {
    expect(violation({ from: from!, to: to! }) === undefined).toBe(verdict === '✓');
  });

  it('finds a cycle, and none where there is none', () => {
    const edges = [
      { from: 'app/components.ts', to: 'features/a/Page.tsx' },
      { from: 'features/a/Page.tsx', to: 'features/a/useId.ts' },
      { from: 'features/a/useId.ts', to: 'app/guardLoader.ts' },
      { from: 'app/guardLoader.ts', to: 'app/components.ts' },
    ];
    expect(cycleThrough(edges, 'app/components.ts')).toEqual([
      'app/components.ts',
      'features/a/Page.tsx',
      'features/a/useId.ts',
      'app/guardLoader.ts',
      'app/components.ts',
    ]);
    expect(cycleThrough(edges.slice(1), 'app/components.ts')).toBeNull();
  });
});

describe('apps/web/src', () => {
  const all = sourceFiles().map((file) => importEdges(file, fs.readFileSync(path.join(SRC, file), 'utf8'), onDisk));
  const edges = all.flatMap((f) => f.edges);

  it('has every file in a layer', () => {
    expect(sourceFiles().filter((f) => layerOf(f) === 'unknown')).toEqual([]);
  });

  it('resolves every relative import and mock path', () => {
    expect(all.flatMap((f) => f.unresolved)).toEqual([]);
  });

  it('keeps the layers', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(layerViolations(edges)).toEqual([]);
  });

  it('has the route registry in no import cycle', () => {
    expect(cycleThrough(edges, 'app/components.ts')).toBeNull();
  });
});
