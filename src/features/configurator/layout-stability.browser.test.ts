/**
 * No layout jumps on load: a layout-shift observer installed before the page's first byte
 * records every shift (Layout Instability API, the source of CLS) while the page loads, its API
 * answers arrive late (every /api call is held until the page has drawn its first frames, as on a
 * slow phone connection) and the first price replaces its skeleton. Three configurator pages, the home page and the cart, at
 * 1280 and 390 px: the sum must be exactly 0.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { holdRequests } from '../../../test/page-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

interface Shift {
  value: number;
  sources: string[];
}

async function shiftsOnLoad(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<Shift[]> {
  await page.addInitScript(() => {
    const record: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] }[]) {
        if (entry.hadRecentInput) continue;
        // Where each moved element was and went, and when (ms after navigation): enough to find the cause.
        const name = (node?: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
        record.push({ value: entry.value, sources: entry.sources.map((s) => `${name(s.node)} [${box(s.previousRect)} → ${box(s.currentRect)}] at ${Math.round(entry.startTime)} ms`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const api = holdRequests();
  await page.route('**/api/**', api.handler);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page lays out and draws what it has before any answer arrives.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  api.release();
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Two frames after the last answer, so a shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

// includeHidden: the roll page opens its "Please note" dialog on load, which hides the rest from the accessibility tree.
const priced = (page: Page) => page.getByRole('status', { name: 'Total', includeHidden: true }).filter({ hasText: /S\$\d/ }).waitFor();

const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/stickers/paper/art', ready: priced },
  { path: '/stickers/roll', ready: priced },
  { path: '/business-cards', ready: priced },
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Best sellers' }).waitFor() },
  { path: '/cart', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe.each([
  ['desktop (1280)', DESKTOP],
  ['phone (390)', MOBILE],
])('layout shift on load, %s', (_name, viewport) => {
  test.each(PAGES)('$path loads without a single layout shift', async ({ path, ready }) => {
    const page = await shop.newPage(viewport);
    const shifts = await shiftsOnLoad(page, path, ready);
    expect(shifts, `shifted: ${shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('; ')}`).toEqual([]);
  });
});
