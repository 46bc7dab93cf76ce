/**
 * Quote requests on a real database, with a real SMTP server in the test process: requests with
 * 0–4 files; every refusal (a fifth file, a renamed program, an empty or over-size file, a body
 * cut off mid-way, disposable and registered emails, HTML in names, the catalogue's field
 * messages) stores nothing; a retried submission stores one request; an anonymous requester
 * becomes a guest; the shopper and the shop each get their email; staff read requests and files
 * back byte-identical after a restart, and nobody else can.
 */
import { count, eq, isNotNull } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, type ApiAnswer, type Envelope } from '../../../test/api-client.js';
import { jpegImage, pixelsAt, pngImage } from '../../../test/artwork-files.js';
import { TINY_PDF } from '../../../test/order-proof.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { buildApp, type ShopApp } from '../../server/app.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { uploadSpoolRoot } from '../../server/upload-spool.js';
import { visitors } from '../account/account.tables.js';
import { emailOutbox } from '../email/email.tables.js';
import { quoteRequestFiles, quoteRequests } from './quote-request.tables.js';
import { idempotencyKeys, storedFiles } from '../../server/db/server.tables.js';
import type { Member, VerifyData } from '../account/account.schemas.js';
import { MAX_ATTACHMENT_BYTES, QUOTE_REQUEST_NO_PATTERN } from './quote-request-rules.js';
import type { CreatedQuoteRequest, QuoteRequest, Requester, StaffQuoteRequest, StaffQuoteRequestSummary } from './quote-request.schemas.js';

/** Upload spools (src/server/upload-spool.ts) of the app in this test process still on disk. */
const spoolFoldersOfThisProcess = async (): Promise<string[]> => (await readdir(uploadSpoolRoot()).catch(() => [])).filter((name) => name.startsWith(`${process.pid}-`));

const STAFF_EMAIL = 'ops@printshop.example.sg';
const PASSWORD = 'Kopi-O kosong 88';
const NO_RATE_LIMITS = { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 };
const URL = '/api/quote/create/quote-request';

let smtp: TestSmtpServer;
let shop: TestShop;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  shop = await createTestShop({ appOptions: { email: { smtpUrl: smtp.url, workerPollMs: 20 }, staffEmails: [STAFF_EMAIL] } });
  await shop.app.ready();
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

// ---- Files ------------------------------------------------------------------------------------

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/**
 * Attachments are preflighted as artwork at the request's size (issue 18), so the files that are
 * stored are real: a one-page PDF PDF.js opens, PNGs and JPEGs at 300 ppi over 50 mm, and an
 * Illustrator file saved as PostScript (a warning: checked by hand).
 */
const SHARP_SIDE = pixelsAt(50, 300);
const FILES = {
  pdf: TINY_PDF,
  aiPdf: TINY_PDF,
  aiPostScript: ascii('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 100 100\n%%EOF\n'),
  png: new Uint8Array(await pngImage(SHARP_SIDE, SHARP_SIDE, { transparent: true })),
  jpeg: new Uint8Array(await jpegImage(SHARP_SIDE, SHARP_SIDE)),
  exe: concat(ascii('MZ'), new Uint8Array([0x90, 0, 3, 0, 0, 0, 4, 0]), new Uint8Array(200)),
};

/** FILES.pdf padded to `size` bytes, still a PDF PDF.js opens: the padding is followed by the pointer to its cross-reference table. */
function paddedPdf(size: number): Uint8Array {
  const xref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(Buffer.from(FILES.pdf).toString('latin1'))?.[1] ?? '0';
  const tail = ascii(`\nstartxref\n${xref}\n%%EOF\n`);
  const bytes = new Uint8Array(size);
  bytes.set(FILES.pdf);
  bytes.set(tail, size - tail.length);
  return bytes;
}

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

// ---- Requests ---------------------------------------------------------------------------------

/** Product 5 (Standard Vinyl), die cut, 50 × 50 mm: a configuration the page offers. */
const dieCut = { featured_item_id: '2', product_id: '5', cutting_id: '1', width: '50', height: '50', finishing_id: '1', adhesive_id: '1', color_id: '1', quantity: '500' };
/** Multi-cut sheet (cutting 3): its shapes ask for the number of cuts. */
const multiCut = { product_id: '5', cutting_id: '3', shape_id: '1', width: '150', height: '150', quantity: '200' };
/** Sticker sheet (cutting 5): asks for stickers per sheet. */
const stickerSheet = { product_id: '5', cutting_id: '5', width: '148', height: '210', quantity: '200' };

type Fields = Record<string, string | readonly string[]>;

let serial = 0;
const newEmail = (who = 'shopper') => `${who}${++serial}-${Date.now().toString(36)}@example.sg`;

function specialProcessing(fields: Fields = {}): Fields {
  return { quote_type: 'Special Processing', firstname: 'Mei Ling', lastname: 'Tan', email_address: newEmail(), ...dieCut, 'addons[]': ['1'], 'special_processing_items[1][]': ['1', '2'], comment: 'Gold foil on the logo only, please.', ...fields };
}

function specialSize(fields: Fields = {}): Fields {
  return { quote_type: 'Special Size', firstname: 'Wei', lastname: 'Lim', email_address: newEmail(), ...dieCut, width: '900', height: '600', quantity: '2000', comment: 'Standard Vinyl Stickers — Die Cut, 900 × 600 mm', utm_source: 'newsletter', utm_campaign: 'nov', ...fields };
}

function formData(fields: Fields, files: readonly Upload[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  for (const file of files) form.append('attachments[]', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** A browser: keeps the cookies the shop sets (guest_id, session) and sends them back. */
function browser(app: () => ShopApp = () => shop.app) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) => {
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };
  const send = async <T>(method: 'GET' | 'POST', url: string, payload?: object | string, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> => {
    const res = await app().inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { ...(jar.size > 0 ? { cookie: cookie() } : {}), ...headers } });
    keep(res);
    return { statusCode: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
  };
  const raw = async (url: string) => {
    const res = await app().inject({ method: 'GET', url, headers: jar.size > 0 ? { cookie: cookie() } : {} });
    return { statusCode: res.statusCode, headers: res.headers, bytes: res.rawPayload };
  };
  return {
    send,
    raw,
    jar,
    submit: (fields: Fields, files: readonly Upload[] = [], headers: Record<string, string> = {}) => send<CreatedQuoteRequest>('POST', URL, formData(fields, files), headers),
  };
}
type Browser = ReturnType<typeof browser>;

function expectCreated(answer: ApiAnswer<CreatedQuoteRequest>): CreatedQuoteRequest {
  expect(answer.statusCode, JSON.stringify(answer.body).slice(0, 600)).toBe(201);
  expect(answer.body).toMatchObject({ status: 'SUCCESS', code: 201, message: 'Your Quote Request has been sent!' });
  expect(answer.body.data.request_no).toMatch(QUOTE_REQUEST_NO_PATTERN);
  return answer.body.data;
}

/** Rows of every table a request writes to. */
async function counts(database: DatabaseHandle = shop.database) {
  const db = database.db;
  const n = async (table: typeof quoteRequests | typeof quoteRequestFiles | typeof storedFiles | typeof emailOutbox | typeof idempotencyKeys) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [guests] = await db.select({ n: count() }).from(visitors).where(isNotNull(visitors.email));
  return { requests: await n(quoteRequests), files: await n(quoteRequestFiles), stored: await n(storedFiles), emails: await n(emailOutbox), keys: await n(idempotencyKeys), guests: guests?.n ?? 0 };
}

/** A refusal: the status, the message (and field), and nothing stored anywhere. */
async function expectRefused(answer: Promise<ApiAnswer<unknown>>, status: number, expected: { message?: string | RegExp; field?: string }) {
  const before = await counts();
  expectClientError(await answer, status, expected);
  expect(await counts()).toEqual(before);
}

/** Registers a member through the emailed code (account flow), signed in in `visitor`. */
async function register(visitor: Browser, email = newEmail('member')): Promise<Member> {
  const before = smtp.messages.length;
  expect((await visitor.send('POST', '/api/user/verification-code', { email, first_name: 'Siew Ling' })).statusCode).toBe(200);
  const mail = await smtp.waitForMail((m) => m.to.includes(email) && /verification code/i.test(m.subject) && smtp.messages.indexOf(m) >= before);
  const code = /\b([0-9A-HJKMNP-TV-Z]{4})\b/.exec(mail.subject + ' ' + mail.text)?.[1] ?? '';
  const verified = await visitor.send<VerifyData>('POST', '/api/user/verify', { first_name: 'Siew Ling', last_name: 'Goh', email, password: PASSWORD, verification_code: code });
  const registered = await visitor.send<Member>('POST', '/api/user/register', { first_name: 'Siew Ling', last_name: 'Goh', email, password: PASSWORD, registration_token: verified.body.data.registration_token });
  expect(registered.statusCode, JSON.stringify(registered.body)).toBe(201);
  return registered.body.data;
}

// ---- Tests ------------------------------------------------------------------------------------

describe('POST /api/quote/create/quote-request', () => {
  it.each([
    { files: [] as Upload[] },
    { files: [{ name: 'logo.pdf', bytes: FILES.pdf }] },
    { files: [{ name: 'Logo Final.AI', bytes: FILES.aiPdf }, { name: 'old-logo.ai', bytes: FILES.aiPostScript }] },
    { files: [{ name: 'art.pdf', bytes: FILES.pdf }, { name: 'photo.jpg', bytes: FILES.jpeg }, { name: 'photo2.jpeg', bytes: FILES.jpeg }] },
    { files: [{ name: 'a.pdf', bytes: FILES.pdf }, { name: 'b.png', bytes: FILES.png }, { name: 'c.jpg', bytes: FILES.jpeg }, { name: 'd.ai', bytes: FILES.aiPdf }] },
  ])('a Special Processing request with $files.length files is stored with its files (201)', async ({ files }) => {
    const before = await counts();
    const created = expectCreated(await browser().submit(specialProcessing(), files));
    expect(created).toMatchObject({ quote_type: 'Special Processing', status: 'new', requester: { first_name: 'Mei Ling', last_name: 'Tan' } });
    expect(created.files).toEqual(files.map((f) => ({ name: f.name, size_bytes: f.bytes.length })));
    expect(created.summary).toContain('Standard Vinyl');
    expect(created.summary).toContain('500 pcs');
    expect(created.summary).toContain('Special processing: Foil Stamping (Gold, Silver)');
    const after = await counts();
    expect(after.requests - before.requests).toBe(1);
    expect(after.files - before.files).toBe(files.length);
    expect(after.stored - before.stored).toBe(files.length);
    expect(after.emails - before.emails).toBe(2);
  });

  it('a Special Size request (over the online maximum) keeps its comment, quote data and campaign values', async () => {
    const created = expectCreated(await browser().submit(specialSize({ origin_path: '/stickers/vinyl/standard', guest_id: 'not trusted' })));
    expect(created.quote_type).toBe('Special Size');
    expect(created.comment).toBe('Standard Vinyl Stickers — Die Cut, 900 × 600 mm');
    const [row] = await shop.database.db.select().from(quoteRequests).where(eq(quoteRequests.request_no, created.request_no));
    expect(row?.utm).toEqual({ utm_source: 'newsletter', utm_campaign: 'nov' });
    expect(row?.quote_data).toEqual({ origin_path: '/stickers/vinyl/standard' });
    expect(row?.configuration).toMatchObject({ width: 900, height: 600, quantity: 2000, over_maximum_size: true, product: { id: 5 }, cutting: { id: 1 } });
  });

  it('a fifth file is refused with the catalogue’s message, and nothing is stored', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: `${n}.pdf`, bytes: FILES.pdf }));
    await expectRefused(browser().submit(specialProcessing(), five), 422, { message: 'You cannot upload more than 4 files.', field: 'attachments' });
    const six = [...five, { name: 'f.pdf', bytes: FILES.pdf }];
    await expectRefused(browser().submit(specialProcessing(), six), 422, { message: 'You cannot upload more than 4 files.' });
  });

  it('a program renamed .png, a text file renamed .pdf, and js, ts, css, scss or unknown types are refused', async () => {
    const refused = [
      { name: 'invoice.png', bytes: FILES.exe },
      { name: 'art.pdf', bytes: ascii('just some text, not a PDF at all') },
      { name: 'photo.jpg', bytes: FILES.png },
      { name: 'app.js', bytes: ascii('alert(1)') },
      { name: 'app.ts', bytes: ascii('export {}') },
      { name: 'site.css', bytes: ascii('body{}') },
      { name: 'site.scss', bytes: ascii('$a: 1;') },
      { name: 'setup.exe', bytes: FILES.exe },
      { name: 'no-extension', bytes: FILES.pdf },
    ];
    for (const file of refused) {
      await expectRefused(browser().submit(specialProcessing(), [{ name: 'ok.pdf', bytes: FILES.pdf }, file]), 422, { message: 'File type not accepted. Please try again.', field: 'attachments' });
    }
  });

  it('an empty file, and a file over 25 MB, are refused with a clear message', async () => {
    await expectRefused(browser().submit(specialProcessing(), [{ name: 'empty.pdf', bytes: new Uint8Array(0) }]), 422, { message: '"empty.pdf" is empty (0 bytes). Please choose the file again.' });
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(FILES.pdf);
    await expectRefused(browser().submit(specialProcessing(), [{ name: 'huge.pdf', bytes: big }]), 413, { message: '"huge.pdf" is larger than 25 MB. Please upload a smaller file (at most 25 MB each).' });
  });

  it('files over 60 MB together are refused; exactly 25 MB is accepted', async () => {
    const file = (name: string) => ({ name, bytes: paddedPdf(MAX_ATTACHMENT_BYTES) });
    await expectRefused(browser().submit(specialProcessing(), [file('1.pdf'), file('2.pdf'), file('3.pdf')]), 413, { message: 'Your files add up to more than 60 MB. Please upload smaller files (at most 60 MB in all).' });
    const created = expectCreated(await browser().submit(specialProcessing(), [file('exactly-25mb.pdf')]));
    expect(created.files).toEqual([{ name: 'exactly-25mb.pdf', size_bytes: MAX_ATTACHMENT_BYTES }]);
    // Each upload waited on disk while it was checked, and is gone once answered (refused or stored).
    expect(await spoolFoldersOfThisProcess()).toEqual([]);
  });

  it('a body cut off mid-file answers 400 and stores nothing; a JSON body answers 415', async () => {
    const boundary = '----quote-test-boundary';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fields = Object.entries(specialProcessing()).flatMap(([k, v]) => [v].flat().map((value) => part(k, value)));
    const whole = `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="art.pdf"\r\nContent-Type: application/pdf\r\n\r\n${Buffer.from(FILES.pdf).toString('latin1')}%${'x'.repeat(5000)}\r\n--${boundary}--\r\n`;
    const cut = whole.slice(0, whole.length - 2500);
    await expectRefused(
      browser().send('POST', URL, cut, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      400,
      { message: 'Your request did not arrive complete. Please check your connection and send it again.' },
    );
    const cutInFields = whole.slice(0, 200);
    await expectRefused(browser().send('POST', URL, cutInFields, { 'content-type': `multipart/form-data; boundary=${boundary}` }), 400, {});
    await expectRefused(browser().send('POST', URL, { quote_type: 'Special Size' }), 415, { message: 'Please send the quote request as a form (multipart/form-data).' });
    // The whole body is accepted.
    expectCreated(await browser().send<CreatedQuoteRequest>('POST', URL, whole, { 'content-type': `multipart/form-data; boundary=${boundary}` }));
    expect(await spoolFoldersOfThisProcess()).toEqual([]);
  });

  it("a disposable email is refused with error.is_email_disposable and the spec's message", async () => {
    const answer = browser().submit(specialProcessing({ email_address: 'someone@mailinator.com' }));
    const resolved = await answer;
    expectClientError(resolved, 422, { message: "Sorry, we don't allow disposable email address.", field: 'email_address' });
    expect(resolved.body.error?.is_email_disposable).toBe(true);
    await expectRefused(browser().submit(specialSize({ email_address: 'x@sub.mailinator.com' })), 422, { message: "Sorry, we don't allow disposable email address." });
  });

  it('a disposable domain on DISPOSABLE_EMAIL_ALLOW is accepted', async () => {
    const allowing = await createTestShop({ appOptions: { accounts: { allowedEmailDomains: new Set(['mailinator.com']) } } });
    try {
      expectCreated(await browser(() => allowing.app).submit(specialSize({ email_address: 'buyer@mailinator.com' })));
    } finally {
      await allowing.close();
    }
  });

  it('the email of a registered member, from someone not signed in, is refused: sign in first', async () => {
    const member = await register(browser());
    await expectRefused(browser().submit(specialProcessing({ email_address: member.email.toUpperCase() })), 422, {
      message: 'This is a registered e-mail address. You can contact us after logging in.',
      field: 'email_address',
    });
  });

  it('names: required, at most 100 characters, no HTML; email: required and valid', async () => {
    await expectRefused(browser().submit(specialProcessing({ firstname: '', lastname: ' ' })), 422, { message: 'Please enter the first name.', field: 'lastname' });
    await expectRefused(browser().submit(specialProcessing({ firstname: '<b>Mei</b>' })), 422, { message: 'First name cannot contain HTML.', field: 'firstname' });
    await expectRefused(browser().submit(specialProcessing({ lastname: '<script>alert(1)</script>' })), 422, { message: 'Last name cannot contain HTML.', field: 'lastname' });
    await expectRefused(browser().submit(specialProcessing({ firstname: 'M'.repeat(101) })), 422, { message: 'First name must be at most 100 characters.' });
    await expectRefused(browser().submit(specialProcessing({ email_address: '' })), 422, { message: 'Please enter the email address.', field: 'email_address' });
    await expectRefused(browser().submit(specialProcessing({ email_address: 'not-an-email' })), 422, { message: 'Invalid email address.' });
    const all = await browser().submit(specialProcessing({ firstname: '', lastname: '', email_address: '' }));
    expect(all.body.error?.issues).toEqual([
      { field: 'firstname', message: 'Please enter the first name.' },
      { field: 'lastname', message: 'Please enter the last name.' },
      { field: 'email_address', message: 'Please enter the email address.' },
    ]);
  });

  it("the configuration's messages, in the catalogue's words", async () => {
    await expectRefused(browser().submit(specialProcessing({ width: '', height: '' })), 422, { message: 'Size is required. Please try again.', field: 'width' });
    await expectRefused(browser().submit(specialProcessing({ width: 'abc' })), 422, { message: 'Size is required. Please try again.' });
    await expectRefused(browser().submit(specialProcessing({ width: '10', height: '10' })), 422, { message: '* Width or height must not be below 20mm.' });
    await expectRefused(browser().submit(specialProcessing({ quantity: '' })), 422, { message: 'Please enter the quantity.', field: 'quantity' });
    await expectRefused(browser().submit(specialProcessing({ quantity: '1234567' })), 422, { message: 'Please enter the quantity as a whole number of up to 6 digits.' });
    await expectRefused(browser().submit(specialProcessing({ ...multiCut })), 422, { message: 'Number of cuts is required. Please try again.', field: 'cut_per_shape' });
    await expectRefused(browser().submit(specialProcessing({ ...multiCut, cut_per_shape: '31' })), 422, { message: 'Number of cuts should not be more than 30. Request a quote from the button below.' });
    expectCreated(await browser().submit(specialProcessing({ ...multiCut, cut_per_shape: '30' })));
    await expectRefused(browser().submit(specialProcessing({ ...stickerSheet })), 422, { message: 'Please specify the number of stickers to place in one seat.', field: 'ea' });
    await expectRefused(browser().submit(specialProcessing({ ...stickerSheet, ea: '31' })), 422, { message: 'Number of stickers should not be more than 30.' });
    expectCreated(await browser().submit(specialProcessing({ ...stickerSheet, ea: '12' })));
    await expectRefused(browser().submit(specialProcessing({ 'addons[]': [], 'special_processing_items[1][]': [] })), 422, { message: 'Please select a special processing option.', field: 'special_processing' });
    await expectRefused(browser().submit(specialProcessing({ 'special_processing_items[1][]': ['1', '2', '3', '4'] })), 422, { message: 'Please tick at most 3 choices under Foil Stamping.' });
    await expectRefused(browser().submit(specialProcessing({ 'special_processing_items[1][]': ['5'] })), 422, { message: "That choice is not one of Foil Stamping's." });
    // White Ink (5) is not offered for paper products (1–3); product 9 is not in the special processing list.
    await expectRefused(browser().submit(specialProcessing({ product_id: '1', featured_item_id: '', 'addons[]': ['5'], 'special_processing_items[1][]': [] })), 422, { message: 'That special processing option is not available for Art Paper Stickers.' });
    await expectRefused(browser().submit(specialProcessing({ product_id: '9', featured_item_id: '' })), 422, { field: 'product_id' });
    // Soft-Touch Lamination (7) is disabled with the soft-touch laminate finishing (13).
    await expectRefused(browser().submit(specialProcessing({ product_id: '1', featured_item_id: '', finishing_id: '13', adhesive_id: '', color_id: '', 'addons[]': ['7'], 'special_processing_items[1][]': [] })), 422, { message: 'Soft-Touch Lamination is not available with the chosen finishing.' });
    await expectRefused(browser().submit(specialProcessing({ quote_type: 'Something Else' })), 422, { field: 'quote_type' });
    await expectRefused(browser().submit(specialProcessing({ cutting_id: '99' })), 422, { field: 'cutting_id' });
    await expectRefused(browser().submit(specialProcessing({ product_id: 'five' })), 422, { message: 'product_id must be a whole number.' });
    await expectRefused(browser().submit(specialProcessing({ comment: 'x'.repeat(2001) })), 422, { message: 'Your comment can be at most 2,000 characters.' });
    // The special processing form's sizes via size_id fill width and height.
    expectCreated(await browser().submit(specialProcessing({ ...multiCut, shape_id: '4', width: '', height: '', size_id: '38', cut_per_shape: '4' })));
  });

  it('a retried submission with the same Idempotency-Key stores one request and answers the first answer again', async () => {
    // A guest (their guest_id cookie scopes their keys).
    const shopper = browser();
    expectCreated(await shopper.submit(specialSize()));
    const fields = specialProcessing();
    const files = [{ name: 'art.pdf', bytes: FILES.pdf }];
    const key = `quote-${Date.now()}`;
    const before = await counts();
    const first = expectCreated(await shopper.submit(fields, files, { 'idempotency-key': key }));
    const retry = await shopper.submit(fields, files, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.request_no).toBe(first.request_no);
    // A retry that lost its cookie with the first answer gets that answer again, and the guest cookie back.
    const lost = browser();
    const lostFields = specialSize();
    const lostFirst = expectCreated(await lost.submit(lostFields, [], { 'idempotency-key': `${key}-b` }));
    const guestCookie = lost.jar.get('guest_id');
    lost.jar.clear();
    const lostRetry = await lost.submit(lostFields, [], { 'idempotency-key': `${key}-b` });
    expect(lostRetry.statusCode).toBe(201);
    expect(lostRetry.body.data.request_no).toBe(lostFirst.request_no);
    expect(lost.jar.get('guest_id')).toBe(guestCookie);
    const after = await counts();
    expect(after.requests - before.requests).toBe(2);
    expect(after.files - before.files).toBe(1);
    expect(after.emails - before.emails).toBe(4);
    // The same key with another request (another file) is refused, and stores nothing.
    await expectRefused(shopper.submit(fields, [{ name: 'art-v2.pdf', bytes: FILES.pdf }], { 'idempotency-key': key }), 422, { message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.' });
  });

  it('the same-origin check refuses a post from another site', async () => {
    await expectRefused(browser().submit(specialProcessing(), [], { origin: 'https://evil.example' }), 403, {});
  });

  it('other routes stay JSON-only: a multipart body to the cart is refused', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/cart/items', payload: formData({ product_id: '5' }) });
    expect(res.statusCode).toBe(415);
  });
});

describe('guests, members and their requests', () => {
  it('an anonymous requester becomes a guest whose details GET /api/quote/requester returns; later requests keep them', async () => {
    const shopper = browser();
    expect((await shopper.send<Requester>('GET', '/api/quote/requester')).body.data).toEqual({ role: 'anonymous', first_name: null, last_name: null, email: null });
    expect((await shopper.send<QuoteRequest[]>('GET', '/api/user/quote-requests')).body.data).toEqual([]);
    const email = newEmail('guest');
    const first = expectCreated(await shopper.submit(specialProcessing({ firstname: 'Ah Hock', lastname: 'Ng', email_address: ` ${email.toUpperCase()} ` }), [{ name: 'art.pdf', bytes: FILES.pdf }]));
    expect(first.requester).toEqual({ first_name: 'Ah Hock', last_name: 'Ng', email });
    expect((await shopper.send<Requester>('GET', '/api/quote/requester')).body.data).toEqual({ role: 'guest', first_name: 'Ah Hock', last_name: 'Ng', email });
    const second = expectCreated(await shopper.submit(specialSize({ firstname: 'Hock', lastname: 'Ng', email_address: email })));
    expect((await shopper.send<Requester>('GET', '/api/quote/requester')).body.data.first_name).toBe('Ah Hock');
    const mine = (await shopper.send<QuoteRequest[]>('GET', '/api/user/quote-requests')).body.data;
    expect(mine.map((r) => r.request_no)).toEqual([second.request_no, first.request_no]);
    expect(mine[1]).toMatchObject({ status: 'new', quote_type: 'Special Processing', files: [{ name: 'art.pdf', size_bytes: FILES.pdf.length }] });
    // Nobody else sees them.
    expect((await browser().send<QuoteRequest[]>('GET', '/api/user/quote-requests')).body.data).toEqual([]);
  });

  it("a member sends without name or email (theirs are used) and sees their requests, including those sent as a guest with their email", async () => {
    const shopper = browser();
    const email = newEmail('member');
    const asGuest = expectCreated(await shopper.submit(specialSize({ email_address: email })));
    const member = await register(shopper, email);
    expect((await shopper.send<Requester>('GET', '/api/quote/requester')).body.data).toEqual({ role: 'member', first_name: 'Siew Ling', last_name: 'Goh', email });
    const created = expectCreated(await shopper.submit(specialProcessing({ firstname: '', lastname: '', email_address: '' })));
    expect(created.requester).toEqual({ first_name: member.first_name, last_name: member.last_name, email });
    const mine = (await shopper.send<QuoteRequest[]>('GET', '/api/user/quote-requests')).body.data;
    expect(mine.map((r) => r.request_no)).toEqual([created.request_no, asGuest.request_no]);
  });
});

describe('emails', () => {
  it('the shopper gets a confirmation with the summary and what happens next; the shop gets the details and links to the files', async () => {
    const email = newEmail('mail');
    const created = expectCreated(await browser().submit(specialProcessing({ email_address: email, firstname: 'Priya', lastname: 'Nair' }), [{ name: 'Logo Final.pdf', bytes: FILES.pdf }]));
    const shopper = await smtp.waitForMail((m) => m.to.includes(email));
    expect(shopper.subject).toBe(`We have your quote request ${created.request_no} – Print Shop Singapore`);
    for (const phrase of ['Hi Priya', 'Your Quote Request has been sent!', 'We will respond to you shortly.', created.request_no, 'Foil Stamping (Gold, Silver)', 'Logo Final.pdf', 'What happens next', 'Gold foil on the logo only, please.']) {
      expect(shopper.text).toContain(phrase);
    }
    expect(shopper.text).not.toContain('/staff/');
    const staff = await smtp.waitForMail((m) => m.to.includes('hello@printshop.sg') && m.subject.includes(created.request_no));
    expect(staff.subject).toBe(`Quote request ${created.request_no}: Special Processing from Priya Nair`);
    const [file] = await shop.database.db.select().from(quoteRequestFiles).innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestFiles.quote_request_id)).where(eq(quoteRequests.request_no, created.request_no));
    expect(staff.html).toContain(`http://localhost:3000/staff/quote-requests/${created.request_no}/files/${file?.quote_request_files.id}`);
    for (const phrase of [email, 'a new guest', 'Logo Final.pdf', 'Standard Vinyl', `http://localhost:3000/api/staff/quote-requests/${created.request_no}`]) expect(staff.text).toContain(phrase);
  });
});

describe('staff', () => {
  it('staff endpoints answer 404 to anonymous visitors, guests and members who are not staff', async () => {
    const created = expectCreated(await browser().submit(specialProcessing(), [{ name: 'a.pdf', bytes: FILES.pdf }]));
    const [file] = await shop.database.db.select({ id: quoteRequestFiles.id }).from(quoteRequestFiles).innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestFiles.quote_request_id)).where(eq(quoteRequests.request_no, created.request_no));
    const member = browser();
    await register(member);
    for (const who of [browser(), member]) {
      for (const url of ['/api/staff/quote-requests', `/api/staff/quote-requests/${created.request_no}`, `/staff/quote-requests/${created.request_no}/files/${file?.id}`]) {
        const answer = await who.send('GET', url);
        expectClientError(answer, 404, { message: `There is no GET ${url} here.` });
      }
    }
  });

  it('after a restart (a new app on the same database), staff read the request and its files back byte-identical', async () => {
    const email = { smtpUrl: smtp.url, workerPollMs: 20 };
    const restartable = await createTestShop({ appOptions: { email, staffEmails: [STAFF_EMAIL] } });
    let app = restartable.app;
    const rebuild = async (staffEmails: string[]) => {
      await app.close();
      app = await buildApp({ database: restartable.database, now: () => DEFAULT_TEST_NOW, validateResponses: true, rateLimits: NO_RATE_LIMITS, email, staffEmails });
      await app.ready();
    };
    try {
      const shopper = browser(() => app);
      const png = { name: 'Fête: one?.png', bytes: FILES.png };
      const ai = { name: 'Lögo/../../etc.ai', bytes: FILES.aiPostScript };
      const created = expectCreated(await shopper.submit(specialProcessing(), [png, ai]));

      // The staff member registers after the start: staff only from the next start (STAFF_EMAILS is applied then).
      const staff = browser(() => app);
      await register(staff, STAFF_EMAIL);
      expectClientError(await staff.send('GET', '/api/staff/quote-requests'), 404);

      await rebuild([STAFF_EMAIL]);
      const list = await staff.send<StaffQuoteRequestSummary[]>('GET', '/api/staff/quote-requests');
      expect(list.statusCode).toBe(200);
      expect(list.body.data.map((r) => r.request_no)).toContain(created.request_no);
      const detail = await staff.send<StaffQuoteRequest>('GET', `/api/staff/quote-requests/${created.request_no.toLowerCase()}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.body.data).toMatchObject({ request_no: created.request_no, first_name: 'Mei Ling', from_member: false, configuration: { special_processing: [{ id: 1, name: 'Foil Stamping' }] } });
      expect(detail.body.data.files.map((f) => [f.name, f.size_bytes, f.content_type])).toEqual([
        ['Fête_ one_.png', FILES.png.length, 'image/png'],
        ['etc.ai', FILES.aiPostScript.length, 'application/postscript'],
      ]);
      const dispositions = [`attachment; filename="F_te_ one_.png"; filename*=UTF-8''F%C3%AAte_%20one_.png`, `attachment; filename="etc.ai"; filename*=UTF-8''etc.ai`];
      for (const [index, original] of [png, ai].entries()) {
        const file = detail.body.data.files[index];
        expect(file?.download_url).toBe(`/staff/quote-requests/${created.request_no}/files/${file?.id}`);
        const download = await staff.raw(`/staff/quote-requests/${created.request_no}/files/${file?.id}`);
        expect(download.statusCode).toBe(200);
        expect(Buffer.compare(download.bytes, Buffer.from(original.bytes))).toBe(0);
        expect(download.headers['content-type']).toBe(file?.content_type);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toBe(dispositions[index]);
      }
      // The shopper's own view survives the restart too.
      const mine = await shopper.send<QuoteRequest[]>('GET', '/api/user/quote-requests');
      expect(mine.body.data.map((r) => r.request_no)).toEqual([created.request_no]);
      expectClientError(await staff.send('GET', '/api/staff/quote-requests/R000000-AAAAAAAA'), 404, { message: "Sorry, we're unable to find the quote request your were looking for." });
      expectClientError(await staff.send('GET', `/staff/quote-requests/${created.request_no}/files/00000000-0000-4000-8000-000000000000`), 404);
      expectClientError(await staff.send('GET', `/staff/quote-requests/${created.request_no}/files/${'-'.repeat(36)}`), 404);

      // Taken off STAFF_EMAILS: no longer staff after the next start.
      await rebuild([]);
      expectClientError(await staff.send('GET', '/api/staff/quote-requests'), 404);
    } finally {
      await app.close();
      await restartable.database.close();
    }
  });
});
