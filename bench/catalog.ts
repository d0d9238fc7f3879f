// `npm run bench:catalog`: the catalogue API at 100,000 products.
//
// Makes a scratch database (an embedded PostgreSQL in a temporary directory,
// or a database of its own on the server at DATABASE_URL, dropped at the end),
// migrates it, loads BENCH_PRODUCTS products, starts the real shop on
// 127.0.0.1 in this process, and drives it from a separate process
// (bench/load-generator.ts, autocannon). Prints one table.
//
// The baseline is nginx (/usr/sbin/nginx, one worker, no access log) serving
// the same bytes as the cached first page of the list: the same JSON, and the
// shop's own gzip of it through gzip_static. Without nginx, the shop's static
// file plugin serves them instead (the old baseline). Where taskset and two
// CPUs exist, the server (this process, or nginx) runs on CPU 0 and the load
// generator on CPU 1. With wrk installed, the list (gzip) and the Home HTML
// against nginx are also measured with wrk, whose own cost is far lower than
// autocannon's, and so is a bare node:http server sending the shop's own
// headers and bytes (bench/bare-http-server.ts): the ceiling for a Node answer.
//
// Settings: BENCH_PRODUCTS (100000), BENCH_SECONDS per endpoint (5),
// BENCH_CONNECTIONS (10), DATABASE_URL (optional), DATABASE_POOL_SIZE (the shop's default).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { BENCH_LONG_SEARCHES, BENCH_SEARCH_TERMS, insertProductsSql } from './catalog-data.ts';
import type { LoadResult, LoadScenario } from './load-generator.ts';
import { onCpu, pinned } from './cpu-pinning.ts';

const execFileAsync = promisify(execFile);
const PRODUCTS = positiveInteger('BENCH_PRODUCTS', 100_000);
const SECONDS = positiveInteger('BENCH_SECONDS', 5);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 10);
const STATIC_FILE = 'bench-product-page.json';
const HOME_FILE = 'bench-home.html';
const BUILT_WEB_DIR = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const SINGLE_SECONDS = 2;
const P99_TARGET: Target = { kind: 'p99', ms: 25 };
const quiet = { info: () => {}, warn: () => {}, debug: () => {} };

interface Endpoint {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  /** The row whose throughput the others are compared with. */
  baseline?: boolean;
  /** Another server than the shop (the nginx baseline). */
  origin?: string;
  target?: Target;
}

type Target = { kind: 'p99'; ms: number } | { kind: 'ratio'; atLeast: number };

interface Measured {
  endpoint: Endpoint;
  /** At BENCH_CONNECTIONS: throughput, and latency including queueing. */
  loaded: LoadResult;
  /** One connection, one request at a time: what a request costs when nothing waits. */
  single: LoadResult;
}

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
}

async function scratchDatabase(scratchDir: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(scratchDir, quiet);
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `handloom_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function loadProducts(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let started = performance.now();
    await client.query(insertProductsSql(), [PRODUCTS]);
    console.log(`  loaded ${PRODUCTS.toLocaleString('en-IN')} products in ${seconds(started)}`);
    started = performance.now();
    // VACUUM also moves the trigram index's pending entries into the index proper, as autovacuum would.
    await client.query('vacuum analyze products');
    console.log(`  vacuum analyze in ${seconds(started)}`);
    const { rows } = await client.query<{ id: string }>('select id from products order by hashtext(id::text) limit 500');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function runLoad(scenario: LoadScenario): Promise<LoadResult> {
  const script = path.join(import.meta.dirname, 'load-generator.ts');
  const child = spawn(...onCpu(1, process.execPath, ['--import', 'tsx', script, JSON.stringify(scenario)]), { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(output) as LoadResult);
    });
  });
}

interface Baseline {
  name: string;
  /** Where the baseline answers, when it is not the shop itself. */
  origin?: string;
  stop(): Promise<void>;
}

/**
 * nginx with one worker serving each file as /<name> (and its gzipped bytes as
 * /<name>.gz, for gzip_static), or null when there is no nginx.
 */
async function startNginx(dir: string, files: Record<string, { identity: Buffer; gzipped: Buffer }>): Promise<Baseline | null> {
  if (!existsSync('/usr/sbin/nginx')) return null;
  const www = path.join(dir, 'www');
  await mkdir(www, { recursive: true });
  for (const [name, { identity, gzipped }] of Object.entries(files)) {
    await writeFile(path.join(www, name), identity);
    await writeFile(path.join(www, `${name}.gz`), gzipped);
  }
  // nginx's worker runs as an unprivileged user: it must be able to read the files.
  for (const folder of [path.dirname(dir), dir, www]) await chmod(folder, 0o755);
  const port = 20_000 + (process.pid % 20_000);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  types { text/html html; application/json json; }
  gzip_static on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { add_header cache-control "public, max-age=15, must-revalidate"; }
  }
}
`,
  );
  const child: ChildProcess = spawn(...onCpu(0, '/usr/sbin/nginx', ['-c', conf, '-p', dir]), { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${origin}/${STATIC_FILE}`).then((response) => response.ok, () => false)) {
      return {
        name: `nginx, 1 worker (${STATIC_FILE}, gzip_static)`,
        origin,
        async stop() {
          child.kill('SIGQUIT');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start on ${origin}; see ${dir}/nginx-error.log`);
}

/**
 * The Node ceiling for a kept answer: bench/bare-http-server.ts (CPU 0, while
 * the shop idles) sending the shop's own headers and gzipped bytes for each
 * path, with nothing else done per request.
 */
async function startBareNode(dir: string, answers: Record<string, { headers: Record<string, unknown>; body: Buffer }>): Promise<Baseline> {
  const file = path.join(dir, 'bare-answers.json');
  const serialised: Record<string, { headers: string[]; body: string }> = {};
  for (const [urlPath, { headers, body }] of Object.entries(answers)) {
    // The shop's headers as sent (x-request-id included); node:http adds date, connection and keep-alive as it does for the shop.
    const list = Object.entries(headers).flatMap(([name, value]) => (['date', 'connection', 'keep-alive'].includes(name) ? [] : [name, String(value)]));
    serialised[urlPath] = { headers: list, body: body.toString('base64') };
  }
  await writeFile(file, JSON.stringify(serialised));
  const child = spawn(...onCpu(0, process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-http-server.ts'), file]), { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare node:http server exited with ${code} before listening`)));
  });
  return {
    name: 'bare node:http, the same headers and bytes',
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One figure with wrk (on CPU 1), or null without wrk. Asynchronous: the shop answers from this very process. */
async function wrkRequestsPerSecond(url: string): Promise<number | null> {
  if (!existsSync('/usr/bin/wrk')) return null;
  const run = async (seconds: number) =>
    (await execFileAsync(...onCpu(1, 'wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-H', 'accept-encoding: gzip', url]))).stdout;
  await run(1);
  const output = await run(SECONDS);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`wrk got failed responses from ${url}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
}

const GZIP = { 'accept-encoding': 'gzip' };

function endpoints(productIds: string[], baseline: Baseline, builtWeb: boolean): Endpoint[] {
  const search = (term: string) => `/api/products?search=${encodeURIComponent(term)}`;
  const categories = ['silk_sarees', 'cotton_sarees', 'dhotis', 'stoles', 'kids_wear', 'towels'];
  return [
    { name: baseline.name, paths: [`/${STATIC_FILE}`], headers: GZIP, baseline: true, ...(baseline.origin ? { origin: baseline.origin } : {}) },
    { name: 'list, first page (24), gzip', paths: ['/api/products'], headers: GZIP, target: { kind: 'ratio', atLeast: 0.25 } },
    { name: 'list, first page (24), identity', paths: ['/api/products'] },
    { name: 'list, first page, brotli', paths: ['/api/products'], headers: { 'accept-encoding': 'br, gzip' } },
    { name: 'home: 4 newest', paths: ['/api/products?pageSize=4'] },
    ...(builtWeb ? [{ name: 'Home page HTML (cached), gzip', paths: ['/'], headers: GZIP }] : []),
    { name: 'category, first page (6)', paths: categories.map((c) => `/api/products?category=${c}`), target: P99_TARGET },
    {
      name: 'category, pages 5-9 (database)',
      paths: categories.flatMap((c) => [5, 6, 7, 8, 9].map((page) => `/api/products?category=${c}&page=${page}`)),
      target: P99_TARGET,
    },
    { name: `search, 1-2 words (${BENCH_SEARCH_TERMS.length} terms)`, paths: BENCH_SEARCH_TERMS.map(search), target: P99_TARGET },
    { name: `search, whole titles (${BENCH_LONG_SEARCHES.length})`, paths: BENCH_LONG_SEARCHES.map(search), target: P99_TARGET },
    {
      name: 'search + category / price',
      paths: [
        '/api/products?category=cotton_sarees&search=kovai',
        `/api/products?category=dhotis&search=${encodeURIComponent('பட்டு')}`,
        '/api/products?price=1215000&search=silk',
        '/api/products?category=stoles&price=40000&search=cotton',
      ],
      target: P99_TARGET,
    },
    { name: 'product by id (500 ids)', paths: productIds.map((id) => `/api/products/${id}`) },
    { name: 'facets', paths: ['/api/products/facets'] },
  ];
}

function verdict(target: Target | undefined, row: Measured, baselineRps: number): string {
  if (!target) return '';
  if (target.kind === 'ratio') {
    const met = row.loaded.requestsPerSecond / baselineRps >= target.atLeast;
    return `>= ${target.atLeast}x baseline: ${met ? 'met' : 'MISSED'}`;
  }
  const loaded = row.loaded.p99 < target.ms;
  const single = row.single.p99 < target.ms;
  return `p99 < ${target.ms} ms: ${loaded ? 'met' : single ? 'MISSED under load, met at 1 connection' : 'MISSED'}`;
}

function printTable(rows: Measured[]): void {
  const baseline = rows.find((row) => row.endpoint.baseline)?.loaded.requestsPerSecond ?? Number.NaN;
  const problems = (result: LoadResult) => (result.non2xx || result.errors ? ` (!) ${result.non2xx} non-2xx, ${result.errors} errors` : '');
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'p50 @1', 'p99 @1', 'bytes', 'target'];
  const lines = rows.map((row) => [
    row.endpoint.name,
    Math.round(row.loaded.requestsPerSecond).toString(),
    row.loaded.p50.toFixed(2),
    row.loaded.p99.toFixed(2),
    `${(row.loaded.requestsPerSecond / baseline).toFixed(2)}x`,
    row.single.p50.toFixed(2),
    row.single.p99.toFixed(2),
    Math.round(row.loaded.bytesPerResponse).toString(),
    verdict(row.endpoint.target, row, baseline) + problems(row.loaded) + problems(row.single),
  ]);
  const leftAligned = new Set([0, header.length - 1]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width, i) => (leftAligned.has(i) ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(`\nreq/s, p50, p99: ${CONNECTIONS} connections for ${SECONDS} s after 1 s of warm-up. @1: one connection for ${SINGLE_SECONDS} s.`);
}

async function main(): Promise<void> {
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-bench-'));
  // The built web app when there is one (`npm run build`): then the cached Home HTML is measured too.
  const builtWeb = existsSync(path.join(BUILT_WEB_DIR, 'index.html')) && existsSync(path.join(BUILT_WEB_DIR, '..', 'dist-server', 'entry-server.js'));
  const webDir = builtWeb ? BUILT_WEB_DIR : path.join(scratchDir, 'web');
  await mkdir(webDir, { recursive: true });
  console.log(
    `Catalogue bench: ${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ` +
      `database pool ${process.env.DATABASE_POOL_SIZE ?? 'default'}, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
  );
  const database = await scratchDatabase(scratchDir);
  try {
    await runMigrations(database.url);
    const productIds = await loadProducts(database.url);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: scratchDir,
      DATABASE_URL: database.url,
      WEB_DIST_DIR: webDir,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    });
    const handle = connectDatabase(database.url, { max: config.DATABASE_POOL_SIZE });
    // The static file must exist before the app is built: the static plugin is registered only for an existing directory.
    await writeFile(path.join(webDir, STATIC_FILE), '{}');
    const app = await buildApp({ config, database: handle });
    let baseline: Baseline | undefined;
    try {
      const firstPage = await app.inject({ method: 'GET', url: '/api/products' });
      const firstPageGzip = await app.inject({ method: 'GET', url: '/api/products', headers: GZIP });
      if (firstPageGzip.headers['content-encoding'] !== 'gzip') throw new Error('the shop did not gzip the first page');
      // The same bytes as the first page of the list, served as a file by nginx (or, without it, by the same server).
      await writeFile(path.join(webDir, STATIC_FILE), firstPage.rawPayload);
      await writeFile(path.join(webDir, `${STATIC_FILE}.gz`), firstPageGzip.rawPayload);
      const home = builtWeb ? await app.inject({ method: 'GET', url: '/' }) : null;
      const homeGzip = builtWeb ? await app.inject({ method: 'GET', url: '/', headers: GZIP }) : null;
      if (homeGzip && homeGzip.headers['content-encoding'] !== 'gzip') throw new Error('the shop did not gzip the Home page');
      const files: Record<string, { identity: Buffer; gzipped: Buffer }> = { [STATIC_FILE]: { identity: firstPage.rawPayload, gzipped: firstPageGzip.rawPayload } };
      if (home && homeGzip) files[HOME_FILE] = { identity: home.rawPayload, gzipped: homeGzip.rawPayload };
      baseline = (await startNginx(path.join(scratchDir, 'nginx'), files)) ?? {
        name: `static file (${STATIC_FILE}), the shop's @fastify/static: no nginx`,
        stop: async () => {},
      };
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      // Searches go to PostgreSQL until the in-memory index is built (in the background, after start): measure the index.
      const indexStarted = performance.now();
      await app.searchIndex.whenBuilt();
      console.log(`  search index ready ${seconds(indexStarted)} after start`);
      // This process is the shop: every thread of it on CPU 0, the load generator on CPU 1.
      if (pinned) execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
      console.log(
        `  shop on ${origin}${pinned ? ' (CPU 0, load generator on CPU 1)' : ''}; baseline: ${baseline.name}; ` +
          `the first page is ${firstPage.rawPayload.length} bytes, ${firstPageGzip.rawPayload.length} gzipped\n`,
      );

      const rows: Measured[] = [];
      for (const endpoint of endpoints(productIds, baseline, builtWeb)) {
        const scenario: LoadScenario = {
          origin: endpoint.origin ?? origin,
          paths: endpoint.paths,
          connections: CONNECTIONS,
          warmupSeconds: 1,
          seconds: SECONDS,
          ...(endpoint.headers ? { headers: endpoint.headers } : {}),
        };
        const loaded = await runLoad(scenario);
        const single = await runLoad({ ...scenario, connections: 1, warmupSeconds: 0, seconds: SINGLE_SECONDS });
        rows.push({ endpoint, loaded, single });
        process.stdout.write(`  measured ${endpoint.name}\n`);
      }
      printTable(rows);
      if (baseline.origin) {
        const bare = await startBareNode(scratchDir, {
          '/api/products': { headers: firstPageGzip.headers, body: firstPageGzip.rawPayload },
          ...(homeGzip ? { '/': { headers: homeGzip.headers, body: homeGzip.rawPayload } } : {}),
        });
        try {
          const compare = async (what: string, shopUrl: string, nginxUrl: string, bareUrl: string) => {
            const shop = await wrkRequestsPerSecond(shopUrl);
            const nginx = await wrkRequestsPerSecond(nginxUrl);
            const node = await wrkRequestsPerSecond(bareUrl);
            if (shop === null || nginx === null || node === null) return;
            console.log(
              `${what}: shop ${Math.round(shop)} req/s, nginx ${Math.round(nginx)}, bare node:http ${Math.round(node)} ` +
                `(${(node / nginx).toFixed(2)}x nginx): the shop is ${(shop / nginx).toFixed(2)}x nginx (target >= 0.25x), ${(shop / node).toFixed(2)}x bare node:http`,
            );
          };
          console.log(`\nwrk (1 thread, ${CONNECTIONS} connections, ${SECONDS} s, gzip), each server alone on CPU 0:`);
          await compare(`the list's cached first page (${firstPageGzip.rawPayload.length} bytes)`, `${origin}/api/products`, `${baseline.origin}/${STATIC_FILE}`, `${bare.origin}/api/products`);
          if (homeGzip) {
            await compare(`the cached Home HTML (${homeGzip.rawPayload.length} bytes)`, `${origin}/`, `${baseline.origin}/${HOME_FILE}`, `${bare.origin}/`);
          } else {
            console.log('No built web app (npm run build): the cached Home HTML was not measured.');
          }
        } finally {
          await bare.stop();
        }
      }
      console.log(`Load average (1, 5, 15 min) at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')} on ${os.cpus().length} CPUs.`);
    } finally {
      await baseline?.stop();
      await app.close();
      await handle.close();
      // The real build was lent for the Home page: leave it as it was.
      if (builtWeb) await Promise.all([STATIC_FILE, `${STATIC_FILE}.gz`].map((name) => rm(path.join(webDir, name), { force: true })));
    }
  } finally {
    await database.drop();
    await rm(scratchDir, { recursive: true, force: true });
  }
}

await main();
