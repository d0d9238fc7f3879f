import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Starts the real shop (`server.ts`) as a separate process, the way a person
// or a process manager would, for tests that kill and restart it.

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ShopProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

export function startShop(env: Record<string, string>, timeoutMs = 120_000): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  // A test runner that dies or times out must not leave a shop running.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  void exited.then(() => process.removeListener('exit', killChild));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`shop did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /The shop is open at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited (${code}) before it started:\n${output}`));
    });
  });
}

/** Runs the shop expecting it to refuse to start; resolves with its exit code and output. */
export function runShopToExit(env: Record<string, string>): Promise<{ code: number | string | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code: code ?? signal, output })));
}

/** The connection URL of the embedded PostgreSQL a shop started in `dataDir`. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pidFile.split('\n')[3];
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

/**
 * Money-path limits raised out of the way, for runs where every shopper comes
 * from 127.0.0.1 and buys again and again (the limits themselves are tested in
 * features/checkout/checkout-limits.test.ts).
 */
export const RELAXED_MONEY_LIMITS = {
  CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
  CHECKOUT_LIMIT_PER_ADDRESS: '1000000',
  PAYMENT_LIMIT_PER_ACCOUNT: '100000',
  PAYMENT_LIMIT_PER_ADDRESS: '1000000',
} as const;
