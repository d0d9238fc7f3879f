// `npm test`: every check of the shop, in order, then one line
// "N passed, N failed" (", N skipped") summed over every suite that ran.
//
//   lint, types             eslint and tsc (one check each)
//   unit                    vitest: shared rules, web logic, demo artwork
//   integration (embedded)  vitest: the API through app.inject on the shop's own PostgreSQL
//   integration (external)  the same against TEST_DATABASE_URL, when it is set
//   process                 vitest: real shop processes (SIGKILL, restarts, locks)
//   browser                 Playwright in Chromium against the built shop
//
// Set TEST_ONLY=unit,integration (names as above, first word) to run a subset.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const scratch = await mkdtemp(path.join(os.tmpdir(), 'handloom-test-'));
const started = Date.now();

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
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
  const code = await run(command, args);
  record(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code);
}

async function vitest(name: string, project: string, env: Record<string, string> = {}): Promise<void> {
  const report = path.join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n[test] ${name}: vitest --project ${project}`);
  const code = await run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  const json = await readFile(report, 'utf8').then(JSON.parse, () => null);
  record(
    name,
    json && { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests },
    code,
  );
}

async function playwright(): Promise<void> {
  const report = path.join(scratch, 'playwright.json');
  console.log('\n[test] browser: playwright test');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readFile(report, 'utf8').then(JSON.parse, () => null);
  const stats = json?.stats;
  record('browser', stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }, code);
}

/** CHROMIUM_PATH, else Debian's, else Playwright's own (installed here if the internet is reachable). */
async function ensureChromium(): Promise<void> {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  console.log('[test] No Chromium at CHROMIUM_PATH or /usr/bin/chromium; trying `npx playwright install chromium`');
  await run('npx', ['playwright', 'install', 'chromium']);
}

try {
  if (wanted('lint')) await check('lint', 'npx', ['eslint', '.']);
  if (wanted('types')) await check('types', 'npm', ['run', '--silent', 'typecheck']);
  if (wanted('unit')) await vitest('unit', 'unit');
  if (wanted('integration')) {
    await vitest('integration (embedded PostgreSQL)', 'integration', { HANDLOOM_TEST_DB: 'embedded' });
    if (process.env.TEST_DATABASE_URL) {
      await vitest('integration (TEST_DATABASE_URL)', 'integration', { HANDLOOM_TEST_DB: 'external' });
    }
  }
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
if (failures.length) console.log(`[test] failed: ${failures.join('; ')}`);
console.log(`[test] took ${minutes} min`);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed ? 1 : 0);
