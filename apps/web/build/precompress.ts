import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfli } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Files the server sends as they are: smaller ones gain less than a round of negotiation costs. */
export const MIN_BYTES = 1024;
/**
 * From this size the .gz copy is written by zopfli (one iteration): about 5 % smaller than gzip -9 on the
 * stylesheet and the react and antd chunks (11 kB on /login where the browser takes only gzip, as over
 * plain HTTP to a LAN address), for about 6 s of build; below it zopfli's gain is small and its time is not.
 */
export const ZOPFLI_MIN_BYTES = 100 * 1024;
/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes file.br (brotli, quality 11) and file.gz (gzip: zopfli from ZOPFLI_MIN_BYTES, else level 9) when each is
 * smaller than the file.
 */
export async function precompressFile(file: string): Promise<string[]> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES || !COMPRESSIBLE.test(file)) return [];
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    data.length >= ZOPFLI_MIN_BYTES
      ? zopfli(data, { numiterations: 1 }).then(Buffer.from)
      : gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  // An incompressible file (under 90 % left) is not worth a second copy.
  for (const [ext, out] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (out.length > data.length * 0.9) continue;
    await fs.writeFile(file + ext, out);
    written.push(file + ext);
  }
  return written;
}

/**
 * The server (apps/server/src/plugins/web.ts) sends these copies to browsers that accept them:
 * the build compresses once, at brotli's highest quality, what would otherwise go out in full
 * (the stylesheet is about 1 MB, 75 kB as brotli).
 */
export function precompress(): Plugin {
  return {
    name: 'wms:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      // libuv's thread pool runs the compressions side by side.
      await Promise.all(Object.keys(bundle).map((name) => precompressFile(path.join(dir, name))));
    },
  };
}
