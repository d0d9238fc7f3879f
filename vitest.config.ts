import { defineConfig } from 'vitest/config';

// Three suites: `unit` (pure code), `integration` (the API through app.inject
// against a real PostgreSQL: embedded, or TEST_DATABASE_URL when
// HANDLOOM_TEST_DB=external) and `process` (real shop processes: SIGKILL,
// restarts, the data directory lock).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/api/src/db/seed/*.test.ts', 'apps/api/src/features/addresses/pincode-directory.test.ts'],
          // Component tests (*.test.tsx) choose happy-dom with a
          // `// @vitest-environment happy-dom` first line; the rest run in Node.
          environment: 'node',
          setupFiles: ['apps/web/src/testing/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/db/seed/*.test.ts', 'apps/api/src/features/addresses/pincode-directory.test.ts', 'apps/api/src/**/*.process.test.ts'],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'process',
          include: ['apps/api/src/**/*.process.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
