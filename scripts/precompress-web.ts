// After `vite build`: writes <file>.br and <file>.gz next to each text file of
// the built web app, once, at the strongest settings. The shop serves them as
// they are (@fastify/static `preCompressed`), so no request pays for
// compressing a 350 KB script again (it was ~20x slower than sending bytes).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

console.log('precompressing the web app (brotli and gzip)...');
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(dist)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const br = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  const gz = gzipSync(bytes, { level: 9 });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count++;
  before += bytes.length;
  after += br.length;
}
console.log(`precompressed ${count} files of the web app: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`);
