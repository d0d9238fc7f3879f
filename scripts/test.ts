// `npm test`: every check of the shop, in order, then one line
// "N passed, N failed" (", N skipped") summed over every suite that ran.
//
//   lint, types             eslint and tsc (one check each)
//   unit                    vitest: shared rules, web logic, demo artwork
//   integration (embedded)  vitest: the API through app.inject on the shop's own PostgreSQL
//   integration (external)  the same against TEST_DATABASE_URL, when it is set
//   process                 vitest: real shop processes (SIGKILL, restarts, locks)
//   browser                 Playwright in Chromium against the built shop
//   node24                  the unit suite again under the Node binary at TEST_NODE24
//                           (.ci/run sets it; skipped when unset); with TEST_DATABASE_URL
//                           the integration run against it uses that Node, so each database
//                           and each Node is covered once; without it, the embedded run repeats
//
// Set TEST_ONLY=unit,integration (names as above, first word) to run a subset.
//
// On a 2-core machine no suite keeps both cores busy (lint, types, unit and
// integration each about 75 %), so the checks before `process` run as two
// lanes side by side (lint, unit, integration on the embedded database |
// types, the second Node's unit, integration on TEST_DATABASE_URL), each
// suite's output printed whole when it ends. The process and browser suites,
// whose journeys time real processes and pages, run alone after them.
// TEST_LANES=1 runs everything one after another.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Each failed test by file and name, with the first line of its error: printed again at the very end, where a CI log's tail shows it. */
const failedTests: string[] = [];
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const scratch = await mkdtemp(path.join(os.tmpdir(), 'handloom-test-'));
const started = Date.now();
const vitestEntry = path.resolve('node_modules/vitest/vitest.mjs');

/** Runs a command to its end; with `log`, its output goes to that file instead of the terminal (a lane's suite, printed when it ends). */
function run(command: string, args: string[], env: Record<string, string> = {}, log?: string): Promise<number> {
  return new Promise((resolve) => {
    const out = log === undefined ? null : openSync(log, 'w');
    const done = (code: number) => {
      if (out !== null) closeSync(out);
      resolve(code);
    };
    const child = spawn(command, args, { stdio: out === null ? 'inherit' : ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

/** Where a suite's output goes: the terminal when it runs alone, else a file printed whole when it ends. */
let quietSuites = false;

async function runSuite(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  if (!quietSuites) return run(command, args, env);
  const log = path.join(scratch, `${name.replace(/\W+/g, '-')}.log`);
  const code = await run(command, args, env, log);
  process.stdout.write(`\n[test] ${name}: output\n${await readFile(log, 'utf8').catch(() => '')}`);
  return code;
}

/** Runs the lanes side by side (each one suite after another), or, with TEST_LANES=1, all in order. */
async function lanes(...work: (() => Promise<void>)[][]): Promise<void> {
  if (process.env.TEST_LANES === '1') {
    for (const lane of work) for (const step of lane) await step();
    return;
  }
  quietSuites = true;
  try {
    await Promise.all(work.map(async (lane) => {
      for (const step of lane) await step();
    }));
  } finally {
    quietSuites = false;
  }
}

function wanted(name: string): boolean {
  return !only || only.includes(name);
}

function record(name: string, counts: Tally | null, exitCode: number): void {
  if (!counts) {
    // The suite could not report (it crashed before running): that is a failure.
    counts = { passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  } else if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1; // e.g. a global setup or teardown that failed after the tests
  }
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
  if (counts.failed) failures.push(name);
  console.log(`\n[test] ${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`);
}

async function check(name: string, command: string, args: string[]): Promise<void> {
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  const code = await runSuite(name, command, args);
  record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code);
}

/** `node` given: vitest runs under that binary (the node24 suite) instead of the one running this script. */
async function vitest(name: string, project: string, env: Record<string, string> = {}, node?: string): Promise<void> {
  const report = path.join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n[test] ${name}: vitest --project ${project}${node ? ` (${node})` : ''}`);
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = node
    ? // The binary's folder first on PATH, so anything vitest spawns by the name `node` is that Node too.
      await runSuite(name, node, [vitestEntry, ...args], { ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` })
    : await runSuite(name, 'npx', ['vitest', ...args], env);
  const json = await readFile(report, 'utf8').then(JSON.parse, () => null);
  for (const file of json?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test: { status: string }) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${name}: ${where} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import error, a hook that threw) has no failed assertion to name.
    if (file.status === 'failed' && failed.length === 0) failedTests.push(`${name}: ${where} — ${firstLine(file.message)}`);
  }
  record(
    name,
    json && { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests },
    code,
  );
}

function firstLine(message: unknown): string {
  const text = typeof message === 'string' ? message : '';
  // eslint-disable-next-line no-control-regex -- colour codes from the reporters
  return (text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim() !== '') ?? '(no message)').trim().slice(0, 300);
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
}

function collectPlaywrightFailures(suites: PlaywrightSuite[]): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.findLast((result) => result.error)?.error?.message;
        failedTests.push(`browser: ${spec.file}:${spec.line} › ${spec.title} — ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

async function playwright(): Promise<void> {
  const report = path.join(scratch, 'playwright.json');
  console.log('\n[test] browser: playwright test');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readFile(report, 'utf8').then(JSON.parse, () => null);
  const stats = json?.stats;
  collectPlaywrightFailures(json?.suites ?? []);
  record('browser', stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }, code);
}

/** Unit (and without TEST_DATABASE_URL, integration) under a second Node (CI: Node 24 LTS); counted in the same total. */
async function node24(): Promise<void> {
  const node = process.env.TEST_NODE24;
  if (!node) {
    // Asked for by name, a missing binary is a failure; otherwise the suite is simply not part of this run.
    if (only?.includes('node24')) {
      console.log('[test] node24: TEST_NODE24 is not set (the path of a Node 24 binary)');
      record('node24', null, 1);
    }
    return;
  }
  const version = await new Promise<string>((resolve) => {
    const child = spawn(node, ['--version']);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => resolve(out.trim()));
    child.on('error', () => resolve(''));
  });
  if (!version) {
    console.log(`[test] node24: cannot run ${node}`);
    record('node24', null, 1);
    return;
  }
  await vitest(`unit on Node ${version}`, 'unit', {}, node);
  // Without TEST_DATABASE_URL the embedded database is the only one, so it runs here again;
  // with it, the run against TEST_DATABASE_URL already happened under this Node (see below).
  if (!process.env.TEST_DATABASE_URL) await vitest(`integration on Node ${version}`, 'integration', { HANDLOOM_TEST_DB: 'embedded' }, node);
}

/** The second Node's binary, when one is set and asked for: the run against TEST_DATABASE_URL uses it. */
function secondNode(): string | undefined {
  return wanted('node24') && process.env.TEST_NODE24 && existsSync(process.env.TEST_NODE24) ? process.env.TEST_NODE24 : undefined;
}

/** CHROMIUM_PATH, else Debian's (the headless shell or the browser), else Playwright's own (installed here if the internet is reachable). */
async function ensureChromium(): Promise<void> {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium-headless-shell') || existsSync('/usr/bin/chromium')) return;
  console.log('[test] No Chromium at CHROMIUM_PATH, /usr/bin/chromium-headless-shell or /usr/bin/chromium; trying `npx playwright install chromium`');
  await run('npx', ['playwright', 'install', 'chromium']);
}

/** Integration against TEST_DATABASE_URL: each database once and each Node once (with a second Node, CI's Node 24, this run uses it). */
async function externalIntegration(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const node = secondNode();
  const name = node ? 'integration (TEST_DATABASE_URL, second Node)' : 'integration (TEST_DATABASE_URL)';
  await vitest(name, 'integration', { HANDLOOM_TEST_DB: 'external' }, node);
}

const step = (name: string, work: () => Promise<void>) => async () => {
  if (wanted(name)) await work();
};

try {
  await lanes(
    [
      step('lint', () => check('lint', 'npx', ['eslint', '.'])),
      step('unit', () => vitest('unit', 'unit')),
      step('integration', () => vitest('integration (embedded PostgreSQL)', 'integration', { HANDLOOM_TEST_DB: 'embedded' })),
    ],
    [step('types', () => check('types', 'npm', ['run', '--silent', 'typecheck'])), step('node24', node24), step('integration', externalIntegration)],
  );
  if (wanted('process')) await vitest('process', 'process');
  if (wanted('browser')) {
    await check('build', 'npm', ['run', '--silent', 'build']);
    await ensureChromium();
    await playwright();
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failedTests.length) console.log(`\n[test] failed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
if (failures.length) console.log(`[test] failed: ${failures.join('; ')}`);
console.log(`[test] took ${minutes} min`);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed ? 1 : 0);
