/**
 * One delivery story (issue 17): every page, email and PDF that states a printing, dispatch or
 * delivery time agrees with the shipping methods of the seeded catalogue.
 *
 * The expected numbers are worked out here from db/seed/catalogue.json with the spec's model
 * (configurator.md §9), not with the shop's own code: printing takes printing_days business days,
 * dispatch is on business day printing_days + 1, and the parcel arrives by business day
 * printing_days + shipping_days (so within shipping_days − 1 business days of dispatch). Every
 * sentence that puts a number before "business day(s)" must be one of the known kinds of claim
 * and carry the numbers of a method in scope (the page's product, or on shop-wide pages each
 * method over every product); a sentence of no known kind fails the test, so a new wording has
 * to be added here, and checked, before it ships. Dates (dispatch, arrival) and the cut-off time
 * are checked the same way. On the pinned clock (Mon 23 Nov 2026, 10:00 Singapore) there is no
 * public holiday before the dates in question.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { addStickersThroughApi, apiData, memberOrderThroughApi } from '../../../test/browser-orders.js';
import { openConfigurator } from '../../../test/page-helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { DIE_CUT_50 } from '../../../test/place-order.js';
import { newMember, registerThroughApi } from '../account/account-browser-helpers.js';
import { emailOutbox } from '../email/email.tables.js';

interface SeedMethod {
  product_id: number;
  method: string;
  printing_days: number;
  shipping_days: number;
  sort_order: number;
}
const seed = JSON.parse(readFileSync(join(process.cwd(), 'db/seed/catalogue.json'), 'utf8')) as { shipping_methods: SeedMethod[] };

/** What a scope allows: per method (or method name across products), the ranges of each kind of time. */
interface Allowed {
  method: string;
  printing: [number, number];
  afterDispatch: [number, number];
  total: [number, number];
}

function allowedFor(methods: readonly SeedMethod[]): Allowed[] {
  const names = [...new Set(methods.map((m) => m.method))];
  return names.map((method) => {
    const of = methods.filter((m) => m.method === method);
    const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
    return {
      method,
      printing: span(of.map((m) => m.printing_days)),
      afterDispatch: span(of.map((m) => m.shipping_days - 1)),
      total: [Math.min(...of.map((m) => m.printing_days + 1)), Math.max(...of.map((m) => m.printing_days + m.shipping_days))],
    };
  });
}
const productScope = (productId: number) => allowedFor(seed.shipping_methods.filter((m) => m.product_id === productId));
const SHOP_SCOPE = allowedFor(seed.shipping_methods);

/** Business days from Mon 23 Nov 2026 (day 1), weekends skipped: no public holiday falls in these weeks. */
function businessDay(n: number): string {
  const day = new Date(Date.UTC(2026, 10, 23));
  for (let counted = 1; counted < n; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) counted++;
  }
  return day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/^(\w+) /, '$1, ');
}

/** Each kind of claim: how it reads, and which numbers of a method it must carry. */
const CLAIMS: { kind: string; pattern: RegExp; fits(numbers: number[], a: Allowed): boolean }[] = [
  { kind: 'turnaround', pattern: /(\d+) to (\d+) business days including delivery/, fits: ([from, to], a) => from === a.total[0] && to === a.total[1] },
  { kind: 'arrival', pattern: /arrives within (\d+) business days? of your approval/, fits: ([n], a) => n === a.total[1] },
  { kind: 'total range', pattern: /(\w+) orders (?:arrive )?(\d+) to (\d+) business days/, fits: ([from, to], a) => from === a.total[0] && to === a.total[1] },
  { kind: 'after dispatch', pattern: /(?:delivered|parcels) within (\d+) business days?/, fits: ([n], a) => n === a.afterDispatch[1] },
  { kind: 'after dispatch', pattern: /within (\d+) business days? (?:of|after) (?:dispatch|your order ships)/, fits: ([n], a) => n === a.afterDispatch[1] },
  { kind: 'delivery cell', pattern: /^Up to (\d+) business days?$/, fits: ([n], a) => n === a.afterDispatch[1] },
  { kind: 'printing', pattern: /[Pp]rinting takes (\d+)(?: to (\d+))? business days?/, fits: ([from, to], a) => from === a.printing[0] && (to ?? from) === a.printing[1] },
  { kind: 'printing', pattern: /(?:^|[;:] )(\d+)(?: to (\d+))? business days? with \w+/, fits: ([from, to], a) => from === a.printing[0] && (to ?? from) === a.printing[1] },
  { kind: 'printing', pattern: /(\d+) business days? printing/, fits: ([n], a) => n === a.printing[0] && n === a.printing[1] },
  { kind: 'printing cell', pattern: /^(\d+) business days?$/, fits: ([n], a) => n === a.printing[0] && n === a.printing[1] },
];

interface Problem {
  where: string;
  sentence: string;
  problem: string;
}

/** The sentences (and table cells) of a text: every one stating business days, dates or the cut-off is checked. */
function checkText(where: string, text: string, scope: Allowed[], expectedDates: { dispatch: string[]; arrival: string[] }): Problem[] {
  const problems: Problem[] = [];
  const sentences = text
    .split(/\n|\t|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const sentence of sentences) {
    // Each clause of a "Standard …; Express …" sentence is its own claim.
    for (const clause of sentence.split(/; /)) {
      // A clause naming a method ("Express parcels…") must fit that method; otherwise any method in scope.
      const named = scope.filter((a) => clause.includes(a.method));
      const candidates = named.length > 0 ? named : scope;
      // Every claim the clause makes is checked, and every "N business days" in it must belong to one.
      const covered: [number, number][] = [];
      for (const claim of CLAIMS) {
        const match = claim.pattern.exec(clause);
        if (!match) continue;
        covered.push([match.index, match.index + match[0].length]);
        const numbers = match.slice(1).filter((g) => g !== undefined && /^\d+$/.test(g)).map(Number);
        if (!candidates.some((a) => claim.fits(numbers, a))) problems.push({ where, sentence: clause, problem: `${claim.kind} ${numbers.join('–')} fits no shipping method` });
      }
      for (const stated of clause.matchAll(/\d+ (?:to \d+ )?business days?/g)) {
        const at = stated.index;
        if (!covered.some(([from, to]) => at >= from && at < to)) problems.push({ where, sentence: clause, problem: 'states business days in no known way' });
      }
    }
    for (const time of sentence.match(/\d{1,2}:\d{2} [AP]M/g) ?? []) {
      if (/approv|cut-off/i.test(sentence) && time !== '6:00 PM') problems.push({ where, sentence, problem: `cut-off ${time}` });
    }
    const dispatch = /(?:[Dd]ispatch(?: date)?:?|[Dd]ispatched on) (\w{3}, \d{1,2} \w{3} \d{4})/.exec(sentence);
    if (dispatch && !expectedDates.dispatch.includes(dispatch[1] ?? '')) problems.push({ where, sentence, problem: `dispatch date ${dispatch[1]}` });
    const arrival = /(?:[Aa]rrives by|[Dd]elivery:) (\w{3}, \d{1,2} \w{3} \d{4})/.exec(sentence);
    if (arrival && !expectedDates.arrival.includes(arrival[1] ?? '')) problems.push({ where, sentence, problem: `arrival date ${arrival[1]}` });
  }
  return problems;
}

/** The dates a product's methods give on the pinned clock. */
function datesFor(productId: number) {
  const methods = seed.shipping_methods.filter((m) => m.product_id === productId);
  return {
    dispatch: methods.map((m) => businessDay(m.printing_days + 1)),
    arrival: methods.map((m) => businessDay(m.printing_days + m.shipping_days)),
  };
}
const NO_DATES = { dispatch: [], arrival: [] };

/** The page's visible text, with tables read apart (cell by cell: see checkTables). */
async function pageText(page: Page, selector = 'body'): Promise<string> {
  return page.locator(selector).first().evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const table of copy.querySelectorAll('table')) table.remove();
    for (const hidden of copy.querySelectorAll('[hidden], [aria-hidden="true"], script, style, template')) hidden.remove();
    document.body.append(copy);
    copy.style.position = 'absolute';
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

/** The shipping modal's rate table: each row's cells under their headers. */
async function rateTable(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByRole('dialog').locator('table.shipping-modal__table');
  return table.evaluate((t: HTMLTableElement) => {
    const headers = [...t.tHead!.rows[0]!.cells].map((c) => c.textContent!.trim());
    return [...t.tBodies[0]!.rows].map((row) => Object.fromEntries([...row.cells].map((cell, i) => [headers[i]!, (cell as HTMLElement).innerText.trim()])));
  });
}

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Art paper stickers: product 1 (Standard 4 + 5 days, Express 2 + 2). */
const ART_PAPER = { path: '/stickers/paper/art', productId: 1 };

async function productPageProblems(page: Page): Promise<Problem[]> {
  await openConfigurator(page, ART_PAPER.path);
  const scope = productScope(ART_PAPER.productId);
  const dates = datesFor(ART_PAPER.productId);
  // The header's note, the services banner and the price panel's dates are on the page itself.
  await page.getByText(/delivered within \d+ business days? of dispatch/).first().waitFor();
  await page.getByText(/arrives within \d+ business days/).first().waitFor();
  const problems = checkText(ART_PAPER.path, await pageText(page, 'main'), scope, dates);

  await page.getByRole('button', { name: 'Get a delivery estimate' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Shipping and delivery' });
  await modal.locator('table.shipping-modal__table').waitFor();
  problems.push(...checkText('shipping modal', await pageText(page, '[role="dialog"]'), scope, dates));
  for (const row of await rateTable(page)) {
    const allowed = scope.find((a) => a.method === row.Method);
    expect(allowed, `a row for ${row.Method}`).toBeDefined();
    for (const [header, cell] of Object.entries(row)) {
      if (header === 'Method' || header === 'Cost') continue;
      for (const line of cell.split('\n')) problems.push(...checkText(`shipping modal table, ${row.Method} ${header}`, line, allowed ? [allowed] : [], dates));
    }
  }
  return problems;
}

async function shopPageProblems(page: Page, paths: readonly string[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.getByText('Loading delivery times…').count()).toBe(0);
    problems.push(...checkText(path, await pageText(page), SHOP_SCOPE, NO_DATES));
  }
  return problems;
}

describe('one delivery story (issue 17)', () => {
  it('at 1280 px: the product page, its shipping modal, cart, checkout, order page, order email, PDFs and the shop pages agree with the shipping methods', async () => {
    const page = await shop.newPage(DESKTOP);
    const problems = await productPageProblems(page);
    await page.keyboard.press('Escape');

    // A member's cart, checkout and order of 100 vinyl die-cut stickers (product 5).
    await registerThroughApi(shop, page, newMember());
    await addStickersThroughApi(page.request, 100);
    const dieCut = { scope: productScope(DIE_CUT_50.product_id), dates: datesFor(DIE_CUT_50.product_id) };
    await page.goto('/cart');
    await page.getByText(/Estimated delivery:/).first().waitFor();
    problems.push(...checkText('/cart', await pageText(page, 'main'), dieCut.scope, dieCut.dates));
    await page.goto('/checkout');
    await page.getByText(/Estimated delivery:/).first().waitFor();
    problems.push(...checkText('/checkout', await pageText(page, 'main'), dieCut.scope, dieCut.dates));

    const order = await memberOrderThroughApi(page.request);
    await page.goto(order.page_url);
    await page.getByRole('heading', { name: `Order ${order.order_no}`, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Estimated delivery' }).waitFor();
    problems.push(...checkText('order page', await pageText(page, 'main'), dieCut.scope, dieCut.dates));
    expect(dieCut.dates.dispatch).toContain(await page.getByTestId('order-dispatch-date').innerText());
    expect(dieCut.dates.arrival).toContain(await page.getByTestId('order-delivery-date').innerText());

    const [placedEmail] = await shop.database.db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.kind, 'order-placed')).orderBy(desc(emailOutbox.id)).limit(1);
    expect(placedEmail?.text).toContain('Estimated delivery');
    problems.push(...checkText('order email', placedEmail?.text ?? '', dieCut.scope, dieCut.dates));

    const confirmation = pdfText(await (await page.request.get(`/pdf/orders/${order.order_no}/confirmation`)).body()).replace(/\s+/g, ' ');
    expect(confirmation).toContain('Estimated delivery');
    problems.push(...checkText('order confirmation PDF', confirmation, dieCut.scope, dieCut.dates));

    const quote = await apiData<{ single_pricing: { total_price: number } }>(await page.request.get('/api/pricing/v2', { params: { ...DIE_CUT_50, quantity: 100 } }));
    const quotation = await apiData<{ quotation_no: string }>(
      await page.request.post('/api/quotations', { data: { quotations: [{ ...DIE_CUT_50, quantity: 100, cost: quote.single_pricing.total_price }], sub_total: quote.single_pricing.total_price } }),
    );
    const quotationPdf = pdfText(await (await page.request.get(`/pdf/quotation/download?quotation_no=${quotation.quotation_no}`)).body()).replace(/\s+/g, ' ');
    expect(quotationPdf).toContain('6:00 PM');
    problems.push(...checkText('quotation PDF', quotationPdf, dieCut.scope, dieCut.dates));

    problems.push(...(await shopPageProblems(page, ['/', '/faq', '/shipping-returns', '/terms'])));
    expect(problems).toEqual([]);
  });

  it('at 390 px: the product page, its shipping modal (narrow cells), the FAQ and the shipping page agree with the shipping methods', async () => {
    const page = await shop.newPage(MOBILE);
    const problems = await productPageProblems(page);
    await page.keyboard.press('Escape');
    problems.push(...(await shopPageProblems(page, ['/faq', '/shipping-returns'])));
    expect(problems).toEqual([]);
  });

  it('the check itself refuses the old contradictions', () => {
    const scope = productScope(ART_PAPER.productId);
    const dates = datesFor(ART_PAPER.productId);
    const problems = (text: string) => checkText('sample', text, scope, dates).map((p) => p.problem);
    expect(problems('Delivery is within 3 business days after your order ships.')).toEqual(['after dispatch 3 fits no shipping method']);
    expect(problems('Free shipping Singapore wide in 9 business days')).toEqual(['states business days in no known way']);
    expect(problems('Printing takes 3 to 6 business days depending on the product.')).toEqual(['printing 3–6 fits no shipping method']);
    expect(problems('Approve and pay by 5:00 PM on a business day.')).toEqual(['cut-off 5:00 PM']);
    expect(problems('Estimated dispatch: Mon, 30 Nov 2026.')).toEqual(['dispatch date Mon, 30 Nov 2026']);
    expect(problems('Standard parcels are delivered within 4 business days of dispatch; Express parcels within 1 business day.')).toEqual([]);
  });
});
