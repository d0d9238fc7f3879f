import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './e2e/chromium.ts';

// Browser journeys against the built shop, started once by global-setup.ts on
// a free port with a fresh DATA_DIR. Chromium comes from this machine, never
// from a download (see e2e/chromium.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on the two-core machines this project
  // runs on, which made `npm test`'s browser journeys take twice as long outside CI.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace of every journey (kept only for failures) made the suite a fifth slower;
    // PLAYWRIGHT_TRACE=1 turns it on to look into a failure (npx playwright show-trace).
    trace: process.env.PLAYWRIGHT_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
