// Writes Brotli (.br) and gzip (.gz) copies beside every compressible file of the built
// app, once at build time, so the server picks one by Accept-Encoding and never
// compresses a static file on a request. A copy that would not be smaller is skipped.
// Usage: node tools/precompress.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(root)) {
  const data = readFileSync(path);
  if (data.length < 512) continue;
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gzip = gzipSync(data, { level: 9 });
  if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
  raw += data.length;
  br += brotli.length;
  count++;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
