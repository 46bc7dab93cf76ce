/**
 * Vitest global setup for browser tests: builds the web app once into .tmp/web-dist (the
 * production build, as shoppers get it), starts ONE Chromium that every browser test file connects
 * to (test/browser.ts), and prepares the test database template. Files run in parallel: each has
 * its own shop (server and database) and its own browser contexts, so they share nothing but the
 * browser process and the build.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../src/server/project-root.js';
import setupDatabase from './database-template.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
    /** The same web app built with React's development build (its hydration warnings). */
    webDevDistDir: string;
    /** The shared Chromium's endpoint (playwright's browser server). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tmp = join(projectRoot(), '.tmp');
  mkdirSync(tmp, { recursive: true });
  // Builds left by runs that were killed before their teardown: only those whose process is gone,
  // so a second test run on the same machine keeps its build.
  for (const entry of readdirSync(tmp, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name.startsWith('web-dist-'))) {
    if (!processAlive(Number.parseInt(entry.name.slice('web-dist-'.length), 10))) rmSync(join(tmp, entry.name), { recursive: true, force: true });
  }
  const outDir = join(tmp, `web-dist-${process.pid}`);
  const devOutDir = join(tmp, `web-dist-${process.pid}-dev`);
  // Vitest sets NODE_ENV=test, which would give React's development build (slower, and double
  // effects in StrictMode): test what shoppers get.
  await buildWeb(outDir, 'production');
  // And React's development build, for the one test that needs React's own hydration checks
  // (server-render-hydration.browser.test.ts): production React reports a differing text, but
  // silently keeps a differing attribute.
  await buildWeb(devOutDir, 'development');
  project.provide('webDistDir', outDir);
  project.provide('webDevDistDir', devOutDir);
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  const removeDatabaseTemplate = await setupDatabase(project);
  return async () => {
    await browserServer.close();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(devOutDir, { recursive: true, force: true });
    removeDatabaseTemplate();
  };
}

/** The web app and its server-render bundle (in .ssr/, as `npm run build:web` writes them), in `mode`. */
async function buildWeb(outDir: string, mode: 'production' | 'development'): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const common = { configFile: join(projectRoot(), 'vite.config.ts'), mode, logLevel: 'warn' as const };
    await build({ ...common, build: { outDir, emptyOutDir: true, sourcemap: false, ...(mode === 'development' ? { minify: false } : {}) } });
    await build({ ...common, build: { ssr: 'entry-server.tsx', outDir: join(outDir, '.ssr'), emptyOutDir: true, sourcemap: false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
