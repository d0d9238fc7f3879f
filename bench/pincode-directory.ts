// The pincode directory's budget (decision 014): start-up, memory and lookup
// time, printed as a table. `npm run bench:pincodes`.
import { pincodeDirectory } from '../apps/api/src/features/addresses/pincode-directory.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const directory = pincodeDirectory();
const count = directory.size();
const loadMs = performance.now() - started;
globalThis.gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const rssAfter = process.memoryUsage().rss;

const lookups = 100_000;
const lookupStarted = performance.now();
let found = 0;
for (let i = 0; i < lookups; i += 1) if (directory.lookup(String(110_001 + ((i * 7_919) % 880_000)))) found += 1;
const perLookupUs = ((performance.now() - lookupStarted) * 1000) / lookups;

console.table({
  pincodes: { value: count },
  'load (first lookup)': { value: `${loadMs.toFixed(0)} ms` },
  'heap held': { value: megabytes(heapAfter - heapBefore) },
  'resident set growth': { value: megabytes(rssAfter - rssBefore) },
  'lookup (mean of 100,000, hits and misses)': { value: `${perLookupUs.toFixed(2)} µs (${found} hits)` },
});
