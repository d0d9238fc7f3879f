// `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on
// Home, All products and a Product detail of the built shop, in the system
// Chromium, plus the home page's initial JavaScript. Prints tables; a
// benchmark, not a test (it fails only when it cannot measure).
//
//   RUNS=3          Lighthouse runs per page; the table shows the median run
//   BUILD=1         build the web app even when apps/web/dist exists
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
//
// The shop runs on a fresh data directory with the demo catalogue; its drawn
// images come from the artwork cache after the first run on a machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startShop } from '../apps/api/src/testing/shop-process.ts';

const runs = Number(process.env.RUNS ?? 3);
const outDir = path.join(repoRoot, 'bench', '.out');
const distDir = path.join(repoRoot, 'apps', 'web', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

interface PageResult {
  name: string;
  url: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits below full marks (outside performance), and the performance hints. */
  findings: string[];
}

// ---------------------------------------------------------------- initial JS

/** The entry chunk of index.html and every chunk it imports statically, recursively. */
function initialChunks(): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('apps/web/dist/index.html has no module script');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  };
  visit(entry);
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) visit(match[1]!);
  return [...seen];
}

function initialJavaScript() {
  const chunks = initialChunks().map((file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = (key: 'raw' | 'gzip' | 'brotli') => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
  return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

// ---------------------------------------------------------------- lighthouse

async function audit(port: number, name: string, url: string): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], formFactor: 'mobile' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  await writeFile(path.join(outDir, `lighthouse-${name.toLowerCase().replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const findings: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) findings.push(`${id}: ${item.id}: ${item.title}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const item = lhr.audits[ref.id];
    const saving = item?.details && 'overallSavingsMs' in item.details ? Number(item.details.overallSavingsMs) : 0;
    if (item && saving >= 100) findings.push(`performance: ${item.id}: ${item.title} (~${Math.round(saving)} ms)`);
  }
  return {
    name,
    url,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    findings,
  };
}

function median(results: PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

// ---------------------------------------------------------------- printing

function pad(text: string | number, width: number, right = false): string {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

function printResults(results: PageResult[], perPage: Map<string, number[]>): void {
  console.log(`\nLighthouse ${lighthouseVersion()} · mobile, simulated throttling · median of ${runs} run(s) per page\n`);
  console.log(`${pad('page', 16)} ${pad('perf', 5, true)} ${pad('a11y', 5, true)} ${pad('b.p.', 5, true)} ${pad('seo', 5, true)} ${pad('FCP', 8, true)} ${pad('LCP', 8, true)} ${pad('TBT', 7, true)} ${pad('CLS', 6, true)}  perf of each run`);
  for (const r of results) {
    console.log(
      `${pad(r.name, 16)} ${pad(r.scores.performance, 5, true)} ${pad(r.scores.accessibility, 5, true)} ${pad(r.scores['best-practices'], 5, true)} ${pad(r.scores.seo, 5, true)} ${pad(`${Math.round(r.fcpMs)} ms`, 8, true)} ${pad(`${Math.round(r.lcpMs)} ms`, 8, true)} ${pad(`${Math.round(r.tbtMs)} ms`, 7, true)} ${pad(r.cls.toFixed(3), 6, true)}  ${perPage.get(r.name)?.join(', ')}`,
    );
  }
  const misses = results.flatMap((r) => categories.filter((c) => r.scores[c] < targets[c]).map((c) => `${r.name} ${c} ${r.scores[c]} < ${targets[c]}`));
  console.log(misses.length ? `\nBelow target: ${misses.join('; ')}` : '\nAll pages meet the targets (performance >= 95, others 100).');
  for (const r of results) {
    if (r.findings.length) console.log(`\n${r.name} (${r.url}):\n  ${r.findings.join('\n  ')}`);
  }
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

// ---------------------------------------------------------------- main

if (process.env.BUILD === '1' || !existsSync(path.join(distDir, 'index.html'))) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install one or set CHROMIUM_PATH.`);
await mkdir(outDir, { recursive: true });

const js = initialJavaScript();
console.log('\nHome page initial JavaScript (entry chunk + its static imports, apps/web/dist):');
for (const chunk of js.chunks) console.log(`  ${pad(chunk.file, 44)} ${pad((chunk.gzip / 1024).toFixed(1), 7, true)} KB gzip`);
console.log(`  ${pad('total', 44)} ${pad((js.gzip / 1024).toFixed(1), 7, true)} KB gzip (${(js.brotli / 1024).toFixed(1)} KB brotli, ${(js.raw / 1024).toFixed(1)} KB raw); target < 120 KB gzip`);

console.log('\nStarting the built shop (the first start draws the demo artwork)…');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-bench-web-'));
const shop = await startShop({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, 900_000);
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-lighthouse-'));
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    userDataDir: profileDir,
    logLevel: 'silent',
  });
  const newest = (await (await fetch(`${shop.baseUrl}/api/products?pageSize=1`)).json()) as { items: { id: string }[] };
  const productId = newest.items[0]?.id;
  if (!productId) throw new Error('The shop has no products to measure a product page with.');
  const pages = [
    { name: 'Home', url: `${shop.baseUrl}/` },
    { name: 'All products', url: `${shop.baseUrl}/allproducts` },
    { name: 'Product detail', url: `${shop.baseUrl}/productinfo/${productId}` },
  ];
  // One unmeasured visit per page warms the shop's caches and the disk.
  for (const page of pages) await fetch(page.url);
  const results: PageResult[] = [];
  const perPage = new Map<string, number[]>();
  for (const page of pages) {
    const all: PageResult[] = [];
    for (let run = 0; run < runs; run++) all.push(await audit(chrome.port, page.name, page.url));
    perPage.set(page.name, all.map((r) => r.scores.performance));
    results.push(median(all));
  }
  printResults(results, perPage);
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${load} at the end (Lighthouse scales the CPU time it sees: a busy machine scores lower), Node ${process.version}, ${chromiumPath}. Reports: bench/.out/lighthouse-*.json`);
} finally {
  chrome?.kill();
  shop.child.kill('SIGTERM');
  await shop.exited;
  await rm(profileDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
