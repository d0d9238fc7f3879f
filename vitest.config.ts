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
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/api/src/db/seed/*.test.ts', 'apps/api/src/features/addresses/pincode-directory.test.ts', 'apps/api/src/features/catalog/search-synonyms.test.ts', 'apps/api/src/features/email/background-sender.test.ts', 'apps/api/src/features/owner-alerts/owner-alerts.emails.test.ts', 'apps/api/src/features/orders/orders.emails.test.ts', 'apps/api/src/features/invoices/gst-report.test.ts'],
          // Component tests (*.test.tsx) choose happy-dom with a
          // `// @vitest-environment happy-dom` first line; the rest run in Node.
          environment: 'node',
          setupFiles: ['apps/web/src/testing/dom-setup.ts'],
          // The files of a worker share one module graph, as the integration suite's do (62 s
          // down to 24 s here, passing with files shuffled); a file that mocks a module loads
          // what depends on it again (schema-resolver.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/db/seed/*.test.ts', 'apps/api/src/features/addresses/pincode-directory.test.ts', 'apps/api/src/features/catalog/search-synonyms.test.ts', 'apps/api/src/features/email/background-sender.test.ts', 'apps/api/src/features/owner-alerts/owner-alerts.emails.test.ts', 'apps/api/src/features/orders/orders.emails.test.ts', 'apps/api/src/features/invoices/gst-report.test.ts', 'apps/api/src/**/*.process.test.ts'],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // Each file builds its own app on its own database (test-app.ts), so the files of a
          // worker share one module graph: the API's modules are imported once per worker, not
          // once per file (the suite took 185 s instead of 320 s on 2 cores, docs/performance.md).
          isolate: false,
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
