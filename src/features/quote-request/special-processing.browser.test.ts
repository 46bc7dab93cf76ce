/**
 * The Special Processing modal (issue 10): an anonymous shopper is sent to sign in and comes back to
 * the form; a guest sends it with two files, sees the upload progress and the thank-you view; the
 * request and its files are in the database. Files are judged as they are chosen (issue 17): a
 * renamed text file or a script is listed at once with its name and the reason, never in a native
 * alert, and only the good files are sent. The comment counts its characters near its 2,000 and says
 * when a paste was cut.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, seriousAccessibilityViolations, startBrowserShop, type BrowserShop } from '../../../test/browser.js';
import { TINY_PDF } from '../../../test/order-proof.js';
import { pngBomb } from '../../../test/artwork-files.js';
import { QUOTE_REQUEST_MESSAGES } from './quote-request-rules.js';
import { describeViolations, fieldDescription, openConfigurator, pasteInto } from '../../../test/page-helpers.js';
import { quoteRequestFiles, quoteRequests } from './quote-request.tables.js';
import { newEmail, newMember, registerThroughApi } from '../account/account-browser-helpers.js';

let shop: BrowserShop;
beforeAll(async () => {
  shop = await startBrowserShop();
});
afterAll(async () => {
  await shop?.close();
});

const PAGE = '/stickers/paper/art';
const ascii = (text: string) => Buffer.from(text, 'latin1');
/** Attachments are preflighted as artwork (issue 18): a real one-page PDF, and a 3 MB photo (noise, 1200 px square) sharp enough at the form's sizes. */
const PDF = Buffer.from(TINY_PDF);
let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
});

async function openSpecialProcessing(page: Page): Promise<void> {
  await openConfigurator(page, PAGE);
  const button = page.getByRole('button', { name: 'Request Special Processing' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** Makes `page`'s visitor a guest: a Special Size request sent through the API. */
async function becomeGuest(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/quote/create/quote-request', {
    multipart: { quote_type: 'Special Size', product_id: '1', cutting_id: '1', width: '2000', height: '900', quantity: '100', firstname: 'Nur', lastname: 'Aisyah', email_address: email },
  });
  expect(response.status(), await response.text()).toBe(201);
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('Special Processing (%s)', (_name, viewport) => {
  it('a guest sends it with two files, sees the upload progress and the thank-you view', async () => {
    const page = await shop.newPage(viewport);
    const email = newEmail('guest');
    await page.goto('/');
    await becomeGuest(page, email);
    await openSpecialProcessing(page);

    const modal = page.getByRole('dialog', { name: 'Special Processing' });
    await modal.waitFor();
    await modal.getByText(email).waitFor();
    expect(describeViolations(await seriousAccessibilityViolations(page))).toBe('');
    const send = modal.getByRole('button', { name: 'Send Request' });
    expect(await send.isDisabled()).toBe(true);

    // The first option offered, and its first sub-item.
    const option = modal.getByRole('checkbox').and(modal.locator(':not([disabled])')).first();
    await option.check();
    const items = modal.getByRole('list', { name: /choices \(up to 3\)/ });
    if ((await items.count()) > 0) await items.getByRole('checkbox').first().check();

    await modal.getByLabel(/^Attachments/).setInputFiles([
      { name: 'artwork.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await modal.getByText('artwork.pdf').waitFor();
    await modal.getByText('photo.png').waitFor();
    await modal.getByLabel('Comment').fill('Gold foil on the logo, please.');

    // Every value the progress bars take while the 3 MB go up and the shop stores them, recorded
    // by a MutationObserver as each render commits: sampling on a timer can miss the short-lived
    // 100 on a busy machine.
    const watch = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const record = (bar: Element) => seen.push(`${bar.getAttribute('aria-label') ?? ''}=${bar.getAttribute('aria-valuenow') ?? ''}`);
          const observer = new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              if (mutation.type === 'attributes' && mutation.target instanceof Element && mutation.target.getAttribute('role') === 'progressbar') record(mutation.target);
              for (const node of mutation.addedNodes) {
                if (!(node instanceof Element)) continue;
                if (node.getAttribute('role') === 'progressbar') record(node);
                node.querySelectorAll('[role="progressbar"]').forEach(record);
              }
            }
            if (document.body.textContent?.includes('Your Quote Request has been sent!')) {
              observer.disconnect();
              resolve(seen);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-valuenow', 'role'] });
        }),
    );
    await send.click();
    await modal.getByText('Your Quote Request has been sent!').waitFor();
    await modal.getByText('We will respond to you shortly.').waitFor();
    const values = await watch;
    expect(values.length).toBeGreaterThan(0);
    // The request's bar and one bar per file, each reaching 100.
    for (const label of ['Uploading your request', 'Uploading artwork.pdf', 'Uploading photo.png']) expect(values).toContain(`${label}=100`);

    const dataLayer = await page.evaluate(() => window.dataLayer);
    expect(dataLayer).toEqual([expect.objectContaining({ event: 'quote_request_sent', quote_type: 'Special Processing', attachments: 2 })]);
    const [row] = await shop.database.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, String(dataLayer?.[0]?.request_no)));
    expect(row).toMatchObject({ quote_type: 'Special Processing', email, first_name: 'Nur', comment: 'Gold foil on the logo, please.' });
    const files = await shop.database.db.select().from(quoteRequestFiles).where(eq(quoteRequestFiles.quote_request_id, row?.id ?? -1));
    expect(files.map((f) => [f.original_name, f.size_bytes]).sort()).toEqual([
      ['artwork.pdf', PDF.length],
      ['photo.png', PNG.length],
    ]);
    expect(describeViolations(await seriousAccessibilityViolations(page))).toBe('');
  });
});

describe('an anonymous shopper', () => {
  it('is sent to sign in, registers, and comes back to the Special Processing form', async () => {
    const page = await shop.newPage();
    await openSpecialProcessing(page);
    const signIn = page.getByRole('dialog', { name: 'Sign in to your account' });
    await signIn.waitFor();
    expect(await page.evaluate(() => document.cookie)).toContain('selected_quote_page=');

    const member = newMember('Kumar', 'Raj');
    const setup = await shop.newPage();
    await registerThroughApi(shop, setup, member);

    await signIn.getByLabel('Email', { exact: true }).fill(member.email);
    await signIn.getByLabel('Password', { exact: true }).fill(member.password);
    await signIn.getByRole('button', { name: 'SIGN IN' }).click();

    const modal = page.getByRole('dialog', { name: 'Special Processing' });
    await modal.waitFor({ timeout: 10_000 });
    await modal.getByText(member.email).waitFor();
    expect(await modal.getByLabel('First name').count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).not.toContain('selected_quote_page=');
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('attachments (%s)', (_name, viewport) => {
  it('a renamed text file is listed at once as not added, with its name and "File type not accepted. Please try again."; a fifth file shows "Maximum of 4 files only!"; only the good files are sent; the comment counts its characters near its 2,000', async () => {
    const page = await shop.newPage(viewport);
    const email = newEmail('files');
    await page.goto('/');
    await becomeGuest(page, email);
    await openSpecialProcessing(page);
    const modal = page.getByRole('dialog', { name: 'Special Processing' });
    await modal.waitFor();
    const input = modal.getByLabel(/^Attachments/);

    // Never a native alert: every refusal is said beside the field.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await input.setInputFiles([
      { name: 'logo.pdf', mimeType: 'application/pdf', buffer: ascii('Notes for the printer: gold foil on the logo, please.\n') },
      { name: 'artwork.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'script.js', mimeType: 'text/javascript', buffer: ascii('alert(1)') },
    ]);
    const refused = modal.getByRole('alert').filter({ hasText: 'These files were not added:' });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([
      'logo.pdfFile type not accepted. Please try again. Its name ends in .pdf, but the file is not a PDF.',
      'script.jsFile type not accepted. Please try again. Only PDF, AI, JPEG or PNG files can be sent.',
    ]);
    // The field points to the list (aria-describedby), so a screen reader hears why.
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('logo.pdf');
    expect(await modal.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    await modal.getByRole('button', { name: 'Remove artwork.pdf' }).waitFor();

    // Four more: past four files, the spec's tooltip for 5 s; the first four good files are kept.
    await input.setInputFiles(['b', 'c', 'd', 'e'].map((n) => ({ name: `${n}.pdf`, mimeType: 'application/pdf', buffer: PDF })));
    await modal.getByText('Maximum of 4 files only!').waitFor();
    expect(await modal.getByRole('button', { name: /^Remove / }).count()).toBe(4);
    await modal.getByText('Maximum of 4 files only!').waitFor({ state: 'hidden', timeout: 7_000 });

    // The comment says how near its 2,000 characters it is, that nothing more can be typed at the
    // limit, and that a paste past it was cut.
    const comment = modal.getByLabel('Comment');
    await comment.fill('Gold foil on the logo, please. '.repeat(63));
    await modal.getByText('1,953 of 2,000 characters', { exact: true }).waitFor();
    expect(await fieldDescription(comment)).toBe('1,953 of 2,000 characters');
    await comment.press('End');
    await pasteInto(comment, ' Thank you! '.repeat(10));
    await expect
      .poll(() => fieldDescription(comment))
      .toBe('Only the first 2,000 characters were kept. 2,000 of 2,000 characters. That is the limit: nothing more can be typed.');
    expect(await modal.getByText('2,000 of 2,000 characters. That is the limit: nothing more can be typed.').isVisible()).toBe(true);
    expect(await comment.inputValue()).toHaveLength(2000);
    await comment.press('a');
    expect(await comment.inputValue()).toHaveLength(2000);
    // Shorter again: the cut paste is no longer said, the count is.
    await comment.press('Backspace');
    await modal.getByText('1,999 of 2,000 characters', { exact: true }).waitFor();
    expect(await modal.getByText('Only the first 2,000 characters were kept.').count()).toBe(0);

    // Only the good files go with the request.
    const option = modal.getByRole('checkbox').and(modal.locator(':not([disabled])')).first();
    await option.check();
    const items = modal.getByRole('list', { name: /choices \(up to 3\)/ });
    if ((await items.count()) > 0) await items.getByRole('checkbox').first().check();
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await modal.getByText('Your Quote Request has been sent!').waitFor();
    const requestNo = String((await page.evaluate(() => window.dataLayer))?.[0]?.request_no);
    const [row] = await shop.database.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, requestNo));
    const files = await shop.database.db.select().from(quoteRequestFiles).where(eq(quoteRequestFiles.quote_request_id, row?.id ?? -1));
    expect(files.map((f) => f.original_name).sort()).toEqual(['artwork.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    expect(row?.comment).toHaveLength(1999);
    expect(dialogs).toEqual([]);
  });
});

describe('attachments preflighted (issue 18)', () => {
  it('a file the preflight refuses shows the reason at once in red, and Send Request sends nothing while it is listed', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    await becomeGuest(page, newEmail('preflight'));
    await openSpecialProcessing(page);
    const modal = page.getByRole('dialog', { name: 'Special Processing' });
    await modal.waitFor();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    const option = modal.getByRole('checkbox').and(modal.locator(':not([disabled])')).first();
    await option.check();
    const items = modal.getByRole('list', { name: /choices \(up to 3\)/ });
    if ((await items.count()) > 0) await items.getByRole('checkbox').first().check();

    // A decompression bomb (30,000 × 30,000 px declared in 74 bytes): refused by its header, read in the browser.
    await modal.getByLabel(/^Attachments/).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngBomb() });
    const verdict = modal.getByRole('listitem').filter({ hasText: 'huge.png' }).locator('.preflight');
    await verdict.getByText("We can't print this file").waitFor();
    await verdict.getByText(/^This image is 30,000 × 30,000 px, more than we can process/).waitFor();
    expect(await verdict.getAttribute('class')).toContain('preflight-refused');
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await modal.getByText(QUOTE_REQUEST_MESSAGES.refusedFilesChosen).waitFor();
    expect(posted).toEqual([]);
    await page.close();
  });
});
