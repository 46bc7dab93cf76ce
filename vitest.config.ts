import { defineConfig } from 'vitest/config';

// Projects: "unit" (pure rules and components, no database), "api" (the real app on a real
// database, PGlite by default or PostgreSQL with TEST_DATABASE_URL; see test/database-template.ts),
// "cluster" (the image's contents as N servers behind HAProxy on PostgreSQL; test/cluster-setup.ts)
// and "browser" (the built web app and API in Debian's Chromium; see test/browser.ts).
//
// Tests wait for what a shopper sees, never for a fixed time, and never compare a duration with a
// number (eslint.config.js refuses both in test files); speed is measured by `npm run bench*`.
export default defineConfig({
  test: {
    // Files run side by side. On 2 cores the default is one worker, which left the cores half idle
    // while browser tests waited on Chromium; three keep both busy without starving any page.
    maxWorkers: 3,
    // A worker keeps its modules from one test file to the next: each browser test file used to load
    // the whole server again (setup 395 s of a 17-minute run; 32 s without), and each API file the same
    // (import 262 s; 30 s). Test files share no state through modules: each builds its own app on its
    // own database, and test/fail-on-console-error.ts restores console.error after every test.
    isolate: false,
    // expect.poll waits this long for what the shopper should see (vitest's default is 1 s, which
    // a page still loading its scripts on a busy machine can miss).
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // In CI also write a JSON report, from which .ci/run prints the "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? '.tmp/vitest-report.json' }]] : ['default'],
    setupFiles: ['test/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'src/**/*.browser.test.ts', 'src/**/*.cluster.test.ts', 'node_modules/**'],
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
          // Several built servers on PostgreSQL behind HAProxy (scripts/cluster.ts): run with TEST_DATABASE_URL
          // (npm run test:db); skipped, saying why, without it or without haproxy.
          name: 'cluster',
          include: ['src/**/*.cluster.test.ts'],
          environment: 'node',
          globalSetup: ['test/cluster-setup.ts'],
          testTimeout: 180000,
          hookTimeout: 180000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['test/web-build.ts'],
          setupFiles: ['test/browser-setup.ts'],
          // A browser test walks several pages; with the whole suite on 2 cores the longest now take 50–60 s
          // (20 s alone), so the limit is 2 minutes. Each wait inside a test keeps its own few-second limit.
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
