/**
 * Precompresses a finished build for the static server (issue 11): next to every compressible
 * file of at least `minBytes`, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9),
 * with Node's zlib only. The server sends them as they are (`serveStatic({ precompressed: true })`,
 * server/routes/static.ts), so no request pays for compression and brotli costs nothing at run time.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|wasm)$/;

export interface PrecompressResult {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function precompressDir(dir: string, minBytes = 1024): PrecompressResult {
  const result: PrecompressResult = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const file of walk(dir)) {
    if (!compressible.test(file) || statSync(file).size < minBytes) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    result.files += 1;
    result.raw += content.length;
    result.brotli += brotli.length;
    result.gzip += gzip.length;
  }
  return result;
}

/** Vite plugin: precompresses the output folder once the bundle is written. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
