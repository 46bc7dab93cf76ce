/**
 * The reviews block on a product's page at 1280 and 390 px: Kraft Paper's page leads with Kraft
 * Paper's reviews (its newest first, though newer reviews of other stickers exist), its summary
 * names what it counts (Kraft Paper's reviews, then all the stickers'), the family's others follow
 * under their own heading, each naming its product; 5 a page and the 3 page links as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { describeViolations } from '../../../test/page-helpers.js';
import { projectRoot } from '../../server/project-root.js';

interface SeedReview {
  type: string;
  product_id: number | null;
  date: string;
  title: string;
  rate: number;
}
const stickers = (JSON.parse(readFileSync(join(projectRoot(), 'db', 'seed', 'reviews.json'), 'utf8')) as { reviews: SeedReview[] }).reviews.filter((r) => r.type === 'stickers');
const newestFirst = (rows: SeedReview[]) => [...rows].sort((a, b) => b.date.localeCompare(a.date));
const KRAFT = 3;
const kraft = newestFirst(stickers.filter((r) => r.product_id === KRAFT));
const others = newestFirst(stickers.filter((r) => r.product_id !== KRAFT));
const oneDecimal = (rows: SeedReview[]) => (Math.round((rows.reduce((sum, r) => sum + r.rate, 0) / rows.length) * 10) / 10).toFixed(1);

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

async function reviewsOf(page: Page, path: string) {
  await page.goto(path);
  const block = page.getByRole('region', { name: 'Reviews' });
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('article').first().waitFor();
  return block;
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])("a product's reviews (%s)", (_name, viewport) => {
  it("Kraft Paper's page shows Kraft Paper's reviews first, says what its summary counts, then the other stickers' with their product", async () => {
    // The premise: newer reviews of other stickers exist, so "newest first" alone would not lead with Kraft Paper.
    expect(others[0]!.date > kraft[0]!.date).toBe(true);
    const page = await shop.newPage(viewport);
    const block = await reviewsOf(page, '/stickers/paper/kraft');

    const summary = (await block.locator('.reviews-head').textContent()) ?? '';
    expect(summary).toContain(`${oneDecimal(kraft)} out of 5 · ${kraft.length} reviews of Kraft Paper Stickers`);
    expect(summary).toContain(`${oneDecimal(stickers)} out of 5 · ${stickers.length} reviews of all our stickers`);

    // The first review shown is Kraft Paper's newest, under Kraft Paper's own heading.
    const headings = block.getByRole('heading', { level: 3 });
    expect(await headings.allTextContents()).toEqual(['Reviews of Kraft Paper Stickers', 'Reviews of our other stickers']);
    const articles = block.getByRole('article');
    expect(await articles.count()).toBe(5);
    const titles = await block.getByRole('heading', { level: 4 }).allTextContents();
    expect(titles.slice(0, kraft.length)).toEqual(kraft.map((r) => r.title));
    expect(titles.slice(kraft.length)).toEqual(others.slice(0, 5 - kraft.length).map((r) => r.title));
    // A review of another product says which; Kraft Paper's own don't need to.
    expect(await articles.first().textContent()).not.toContain('Review of');
    expect(await articles.nth(kraft.length).textContent()).toMatch(/Review of [A-Z][\w ]+ Stickers/);

    // The spec's paging stays: 3 page links, and page 2 goes on with the other stickers.
    const pagination = block.getByRole('navigation', { name: 'Reviews pages' });
    expect(await pagination.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(3);
    await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => block.getByRole('heading', { level: 4 }).first().textContent()).toBe(others[5 - kraft.length]!.title);
    expect(await headings.allTextContents()).toEqual(['Reviews of our other stickers']);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, `axe on the product page's reviews:\n${describeViolations(violations)}`).toEqual([]);
  });
});

it("another product's page leads with its own: Art Paper's newest review first", async () => {
  const page = await shop.newPage(DESKTOP);
  const block = await reviewsOf(page, '/stickers/paper/art');
  const art = newestFirst(stickers.filter((r) => r.product_id === 1));
  expect(await block.getByRole('heading', { level: 3 }).first().textContent()).toBe('Reviews of Art Paper Stickers');
  expect(await block.getByRole('heading', { level: 4 }).first().textContent()).toBe(art[0]!.title);
});
