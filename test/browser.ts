/**
 * Browser tests: the real shop (built web app + API on a fresh copy of the seeded database)
 * listening on a free port, driven by Debian's Chromium through playwright-core.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { buildApp, type AppOptions, type ShopApp } from '../src/server/app.js';
import { createTestDatabase } from './test-database.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { DEFAULT_TEST_NOW } from './test-app.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export interface BrowserShop {
  baseUrl: string;
  app: ShopApp;
  database: DatabaseHandle;
  browser: Browser;
  /** A fresh page (own context: cookies and storage) at the given viewport. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function startBrowserShop(options: { now?: Date; appOptions?: Partial<AppOptions> } = {}): Promise<BrowserShop> {
  const database = await createTestDatabase();
  const now = options.now ?? DEFAULT_TEST_NOW;
  const app = await buildApp({ ...options.appOptions, database, now: () => now, validateResponses: true, webDistDir: inject('webDistDir') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    baseUrl,
    app,
    database,
    browser,
    newPage: async (viewport = DESKTOP) => {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      // A script error on the page fails the test that caused it.
      page.on('pageerror', (error) => {
        throw error;
      });
      // So does anything the shop's Content-Security-Policy blocks (Chromium reports it as a console error).
      page.on('console', (message) => {
        if (message.type() === 'error' && isCspViolation(message.text())) throw new Error(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/** Chromium's console message for a resource or inline code the page's CSP refused. */
export const isCspViolation = (text: string): boolean => /Content Security Policy/i.test(text);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page; returns the serious and critical violations (WCAG 2.1 A/AA rules). */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools, not as an inline <script>, which the shop's CSP refuses.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
