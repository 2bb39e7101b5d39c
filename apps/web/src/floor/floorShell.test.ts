/** Tests of the floor's build plugin (../../build/floorShell.ts): the web test project collects only src. */
import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { floorPrecacheList, injectPrecache, isFloorPage, withoutStylesheets } from '../../build/floorShell.ts';

const chunk = (fileName: string, more: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], ...more }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName }) as unknown as Rolldown.OutputAsset;

function bundleOf(...files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]): Rolldown.OutputBundle {
  return Object.fromEntries(files.map((f) => [f.fileName, f]));
}

const BUNDLE = bundleOf(
  chunk('assets/index-a.js', {
    isEntry: true,
    facadeModuleId: '/w/apps/web/index.html',
    imports: ['assets/react-r.js', 'assets/antd-x.js'],
  }),
  chunk('assets/floor-f.js', {
    isEntry: true,
    facadeModuleId: '/w/apps/web/floor.html',
    imports: ['assets/react-r.js', 'assets/session-s.js'],
    dynamicImports: ['assets/locales.zh-z.js'],
  }),
  chunk('assets/react-r.js'),
  chunk('assets/session-s.js', { imports: ['assets/react-r.js'] }),
  chunk('assets/locales.zh-z.js', { imports: ['assets/session-s.js'] }),
  chunk('assets/antd-x.js', { imports: ['assets/react-r.js'] }),
  asset('assets/style-c.css'),
  asset('index.html'),
  asset('floor.html'),
);

describe('floorPrecacheList', () => {
  it("lists floor.html and every chunk the floor's entry reaches, statically or not, once each, and nothing of the console's", () => {
    expect(floorPrecacheList(BUNDLE)).toEqual([
      '/floor.html',
      '/assets/floor-f.js',
      '/assets/locales.zh-z.js',
      '/assets/react-r.js',
      '/assets/session-s.js',
    ]);
    expect(floorPrecacheList(BUNDLE, '/wms/')[0]).toBe('/wms/floor.html');
  });

  it('fails the build when the floor has no entry', () => {
    const { 'assets/floor-f.js': _, ...rest } = BUNDLE;
    expect(() => floorPrecacheList(rest)).toThrow(/floor\.html/);
  });
});

describe('injectPrecache', () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/floor/sw.js'), 'utf8');

  it('writes the list and a version that changes with it into public/floor/sw.js', () => {
    const one = injectPrecache(source, ['/floor.html', '/assets/floor-f.js']);
    expect(one).toContain('const PRECACHE = ["/floor.html","/assets/floor-f.js"];');
    const version = /const VERSION = '([0-9a-f]{12})';/.exec(one)?.[1];
    expect(version).toBeDefined();
    expect(injectPrecache(source, ['/floor.html', '/assets/floor-g.js'])).not.toContain(version);
    expect(injectPrecache(source, ['/floor.html', '/assets/floor-f.js'])).toBe(one);
  });

  it('fails the build when sw.js has lost its marks', () => {
    expect(() => injectPrecache('const PRECACHE = [];', [])).toThrow(/precache/);
  });
});

it("takes the console's stylesheet off floor.html, and only that", () => {
  const html =
    '<head>\n    <script type="module" crossorigin src="/assets/floor-f.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-r.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/style-c.css">\n  </head>';
  expect(withoutStylesheets(html)).toBe(
    '<head>\n    <script type="module" crossorigin src="/assets/floor-f.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-r.js">\n  </head>',
  );
});

it('tells pages under /floor from the files there and from other paths', () => {
  expect(isFloorPage('/floor', 'text/html')).toBe(true);
  expect(isFloorPage('/floor/count?task=1', 'text/html,*/*')).toBe(true);
  expect(isFloorPage('/floor?x=1', 'text/html')).toBe(true);
  expect(isFloorPage('/floor/manifest.webmanifest', 'application/manifest+json')).toBe(false);
  expect(isFloorPage('/floorplan', 'text/html')).toBe(false);
  expect(isFloorPage('/login', 'text/html')).toBe(false);
});
