/**
 * Vitest global setup for browser tests: builds the web app once into .tmp/web-dist (the
 * production build, as shoppers get it) and prepares the test database template.
 */
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../src/server/config.js';
import setupDatabase from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const outDir = join(projectRoot(), '.tmp', `web-dist-${process.pid}`);
  await build({
    configFile: join(projectRoot(), 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  project.provide('webDistDir', outDir);
  await setupDatabase(project);
}
