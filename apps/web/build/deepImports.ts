import fs from 'node:fs';
import path from 'node:path';
import { type Plugin, parseAst } from 'vite';

/**
 * `@rc-component/*` packages declare no `sideEffects`, and their index modules import every part of
 * the package. So `import { conductCheck } from '@rc-component/tree'` in antd's table selection made
 * the whole tree widget part of the list screen, and antd's form context made /login load the form
 * engine: the chunk graph follows static imports, whether or not a binding is used. This plugin
 * rewrites such imports, inside antd and its `@rc-component` dependencies, to the modules that
 * define the names; a name the index does not simply re-export keeps its import as it was.
 */

/** Where each name an index module exports comes from: the file and the name there. */
export type BarrelMap = Map<string, { file: string; name: string }>;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: any;
}

const nameOf = (n: Node): string => (n.type === 'Literal' ? String(n.value) : n.name);

/** Reads an index module's plain re-exports: `export {a as b} from './x'`, `import X from './x'; export {X}`. */
export function barrelMap(code: string, dir: string): BarrelMap {
  const map: BarrelMap = new Map();
  const imported = new Map<string, { file: string; name: string }>();
  const file = (source: string) => {
    const base = path.resolve(dir, source);
    if (base.endsWith('.js')) return base;
    return fs.existsSync(`${base}.js`) ? `${base}.js` : path.join(base, 'index.js');
  };
  const relative = (source: unknown): source is string => typeof source === 'string' && source.startsWith('.');
  for (const node of parseAst(code).body as unknown as Node[]) {
    if (node.type === 'ImportDeclaration' && relative(node.source.value)) {
      for (const s of node.specifiers as Node[]) {
        if (s.type === 'ImportDefaultSpecifier') imported.set(s.local.name, { file: file(node.source.value), name: 'default' });
        else if (s.type === 'ImportSpecifier')
          imported.set(s.local.name, { file: file(node.source.value), name: nameOf(s.imported) });
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of node.specifiers as Node[]) {
        const exported = nameOf(s.exported);
        if (node.source && relative(node.source.value))
          map.set(exported, { file: file(node.source.value), name: nameOf(s.local) });
        else if (!node.source && imported.has(s.local.name)) map.set(exported, imported.get(s.local.name)!);
      }
    } else if (node.type === 'ExportDefaultDeclaration' && node.declaration.type === 'Identifier') {
      const from = imported.get(node.declaration.name);
      if (from) map.set('default', from);
    }
  }
  return map;
}

/**
 * The imports of `code` from the packages `barrelOf` knows, each replaced by imports from the
 * defining modules (absolute paths), or undefined when nothing changes.
 */
export function rewriteImports(code: string, barrelOf: (pkg: string) => BarrelMap | undefined): string | undefined {
  if (!code.includes('@rc-component/')) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of parseAst(code).body as unknown as Node[]) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const pkg = node.source.value as string;
    if (!/^@rc-component\/[^/]+$/.test(pkg)) continue;
    const specifiers = node.specifiers as Node[];
    if (specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) continue;
    const map = barrelOf(pkg);
    if (!map) continue;
    const kept: string[] = [];
    const moved: string[] = [];
    for (const s of specifiers) {
      const name = s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
      const from = map.get(name);
      const binding = `${name === 'default' ? 'default' : JSON.stringify(name).slice(1, -1)} as ${s.local.name}`;
      if (from) moved.push(`import { ${from.name} as ${s.local.name} } from ${JSON.stringify(from.file)};`);
      else kept.push(binding);
    }
    if (moved.length === 0) continue;
    const rest = kept.length ? `import { ${kept.join(', ')} } from ${JSON.stringify(pkg)};` : '';
    edits.push({ start: node.start, end: node.end, text: [...moved, rest].join(' ') });
  }
  if (edits.length === 0) return undefined;
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const IMPORTER = /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/].*\.js$/;

export function deepImports(): Plugin {
  const barrels = new Map<string, BarrelMap | undefined>();
  return {
    name: 'wms-deep-imports',
    apply: 'build',
    async transform(code, id) {
      if (!IMPORTER.test(id) || !code.includes('@rc-component/')) return null;
      // Each package's index as antd's own import resolves it (its ES build), read once.
      const maps = new Map<string, BarrelMap | undefined>();
      for (const m of code.matchAll(/from ['"](@rc-component\/[^/'"]+)['"]/g)) {
        const pkg = m[1]!;
        if (maps.has(pkg)) continue;
        const index = (await this.resolve(pkg, id))?.id;
        if (index && !barrels.has(index)) {
          barrels.set(
            index,
            /[\\/]es[\\/]index\.js$/.test(index) ? barrelMap(fs.readFileSync(index, 'utf8'), path.dirname(index)) : undefined,
          );
        }
        maps.set(pkg, index ? barrels.get(index) : undefined);
      }
      const out = rewriteImports(code, (pkg) => maps.get(pkg));
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
