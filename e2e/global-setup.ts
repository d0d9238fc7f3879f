import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RELAXED_MONEY_LIMITS, startShop } from '../apps/api/src/testing/shop-process.ts';

export const e2eAdmin = { email: 'admin@e2e.example', password: 'e2e-admin-password-1' } as const;

/** The settings of a shop the journeys run against. */
export function e2eShopEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    NODE_ENV: 'test',
    // Every journey logs in from 127.0.0.1; the limits themselves are tested in the integration suite.
    AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    ...RELAXED_MONEY_LIMITS,
  };
}

// One shop for the whole browser run: the built web app, a fresh DATA_DIR
// (its own embedded PostgreSQL and the demo catalogue), a free port. Workers
// read its address from E2E_BASE_URL.
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'handloom-e2e-'));
  const shop = await startShop(e2eShopEnv(dataDir), 600_000);
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    shop.child.kill('SIGTERM');
    await shop.exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
