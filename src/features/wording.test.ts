/**
 * Words a shopper reads carry no typo or stray mark from the spec's catalogue (issue 17): its
 * "Pleasy try again" and the Japanese reference mark in "※Please enter the first name." were
 * corrected where the messages live; this keeps them out of every string the shop ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/project-root.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The string literals of a file (quoted and template), comments left out first. */
const literals = (source: string): string[] => [...withoutComments(source).matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]);

const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');

describe('shopper-facing wording', () => {
  it('no string in src says "Pleasy" or starts a message with "※"', () => {
    const root = projectRoot();
    const found = sourceFiles(join(root, 'src')).flatMap((file) =>
      literals(readFileSync(file, 'utf8'))
        .filter((text) => /\bPleasy\b|※/.test(text))
        .map((text) => `${relative(root, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
