/**
 * The features' house rules, checked on the source: every feature has its place in the import
 * order (eslint.config.js FEATURE_ORDER), the lint rule refuses an import against it, and a
 * feature writes only its own tables (docs/decisions/0010-imports-run-one-way.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_ORDER } from '../../eslint.config.js';
import { projectRoot } from '../server/project-root.js';

const root = projectRoot();
const featuresDir = join(root, 'src', 'features');
const featureNames = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Which feature's *.tables.ts defines each table constant ("server" for src/server/db/server.tables.ts). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const define = (file: string, owner: string) => {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) owners.set(match[1]!, owner);
  };
  for (const name of featureNames) {
    const file = join(featuresDir, name, `${name}.tables.ts`);
    if (readdirSync(join(featuresDir, name)).includes(`${name}.tables.ts`)) define(file, name);
  }
  define(join(root, 'src', 'server', 'db', 'server.tables.ts'), 'server');
  return owners;
}

describe('features', () => {
  it('each has its place in the import order, and the order names no folder that is gone', () => {
    expect([...FEATURE_ORDER].sort()).toEqual([...featureNames].sort());
  });

  it('the lint rule refuses an import against the order, into another feature\'s repository, or of a composition file', async () => {
    const eslint = new ESLint({ cwd: root });
    const source = [
      "import { ordersFeature } from '../orders/orders.plugin.js';",
      "import { CartRepository } from '../cart/cart.repository.js';",
      "import { buildApp } from '../../server/app.js';",
      "import { normaliseEmail } from '../account/account-rules.js';",
      'export const uses = [ordersFeature, CartRepository, buildApp, normaliseEmail];',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: join(featuresDir, 'catalogue', 'a-new-module.ts') });
    const refused = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
    // Lines 1–3 break the rules; line 4 (account comes before catalogue) is allowed.
    expect([...new Set(refused)].sort()).toEqual([1, 2, 3]);
  });

  it('a feature writes only its own tables (another feature\'s are changed through its exported service)', () => {
    const owners = tableOwners();
    const foreignWrites: string[] = [];
    for (const name of featureNames) {
      for (const file of sourceFiles(join(featuresDir, name))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\.(insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)/g)) {
          const owner = owners.get(match[2]!);
          if (owner !== undefined && owner !== name) foreignWrites.push(`${relative(root, file)}: ${match[1]}(${match[2]}) writes a table of ${owner}`);
        }
      }
    }
    expect(foreignWrites).toEqual([]);
  });
});
