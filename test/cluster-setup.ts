/**
 * Vitest global setup for the cluster tests (*.cluster.test.ts): assembles the container image's
 * contents once, with the script the Dockerfile runs (scripts/image-contents.sh: the build and
 * only the production dependencies), so the servers the tests start are what the image ships.
 * The cluster tests need PostgreSQL (TEST_DATABASE_URL: several servers share it) and HAProxy;
 * without either, nothing is built and the tests say why they are skipped.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../src/server/project-root.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The image's contents (dist/, db/, production node_modules), or '' when the cluster tests cannot run here. */
    clusterAppDir: string;
  }
}

const hasHaproxy = (): boolean => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export default function setup(project: TestProject): () => void {
  if (!process.env.TEST_DATABASE_URL || !hasHaproxy()) {
    project.provide('clusterAppDir', '');
    return () => undefined;
  }
  const appDir = join(projectRoot(), '.tmp', `image-${process.pid}`);
  execFileSync(join(projectRoot(), 'scripts', 'image-contents.sh'), [appDir], { stdio: 'inherit' });
  project.provide('clusterAppDir', appDir);
  return () => rmSync(appDir, { recursive: true, force: true });
}
