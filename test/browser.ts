/**
 * Browser tests: the real shop (built web app + API on a fresh copy of the seeded database)
 * listening on a free port, driven by Debian's Chromium through playwright-core.
 *
 * One Chromium serves every test file (started by test/web-build.ts; each file connects to it),
 * and each test's pages are closed when the test ends (test/browser-setup.ts), so a file's earlier
 * pages never keep running beside its later tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Download, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions, type ShopApp } from '../src/server/app.js';
import { createTestDatabase } from './test-database.js';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { DEFAULT_TEST_NOW } from './test-app.js';

/**
 * How long a page action or wait may take before it fails (Playwright's default is 30 s). Roomy
 * for a busy 2-core machine, well inside the 60 s test timeout so a failure names what was missing.
 */
const PAGE_WAIT_MS = 15_000;

/** The contexts opened by the running test; closed after it (closeTestPages). */
const testContexts = new Set<BrowserContext>();

/** Closes every page the test opened (called after each browser test). */
export async function closeTestPages(): Promise<void> {
  const contexts = [...testContexts];
  testContexts.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

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
  const app = await buildApp({ webDistDir: inject('webDistDir'), ...options.appOptions, database, now: () => now, validateResponses: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  // The shared browser (test/web-build.ts); a file's close() only disconnects from it.
  const browser = await chromium.connect(inject('browserWsEndpoint'));
  return {
    baseUrl,
    app,
    database,
    browser,
    newPage: async (viewport = DESKTOP) => {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce' });
      context.setDefaultTimeout(PAGE_WAIT_MS);
      testContexts.add(context);
      const page = await context.newPage();
      // A server-rendered page shows before React runs it: every navigation waits until it is live
      // (ShopLayout marks <html data-hydrated>), as a shopper's click in between could be lost.
      waitForHydrationOnNavigation(page);
      // A script error on the page fails the test that caused it.
      page.on('pageerror', (error) => {
        throw error;
      });
      // So does anything the shop's Content-Security-Policy blocks (Chromium reports it as a console error).
      page.on('console', (message) => {
        if (message.type() === 'error' && isCspViolation(message.text())) throw new Error(`${page.url()}: ${message.text()}`);
        // And a page the browser hydrated differently from how the server rendered it (src/web/main.tsx).
        if (message.type() === 'error' && isHydrationMismatch(message.text())) throw new Error(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    close: async () => {
      await closeTestPages();
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/** A download's bytes, streamed from the shared browser (a connected browser's files have no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Makes page.goto and page.reload of a shop page also wait until React runs the page (html[data-hydrated]). */
function waitForHydrationOnNavigation(page: Page): void {
  const live = async (response: Response | null): Promise<Response | null> => {
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
      // Only the shop's own pages (#root): not the API's documentation page, say.
      await page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: PAGE_WAIT_MS });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => live(await goto(url, options));
  page.reload = async (options) => live(await reload(options));
}

/** What main.tsx logs when React had to throw away server-rendered HTML that did not match. */
export const isHydrationMismatch = (text: string): boolean => text.startsWith('Hydration mismatch:');

/** Chromium's console message for a resource or inline code the page's CSP refused. */
export const isCspViolation = (text: string): boolean => /Content Security Policy/i.test(text);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits until the page has settled: nothing marked `aria-busy="true"` (the live total while a
 * price loads, lists while they load). What a shopper reads once the page is done, not a frame
 * caught half-way (a busy total is drawn greyed, which axe would judge as low contrast).
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[aria-busy="true"]')].map((e) => e.getAttribute('aria-label') ?? e.className)), {
      message: 'the page should settle (no element aria-busy)',
    })
    .toEqual([]);
}

/**
 * Runs axe-core on the settled page (pageSettled); returns the serious and critical violations
 * (WCAG 2.1 A/AA rules).
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await pageSettled(page);
  // Evaluated through DevTools, not as an inline <script>, which the shop's CSP refuses.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
