import { defineConfig } from 'vitest/config';

// Projects: "unit" (pure rules and components, no database) and "api" (the real app on a real
// database, PGlite by default or PostgreSQL with TEST_DATABASE_URL; see test/database-template.ts).
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
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
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
    ],
  },
});
