/** Each email, as a shopper reads it: the essentials are in both the HTML and the plain text, in the shop's name. */
import { describe, expect, it } from 'vitest';
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
  { email: verification, subject: 'Your verification code for Ubi Print Co', essentials: ['Hi Mei Ling', 'A7K2', 'valid for 10 minutes', "If you didn't ask for this code, you can safely ignore this email."] },
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

  it('has a plain text that reads on its own: no tags, no entities, links written out', async () => {
    const { text } = await renderShopEmail(email, context);
    expect(text).not.toMatch(/<[a-z/!][^>]*>/i);
    expect(text).not.toMatch(/&[a-z#0-9]+;/i);
    expect(text).toContain('https://ubiprint.sg');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
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

  it("the shopper's email has no staff links", async () => {
    const { html, text } = await renderShopEmail(quoteReceived, context);
    expect(html + text).not.toContain('/staff/');
  });
});
