import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdParts } from './build/antdParts.ts';
import { deepImports } from './build/deepImports.ts';
import { floorShell } from './build/floorShell.ts';
import { precompress } from './build/precompress.ts';

/** Path prefixes served by apps/server (spec §7); the dev server forwards them so the browser sees one origin. */
const API_PREFIXES = ['/system', '/setting', '/product', '/bas', '/inbound', '/outbound', '/inventory', '/app', '/healthz'];
const API_TARGET = process.env.WMS_API ?? 'http://127.0.0.1:8080';

/**
 * `/inventory/dash` is also a page of the console: when the browser asks for a document there,
 * serve index.html instead of forwarding it to the server.
 */
function bypassPages(req: { headers: { accept?: string } }): string | undefined {
  return req.headers.accept?.includes('text/html') ? '/index.html' : undefined;
}

const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, bypass: bypassPages }]),
);

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react(), deepImports(), antdParts(), floorShell(), precompress()],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    chunkSizeWarningLimit: 1200,
    // One stylesheet, loaded by index.html (antd's static sheet is most of it): a lazy chunk with CSS of its
    // own was imported only once that CSS had loaded, and its load event waited behind the first draw.
    cssCodeSplit: false,
    // index.html still preloads what the first page imports; a dynamic import no longer carries the list of
    // every chunk its target imports (12 kB gzip of file names on a list screen, mostly the route table's): on
    // the LAN the console is served on, finding a chunk's imports as it is parsed costs about a millisecond each.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The console, and the floor (scanner screens for handhelds, src/floor): plain React, no antd.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        floor: fileURLToPath(new URL('floor.html', import.meta.url)),
        // The partner's statement page (src/partner): opened from a mailed link on a phone; plain React.
        partner: fileURLToPath(new URL('partner.html', import.meta.url)),
      },
      // antd's own packages declare no `sideEffects` but have none at import: a module none of whose exports is
      // used (e.g. the tree node behind the table selection's tree helpers) can be left out.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/].*\.js$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'), priority: 40 },
            { name: 'echarts', test: nodeModule('echarts|zrender|echarts-for-react|size-sensor'), priority: 30 },
            // Only the antd code the shell needs at start-up goes in the shared vendor chunk; widgets used by
            // one lazy page (Table, DatePicker...) stay with that page so /login stays small.
            { name: 'antd', test: nodeModule('antd|@ant-design|@rc-component|rc-[^\\\\/]+'), tags: ['$initial'], priority: 20 },
            // Shared by every list and workflow screen and cached across them: loaded with the first
            // one, never by /login (whose own widgets stay out of these groups).
            { name: 'query', test: nodeModule('@tanstack'), priority: 15 },
            { name: 'zod', test: nodeModule('zod'), priority: 15 },
          ],
        },
      },
    },
  },
});
