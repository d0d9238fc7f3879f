// `npm run bench:request-path`: what one request costs on the shop's fastest
// paths, side by side with a bare Fastify route sending the same bytes.
//
// Loads BENCH_PRODUCTS (1,000) products into a scratch database (an embedded
// PostgreSQL in a temporary directory, or a database of its own on the server
// at DATABASE_URL, dropped at the end), then starts each server as a process of
// its own pinned to CPU 0 (taskset, where there is more than one CPU) and
// drives it with wrk pinned to CPU 1: the cached first page of the catalogue
// (gzip), a fingerprinted script under /assets/, and /healthz.
//
// Servers: the shop at LOG_LEVEL=info (its logs to a file, as a process
// manager would keep them), the shop at LOG_LEVEL=warn, and a bare Fastify
// app answering the same paths with the same bytes and no hooks.
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each shop run there
// (open it in Chrome DevTools or speedscope). Needs wrk (`apt-get install wrk`).
//
// Settings: BENCH_PRODUCTS (1000), BENCH_SECONDS per path (5), BENCH_CONNECTIONS (10),
// BENCH_ROUNDS (3; each figure is the median of the rounds).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { insertProductsSql } from './catalog-data.ts';
import { onCpu, pinned } from './cpu-pinning.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'apps/web/dist');

interface Target {
  name: string;
  path: string;
  gzip: boolean;
}

function staticAsset(): string {
  const assets = readdirSync(path.join(webDist, 'assets')).filter((name) => name.endsWith('.js'));
  // The largest script: the entry chunk a first visit always fetches.
  const largest = assets.sort((a, b) => statSync(path.join(webDist, 'assets', b)).size - statSync(path.join(webDist, 'assets', a)).size)[0];
  if (!largest) throw new Error('no built web app: run `npm run build` first');
  return `/assets/${largest}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${origin} did not come up`);
}

function wrk(url: string, gzip: boolean): number {
  const headers = gzip ? ['-H', 'accept-encoding: gzip'] : [];
  const run = (seconds: number) => execFileSync(...onCpu(1, 'wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, ...headers, url]), { encoding: 'utf8' });
  run(1); // warm-up: the JIT and the caches
  const output = run(SECONDS);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} failed responses`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
}

interface Server {
  name: string;
  env: Record<string, string>;
  args: string[];
}

interface Running {
  server: Server;
  origin: string;
  logFile: string;
  stop(): Promise<void>;
}

async function start(server: Server, scratch: string): Promise<Running> {
  const port = await freePort();
  const logFile = path.join(scratch, `${server.name.replace(/\W+/g, '-')}.log`);
  const profile = CPU_PROFILE_DIR && server.name.startsWith('shop') ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : [];
  const [command, args] = onCpu(0, process.execPath, [...profile, '--import', 'tsx', ...server.args]);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...server.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  await waitUntilUp(origin, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { server, origin, logFile, stop };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function scratchDatabase(scratchDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(path.join(scratchDir, 'db'), quiet);
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `handloom_request_path_${process.pid}`;
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

/** The bare server: Fastify with no plugins or hooks, answering with bytes fetched from the shop once. */
async function serveBare(): Promise<void> {
  const bodies = JSON.parse(process.env.BENCH_BARE_BODIES ?? '{}') as Record<string, { type: string; file: string; gzip: boolean }>;
  const app = Fastify({ logger: false });
  for (const [url, body] of Object.entries(bodies)) {
    const bytes = body.gzip ? gzipSync(readFileSync(body.file)) : readFileSync(body.file);
    app.get(url, (_request, reply) => {
      if (body.gzip) reply.header('content-encoding', 'gzip');
      return reply.type(body.type).send(bytes);
    });
  }
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

async function main(): Promise<void> {
  if (!existsSync('/usr/bin/wrk')) throw new Error('bench:request-path needs wrk (apt-get install wrk)');
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'handloom-request-path-'));
  // As root, the embedded PostgreSQL runs as `postgres`, which must be able to pass through to scratch/db.
  await chmod(scratch, 0o711);
  const database = await scratchDatabase(scratch);
  try {
    await runMigrations(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(insertProductsSql(), [PRODUCTS]);
    await client.end();

    const asset = staticAsset();
    const targets: Target[] = [
      { name: 'list, first page (gzip)', path: '/api/products', gzip: true },
      { name: `static ${path.basename(asset)} (gzip)`, path: asset, gzip: true },
      { name: 'GET /healthz', path: '/healthz', gzip: false },
    ];
    const config = loadConfig({ DATA_DIR: scratch });
    const listFile = path.join(scratch, 'list.json');
    const shopEnv = (level: string) => ({
      NODE_ENV: 'production',
      LOG_LEVEL: level,
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'bench-password-0123',
      WEB_DIST_DIR: config.webDistDir,
    });
    const shop = (level: string): Server => ({ name: `shop, LOG_LEVEL=${level}`, env: shopEnv(level), args: ['apps/api/src/server.ts'] });
    const bareBodies = {
      '/api/products': { type: 'application/json; charset=utf-8', file: listFile, gzip: true },
      [asset]: { type: 'text/javascript; charset=utf-8', file: path.join(webDist, asset), gzip: true },
    };
    const servers: Server[] = [
      shop('info'),
      shop('warn'),
      { name: 'bare Fastify, same bytes', env: { BENCH_BARE_BODIES: JSON.stringify(bareBodies) }, args: ['bench/request-path.ts', 'bare'] },
    ];

    console.log(
      `Request path bench: ${CONNECTIONS} connections, ${SECONDS} s per path after 1 s of warm-up, ` +
        `${pinned ? 'server on CPU 0 and wrk on CPU 1' : 'not pinned (no taskset or one CPU)'}, ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
    );
    // The bare server sends what the shop sends: the list is fetched once from a shop.
    const first = await start(servers[1] as Server, scratch);
    await writeFile(listFile, Buffer.from(await (await fetch(`${first.origin}/api/products`)).arrayBuffer()));
    await first.stop();
    // Every server runs at once (idle but for the one measured), and the rounds take them in turn:
    // a machine whose load changes during the run affects them all alike.
    const running: Running[] = [];
    let rows: string[][];
    try {
      for (const server of servers) running.push(await start(server, scratch));
      const samples = running.map(() => targets.map((): number[] => []));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [t, target] of targets.entries()) {
          for (const [s, run] of running.entries()) samples[s]?.[t]?.push(wrk(`${run.origin}${target.path}`, target.gzip));
        }
        console.log(`  round ${round + 1} of ${ROUNDS} measured`);
      }
      for (const run of running.splice(0)) await run.stop();
      rows = servers.map((server, s) => [
        server.name,
        ...targets.map((_, t) => Math.round(median(samples[s]?.[t] ?? [])).toString()),
        readFileSync(path.join(scratch, `${server.name.replace(/\W+/g, '-')}.log`), 'utf8').split('\n').filter(Boolean).length.toString(),
      ]);
    } finally {
      for (const run of running) await run.stop();
    }
    const header = ['server', ...targets.map((target) => `${target.name} req/s`), 'log lines'];
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, i) => (i === 0 ? ':--' : '--:')).join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`Load average (1, 5, 15 min) at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')}.`);
  } finally {
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'bare') await serveBare();
else await main();
