/**
 * Tests of the build's plugins (../build): the web test project collects only src.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { antdParts } from '../build/antdParts.ts';
import { barrelMap, rewriteImports } from '../build/deepImports.ts';
import { MIN_BYTES, precompress, precompressFile, ZOPFLI_MIN_BYTES } from '../build/precompress.ts';

const MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

describe('deepImports', () => {
  it("maps an index module's plain re-exports to their files", () => {
    const dir = path.join(MODULES, '@rc-component/tree/es');
    const map = barrelMap(fs.readFileSync(path.join(dir, 'index.js'), 'utf8'), dir);
    expect(map.get('conductCheck')).toEqual({ file: path.join(dir, 'utils/conductUtil.js'), name: 'conductCheck' });
    expect(map.get('arrAdd')).toEqual({ file: path.join(dir, 'util.js'), name: 'arrAdd' });
    expect(map.get('default')).toEqual({ file: path.join(dir, 'Tree.js'), name: 'default' });
    expect(map.get('TreeNode')).toEqual({ file: path.join(dir, 'TreeNode.js'), name: 'default' });
  });

  it('leaves out what the index defines itself (the form object with its statics)', () => {
    const dir = path.join(MODULES, '@rc-component/form/es');
    const map = barrelMap(fs.readFileSync(path.join(dir, 'index.js'), 'utf8'), dir);
    expect(map.get('FormProvider')?.file).toBe(path.join(dir, 'FormContext.js'));
    expect(map.has('default')).toBe(false);
  });

  it('imports each name from its own module and keeps the rest as they were', () => {
    const map = new Map([['a', { file: '/x/a.js', name: 'default' }]]);
    const code = [
      "import React from 'react';",
      "import Tree, { a as b } from '@rc-component/tree';",
      "import { c } from '@rc-component/other';",
    ].join('\n');
    const out = rewriteImports(code, (pkg) => (pkg === '@rc-component/tree' ? map : undefined));
    expect(out).toContain('import { default as b } from "/x/a.js";');
    expect(out).toContain('import { default as Tree } from "@rc-component/tree";');
    expect(out).toContain("import { c } from '@rc-component/other';");
    expect(out).toContain("import React from 'react';");
    expect(rewriteImports("import { c } from '@rc-component/other';", () => undefined)).toBeUndefined();
  });
});

describe('antdParts', () => {
  const resolve = (source: string, importer: string) => {
    const hook = antdParts().resolveId as (s: string, i: string) => string | null;
    return hook(source, path.join(MODULES, importer));
  };

  it("points the table's rarely drawn parts at the stand-ins, and nobody else's imports", () => {
    const parts = path.resolve(import.meta.dirname, 'shared/antd/parts');
    expect(resolve('./FilterDropdown', 'antd/es/table/hooks/useFilter/index.js')).toBe(path.join(parts, 'FilterDropdown.ts'));
    expect(resolve('../../radio', 'antd/es/table/hooks/useSelection.js')).toBe(path.join(parts, 'Radio.ts'));
    expect(resolve('../../dropdown', 'antd/es/table/hooks/useSelection.js')).toBe(path.join(parts, 'Dropdown.ts'));
    expect(resolve('./RcTable/VirtualTable', 'antd/es/table/InternalTable.js')).toBe(path.join(parts, 'VirtualTable.ts'));
    expect(resolve('./AvatarGroup', 'antd/es/avatar/index.js')).toBe(path.join(parts, 'AvatarGroup.ts'));
    expect(resolve('../dropdown/dropdown', 'antd/es/breadcrumb/BreadcrumbItem.js')).toBe(
      path.join(parts, 'BreadcrumbDropdown.ts'),
    );
    expect(resolve('../select', 'antd/es/pagination/Pagination.js')).toBe(path.join(parts, 'PagerSelect.tsx'));
    expect(resolve('../radio', 'antd/es/form/index.js')).toBeNull();
    expect(resolve('../select', 'antd/es/form/index.js')).toBeNull();
    for (const file of [
      'FilterDropdown.ts',
      'Radio.ts',
      'Dropdown.ts',
      'VirtualTable.ts',
      'AvatarGroup.ts',
      'BreadcrumbDropdown.ts',
      'PagerSelect.tsx',
    ])
      expect(fs.existsSync(path.join(parts, file))).toBe(true);
  });

  it('names imports antd still has', () => {
    const read = (file: string) => fs.readFileSync(path.join(MODULES, 'antd/es', file), 'utf8');
    expect(read('table/hooks/useFilter/index.js')).toContain("from './FilterDropdown'");
    expect(read('table/hooks/useSelection.js')).toContain("from '../../radio'");
    expect(read('table/hooks/useSelection.js')).toContain("from '../../dropdown'");
    expect(read('table/InternalTable.js')).toContain("from './RcTable/VirtualTable'");
    expect(read('avatar/index.js')).toContain("from './AvatarGroup'");
    expect(read('breadcrumb/BreadcrumbItem.js')).toContain("from '../dropdown/dropdown'");
    expect(read('pagination/Pagination.js')).toContain("from '../select'");
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside each compressible file the build wrote, and skips small or incompressible ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-precompress-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets'));
      const css = '.ant-btn{color:var(--ant-color-primary)}\n'.repeat(200);
      const files: Record<string, string | Buffer> = {
        'assets/style-AbCd1234.css': css,
        'assets/index-EfGh5678.js': `export const a = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`,
        'assets/tiny-IjKl9012.js': 'export const b = 1;',
        'assets/noise-MnOp3456.js': crypto.randomBytes(4 * MIN_BYTES),
        'assets/logo-QrSt7890.png': Buffer.alloc(4 * MIN_BYTES),
      };
      for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), data);
      const hook = precompress().writeBundle as (o: { dir: string }, b: Record<string, unknown>) => Promise<void>;
      await hook({ dir }, Object.fromEntries(Object.keys(files).map((k) => [k, {}])));
      const at = (name: string) => path.join(dir, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(at('assets/style-AbCd1234.css.br'))).toString()).toBe(css);
      expect(zlib.gunzipSync(fs.readFileSync(at('assets/style-AbCd1234.css.gz'))).toString()).toBe(css);
      expect(fs.existsSync(at('assets/index-EfGh5678.js.br'))).toBe(true);
      expect(fs.existsSync(at('assets/index-EfGh5678.js.gz'))).toBe(true);
      for (const skipped of ['tiny-IjKl9012.js', 'noise-MnOp3456.js', 'logo-QrSt7890.png'])
        for (const ext of ['.br', '.gz']) expect(fs.existsSync(at(`assets/${skipped}${ext}`)), skipped + ext).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the .gz of a large file smaller than gzip -9 (zopfli), for browsers that take only gzip', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-precompress-'));
    try {
      const file = path.join(dir, 'style-AbCd1234.css');
      let css = '';
      for (let i = 0; css.length < ZOPFLI_MIN_BYTES; i++)
        css += `.ant-c${i % 97}-${i}{margin:${i % 13}px ${i % 7}px;color:#${((i * 7919) % 0xffffff).toString(16)}}\n`;
      fs.writeFileSync(file, css);
      await precompressFile(file);
      const gz = fs.readFileSync(`${file}.gz`);
      expect(zlib.gunzipSync(gz).toString()).toBe(css);
      expect(gz.length).toBeLessThan(zlib.gzipSync(css, { level: 9 }).length * 0.98);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
