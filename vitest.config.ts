import { defineConfig } from 'vitest/config';

// Projects: "unit" (pure rules and components, no database), "api" (the real app on a real
// database, PGlite by default or PostgreSQL with TEST_DATABASE_URL; see test/database-template.ts)
// and "browser" (the built web app and API in Debian's Chromium; see test/browser.ts).
export default defineConfig({
  test: {
    // In CI also write a JSON report, from which .ci/run prints the "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? '.tmp/vitest-report.json' }]] : ['default'],
    setupFiles: ['test/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.browser.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['test/database-template.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['test/web-build.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // One Chromium per file is plenty for 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
