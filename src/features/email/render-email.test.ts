/**
 * Each email, as a shopper reads it: the essentials are in both the HTML and the plain text, in the
 * shop's name; the HTML is valid for html-validate (no aria-label on a paragraph, a <title>); the
 * order email carries the PayNow QR code it is given as an inline image (that the image decodes to
 * the order's payload, through the outbox and SMTP: orders/order-placed-email.api.test.ts).
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrCode } from '../../../test/qr-code.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import type { EmailContext } from './shop-email.js';
import { renderShopEmail } from './render-email.js';
import type { ShopEmail } from './shop-email.js';
import { duration } from './templates/duration.js';

const context: EmailContext = { shop: { ...DEFAULT_SHOP_INFO, name: 'Ubi Print Co' }, publicUrl: 'https://ubiprint.sg' };
const to = 'mei.ling@example.sg';

const verification: ShopEmail = { kind: 'verification-code', to, firstName: 'Mei Ling', code: 'A7K2', validMinutes: 10 };
const temporaryPassword: ShopEmail = { kind: 'temporary-password', to, firstName: 'Mei Ling', temporaryPassword: 'K7QH2MXR9PDW', validMinutes: 60 };
const welcome: ShopEmail = { kind: 'welcome', to, firstName: 'Mei Ling', points: 2 };
const quoteRequest = {
  requestNo: 'R261123-7KD2QXM4',
  quoteType: 'Special Processing',
  summary: 'Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm, 500 pcs',
  details: [
    ['Quantity', '500'],
    ['Special processing', 'Foil Stamping (Gold, Silver)'],
  ],
  comment: 'Gold foil on the logo only.',
  files: [{ name: 'logo final.pdf', size: '1.2 MB' }],
} as const;
const quoteReceived: ShopEmail = { kind: 'quote-request-received', to, firstName: 'Mei Ling', ...quoteRequest };
const fileUrl = 'https://ubiprint.sg/staff/quote-requests/R261123-7KD2QXM4/files/0b8f3a52-8d7e-4c1e-9a37-3f1f4b0c9d11';
const quoteStaff: ShopEmail = {
  kind: 'quote-request-staff',
  to: DEFAULT_SHOP_INFO.email,
  requester: { firstName: 'Mei Ling', lastName: 'Tan', email: to, role: 'new guest' },
  staffUrl: 'https://ubiprint.sg/api/staff/quote-requests/R261123-7KD2QXM4',
  utm: [['utm_source', 'newsletter']],
  ...quoteRequest,
  files: [{ name: 'logo final.pdf', size: '1.2 MB', url: fileUrl }],
};

const orderStatus = { to, firstName: 'Mei Ling', orderNo: 'O261123-7KD2QXM4AB', orderUrl: 'https://ubiprint.sg/orders/O261123-7KD2QXM4AB', total: 'S$54.20' } as const;
const paid: ShopEmail = { kind: 'order-status', status: 'paid', ...orderStatus };
const inProduction: ShopEmail = { kind: 'order-status', status: 'in_production', ...orderStatus };
const dispatched: ShopEmail = { kind: 'order-status', status: 'dispatched', carrier: 'Ninja Van', trackingNumber: 'NVSG1234567', ...orderStatus };
const delivered: ShopEmail = { kind: 'order-status', status: 'delivered', ...orderStatus };
const proofReady: ShopEmail = { kind: 'order-proof', event: 'proof_ready', message: '', to, firstName: 'Mei Ling', orderNo: orderStatus.orderNo, orderUrl: orderStatus.orderUrl };
const proofApproved: ShopEmail = { ...proofReady, event: 'approved', firstName: 'team' };
const proofChanges: ShopEmail = { ...proofReady, event: 'changes_requested', firstName: 'team', message: 'Please make the logo bigger.' };
const cancelledExpired: ShopEmail = { kind: 'order-cancelled', to, firstName: 'Mei Ling', orderNo: orderStatus.orderNo, orderUrl: orderStatus.orderUrl, shopUrl: 'https://ubiprint.sg/', why: 'expired', reason: '', paid: null, couponReturned: 'WELCOME10', pointsReturned: 2 };
const refunded: ShopEmail = { kind: 'order-refunded', to, firstName: 'Mei Ling', orderNo: orderStatus.orderNo, orderUrl: orderStatus.orderUrl, amount: 'S$12.50', methodName: 'PayNow', reference: 'PN 7781', creditNoteNo: 'C261123-7KD2QXM4AB', remaining: 'S$41.70' };

/** A QR code standing in for the order's PayNow code (orders draw it with payment/paynow-qr.ts). */
const QR_TEXT = 'A QR code standing in for a PayNow payload';
const qrCodePng = await QRCode.toBuffer(QR_TEXT, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
const orderPlaced: ShopEmail = {
  kind: 'order-placed',
  to,
  firstName: 'Mei Ling',
  orderNo: orderStatus.orderNo,
  orderUrl: orderStatus.orderUrl,
  lines: [{ summary: 'Standard Vinyl Stickers — Die Cut, Circle, 50 × 50 mm', quantity: 5000, total: 'S$1,219.50' }],
  subTotal: 'S$1,219.50',
  discounts: [{ label: 'Coupon WELCOME10', amount: '-S$10.00' }],
  shippingFee: 'S$25.00',
  shippingMethod: 'Courier',
  total: 'S$1,234.50',
  dispatch: 'Estimated dispatch: Wed, 25 Nov 2026.',
  delivery: 'Arrives by Thu, 26 Nov 2026.',
  deliveryAddress: ['10 Tampines Central 1, #08-01', 'Singapore 529536'],
  payment: {
    methodName: 'PayNow',
    amount: 'S$1,234.50',
    reference: orderStatus.orderNo,
    qrCodePng,
    expires: 'Tue, 24 Nov 2026, 10:00 AM',
    uen: DEFAULT_SHOP_INFO.uen,
    bankName: 'DBS Bank',
    accountName: 'Ubi Print Co Pte Ltd',
    accountNo: '012-345678-9',
  },
};
const quoteAnswered: ShopEmail = {
  kind: 'quote-conversation',
  to,
  firstName: 'Mei Ling',
  requestNo: quoteRequest.requestNo,
  summary: quoteRequest.summary,
  event: 'answered',
  message: 'Gold foil is possible on the logo.',
  options: [{ description: 'Gold foil on the logo', quantity: '500', price: 'S$180.00', dispatch: 'Wed, 2 Dec 2026', validUntil: 'Mon, 7 Dec 2026' }],
  pageUrl: 'https://ubiprint.sg/quotes/R261123-7KD2QXM4',
};

/**
 * html-validate for email HTML: its recommended rules and the document rules (doctype, <title>…),
 * less what email HTML rightly does otherwise. Each rule turned off or relaxed, and why:
 */
const EMAIL_HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // react-email writes the XHTML 1.0 Transitional doctype, which Outlook and older clients render in standards mode.
    'doctype-html': 'off',
    // React self-closes void elements (<meta/>, <br/>, <img/>, <hr/>): valid HTML, in XHTML's style.
    'void-style': 'off',
    // Mail clients drop or rewrite <style> blocks: inline styles are how an email is styled.
    'no-inline-style': 'off',
    // Layout tables with width, align, cellpadding, cellspacing and border are what Outlook's Word engine honours.
    'no-deprecated-attr': 'off',
    // react-email's Button pads itself for Outlook inside <!--[if mso]> comments, which only Outlook reads.
    'no-conditional-comment': 'off',
    // React writes cellPadding and cellSpacing in camel case (attribute names are case-insensitive); any other case is still an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
};
const htmlValidate = new HtmlValidate(EMAIL_HTML_RULES);

/** No html-validate error (aria-label misuse included), and exactly one <title>: the subject. */
async function expectValidEmailHtml(html: string, subject: string, name: string): Promise<void> {
  const report = await htmlValidate.validateString(html, `${name}.html`);
  const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? 'document'})`));
  expect(problems).toEqual([]);
  expect([...html.matchAll(/<title>(.*?)<\/title>/gs)].map((match) => match[1])).toEqual([subject.replaceAll('&', '&amp;')]);
  expect(html).not.toContain('aria-label');
}

/** The HTML as words: tags dropped and entities read, so a phrase is found whatever markup splits it. */
const words = (html: string) =>
  html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<(head|style)[^>]*>.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each([
  {
    email: verification,
    subject: 'Your verification code for Ubi Print Co',
    essentials: ['Hi Mei Ling', 'A7K2', 'Spelled out, the code is A 7 K 2.', 'valid for 10 minutes', "If you didn't ask for this code, you can safely ignore this email."],
  },
  {
    email: temporaryPassword,
    subject: 'Your temporary password for Ubi Print Co',
    essentials: ['Hi Mei Ling', 'K7QH2MXR9PDW', 'It works once, for 1 hour.', 'we will ask you to choose a new password', 'Sign in'],
  },
  { email: welcome, subject: 'Welcome to Ubi Print Co', essentials: ['Welcome, Mei Ling!', 'we have added 2 points to your account', 'Start your first order'] },
  {
    email: quoteReceived,
    subject: 'We have your quote request R261123-7KD2QXM4 – Ubi Print Co',
    essentials: ['Hi Mei Ling', 'Your Quote Request has been sent!', 'We will respond to you shortly.', 'R261123-7KD2QXM4', 'Special Processing', '500 pcs', 'Foil Stamping (Gold, Silver)', 'logo final.pdf (1.2 MB)', 'Gold foil on the logo only.', 'What happens next'],
  },
  { email: paid, subject: 'Payment received for order O261123-7KD2QXM4AB – Ubi Print Co', essentials: ['Hi Mei Ling', 'Payment received', 'your payment of S$54.20 for order O261123-7KD2QXM4AB has arrived', 'nothing is printed before you approve it', 'View your order'] },
  { email: inProduction, subject: 'Order O261123-7KD2QXM4AB is in production – Ubi Print Co', essentials: ['Your order is in production', 'We are printing order O261123-7KD2QXM4AB now', 'View your order'] },
  { email: dispatched, subject: 'Order O261123-7KD2QXM4AB is on its way – Ubi Print Co', essentials: ['Your order is on its way', 'Carrier', 'Ninja Van', 'Tracking number', 'NVSG1234567'] },
  { email: delivered, subject: 'Order O261123-7KD2QXM4AB has been delivered – Ubi Print Co', essentials: ['Your order has been delivered', 'Order O261123-7KD2QXM4AB has been delivered.'] },
  { email: proofReady, subject: 'Your proof for order O261123-7KD2QXM4AB is ready – Ubi Print Co', essentials: ['Hi Mei Ling', 'Your proof is ready', 'nothing is printed before you approve it', 'View your proof'] },
  { email: proofApproved, subject: 'Proof approved for order O261123-7KD2QXM4AB – Ubi Print Co', essentials: ['Proof approved', 'The shopper approved the proof for order O261123-7KD2QXM4AB'] },
  { email: proofChanges, subject: 'Changes requested for order O261123-7KD2QXM4AB – Ubi Print Co', essentials: ['Changes requested', 'Please make the logo bigger.'] },
  {
    email: cancelledExpired,
    subject: 'Order O261123-7KD2QXM4AB was cancelled – Ubi Print Co',
    essentials: ['Your order was cancelled', 'before its QR code expired', 'Nothing was charged for this order.', 'The coupon WELCOME10 can be used again.', 'The 2 points you used are back in your account.', 'To order again'],
  },
  {
    email: { kind: 'review-request', to, firstName: 'Mei Ling', orderNo: orderStatus.orderNo, reviewUrl: 'https://ubiprint.sg/orders/O261123-7KD2QXM4AB/review?token=abc', products: ['Die Cut Stickers'], validDays: 90 } satisfies ShopEmail,
    subject: 'How did your order O261123-7KD2QXM4AB turn out? – Ubi Print Co',
    essentials: ['Hi Mei Ling', 'Order O261123-7KD2QXM4AB was delivered.', 'You can review: Die Cut Stickers.', 'Write a review', 'works for 90 days', 'reads every review before it appears'],
  },
  { email: refunded, subject: 'Refund for order O261123-7KD2QXM4AB – Ubi Print Co', essentials: ['Refund of S$12.50', 'We have refunded S$12.50 for order O261123-7KD2QXM4AB by PayNow.', 'PN 7781', 'C261123-7KD2QXM4AB', 'S$41.70'] },
  {
    email: orderPlaced,
    subject: 'Order O261123-7KD2QXM4AB: please pay by PayNow – Ubi Print Co',
    essentials: ['Hi Mei Ling', 'please pay S$1,234.50 by Tue, 24 Nov 2026, 10:00 AM', 'scan the QR code in this email', 'Amount S$1,234.50', 'Reference O261123-7KD2QXM4AB', 'Account number 012-345678-9', 'Total S$1,234.50'],
  },
  {
    email: quoteAnswered,
    subject: 'Your quote R261123-7KD2QXM4 is ready – Ubi Print Co',
    essentials: ['Hi Mei Ling', 'Gold foil is possible on the logo.', 'Gold foil on the logo', 'S$180.00'],
  },
])('the $email.kind email', ({ email, subject, essentials }) => {
  it('has its subject, and says its essentials in the HTML and in the text', async () => {
    const rendered = await renderShopEmail(email, context);
    expect(rendered.subject).toBe(subject);
    for (const phrase of essentials) {
      expect(words(rendered.html)).toContain(phrase);
      expect(rendered.text.replace(/\s+/g, ' ')).toContain(phrase);
    }
  });

  it("signs off with the shop's name, address, phone, e-mail and UEN, and says why it came", async () => {
    const { html, text } = await renderShopEmail(email, context);
    for (const body of [words(html), text.replace(/\s+/g, ' ')]) {
      for (const detail of ['Ubi Print Co', DEFAULT_SHOP_INFO.address, DEFAULT_SHOP_INFO.phone, DEFAULT_SHOP_INFO.email, `UEN ${DEFAULT_SHOP_INFO.uen}`, 'You are getting this email because']) {
        expect(body).toContain(detail);
      }
    }
  });

  it('is valid HTML (html-validate: no aria-label misuse) with its subject as the <title>', async () => {
    const { html } = await renderShopEmail(email, context);
    await expectValidEmailHtml(html, subject, email.kind);
  });

  it('has a plain text that reads on its own: no tags, no entities, links written out', async () => {
    const { text } = await renderShopEmail(email, context);
    expect(text).not.toMatch(/<[a-z/!][^>]*>/i);
    expect(text).not.toMatch(/&[a-z#0-9]+;/i);
    expect(text).toContain('https://ubiprint.sg');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
  });
});

it('shows the verification code large as one string, which the text keeps on a line of its own to copy, and spells it out in a sentence screen readers read', async () => {
  const { html, text } = await renderShopEmail(verification, context);
  expect(html).toMatch(/<p [^>]*>A7K2<\/p>/);
  expect(words(html)).toContain('Spelled out, the code is A 7 K 2.');
  expect(text.split('\n')).toContain('A7K2');
});

describe('the order-placed email', () => {
  it('carries the PayNow QR code it is given as an inline PNG, referenced by its Content-ID, with the amount and reference in its alt text', async () => {
    const { html, text, attachments } = await renderShopEmail(orderPlaced, context);
    expect(attachments).toEqual([{ filename: 'paynow-qr-O261123-7KD2QXM4AB.png', contentType: 'image/png', cid: 'paynow-qr.O261123-7KD2QXM4AB@ubiprint.sg', base64: qrCodePng.toString('base64') }]);
    expect(await readQrCode(Buffer.from(attachments[0]?.base64 ?? '', 'base64'))).toBe(QR_TEXT);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="cid:paynow-qr.O261123-7KD2QXM4AB@ubiprint.sg"');
    expect(img).toContain('alt="PayNow QR code for S$1,234.50 to Ubi Print Co, reference O261123-7KD2QXM4AB"');
    expect(img).toContain('width="200"');
    expect(img).toContain('height="200"');
    // The amount, in the shop's format, in both parts; the text has no image, and says where the QR code is.
    expect(words(html)).toContain('Amount S$1,234.50');
    expect(text.replace(/\s+/g, ' ')).toContain('Amount S$1,234.50');
    expect(text).not.toContain('cid:');
  });

  it('no other email has an attachment', async () => {
    for (const email of [verification, temporaryPassword, welcome, quoteReceived, quoteStaff, paid, refunded, cancelledExpired]) {
      expect((await renderShopEmail(email, context)).attachments, email.kind).toEqual([]);
    }
  });
});

it('links to the shop at its public address', async () => {
  const { html, text } = await renderShopEmail(temporaryPassword, context);
  expect(html).toContain('href="https://ubiprint.sg/"');
  expect(text).toContain('Sign in https://ubiprint.sg/');
  const welcomeHtml = (await renderShopEmail(welcome, context)).html;
  expect(welcomeHtml).toContain('href="https://ubiprint.sg/business-cards"');
});

it('escapes what the shopper typed: a name cannot add markup', async () => {
  const { html, text } = await renderShopEmail({ ...welcome, firstName: '<img src=x onerror=alert(1)>' }, context);
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(text).toContain('Welcome, <img src=x onerror=alert(1)>!');
});

it('says "1 point" for one point', async () => {
  const { text } = await renderShopEmail({ ...welcome, points: 1 }, context);
  expect(text).toContain('we have added 1 point to your account');
});

it.each([
  [1, '1 minute'],
  [10, '10 minutes'],
  [60, '1 hour'],
  [90, '90 minutes'],
  [120, '2 hours'],
])('%i minutes read as "%s"', (minutes, words) => {
  expect(duration(minutes)).toBe(words);
});

describe('the quote-request-staff email', () => {
  it("names the requester and the request, links each file and the staff page, and escapes what the shopper typed", async () => {
    const { subject, html, text } = await renderShopEmail({ ...quoteStaff, comment: '<script>alert(1)</script>' }, context);
    expect(subject).toBe('Quote request R261123-7KD2QXM4: Special Processing from Mei Ling Tan');
    for (const phrase of ['New quote request R261123-7KD2QXM4', 'From Mei Ling Tan', to, 'a new guest', 'Foil Stamping (Gold, Silver)', 'Campaign: utm_source=newsletter', `UEN ${DEFAULT_SHOP_INFO.uen}`]) {
      expect(words(html)).toContain(phrase);
      expect(text.replace(/\s+/g, ' ')).toContain(phrase);
    }
    expect(html).toContain(`href="${fileUrl}"`);
    expect(text).toContain(fileUrl);
    expect(text).toContain('https://ubiprint.sg/api/staff/quote-requests/R261123-7KD2QXM4');
    expect(html).not.toContain('<script>alert(1)');
    expect(text).toContain('<script>alert(1)</script>');
  });

  it('is valid HTML (html-validate) with its subject as the <title>', async () => {
    const { subject, html } = await renderShopEmail(quoteStaff, context);
    await expectValidEmailHtml(html, subject, quoteStaff.kind);
  });

  it("the shopper's email has no staff links", async () => {
    const { html, text } = await renderShopEmail(quoteReceived, context);
    expect(html + text).not.toContain('/staff/');
  });
});
