/**
 * The "please pay by PayNow" email end to end: a guest's order placed through the API, its email
 * written to the database outbox with the QR code, delivered by the job queue through a real SMTP
 * server in this process (test/smtp.ts). The message that arrives shows the QR code inline (a PNG
 * attached with a Content-ID the HTML refers to) which decodes to exactly the PayNow payload of the
 * order's amount and reference, and says the amount in the shop's format in its HTML and its text.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrCode } from '../../../test/qr-code.js';
import { DIE_CUT_50, placeGuestOrder } from '../../../test/place-order.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { formatSgd } from '../../shared/money.js';
import { parseEmvPayload, paynowPayload, verifyPayloadCrc } from '../payment/paynow.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { emailOutbox } from '../email/email.tables.js';

let smtp: TestSmtpServer;
let shop: TestShop;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  shop = await createTestShop({ appOptions: { email: { smtpUrl: smtp.url, workerPollMs: 20, devOutbox: true } } });
  await shop.app.ready();
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

describe('the order-placed email, through the outbox and SMTP', () => {
  it('arrives with the PayNow QR code inline, decoding to the payload of the order’s amount and reference, and the amount in its HTML and text', async () => {
    const { order, email } = await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 500 }]);
    const amount = formatSgd(order.total_cents);
    expect(amount).toMatch(/^S\$\d{1,3}(,\d{3})*\.\d{2}$/);
    shop.app.emailOutbox.nudge();
    const mail = await smtp.waitForMail((m) => m.to === email && m.subject.includes(order.order_no));
    expect(mail.subject).toBe(`Order ${order.order_no}: please pay by PayNow – ${DEFAULT_SHOP_INFO.name}`);

    // One inline PNG in the HTML's multipart/related, with a Content-ID.
    const cid = `paynow-qr.${order.order_no}@localhost`;
    expect(mail.parsed.attachments.map((file) => ({ contentType: file.contentType, cid: file.cid, disposition: file.contentDisposition, related: file.related, filename: file.filename }))).toEqual([
      { contentType: 'image/png', cid, disposition: 'inline', related: true, filename: `paynow-qr-${order.order_no}.png` },
    ]);
    const [png] = mail.parsed.attachments;
    // The HTML's <img> refers to it (mailparser puts the attachment a `cid:` link names in its place, as a mail client shows it), with words for those who cannot see it.
    const img = /<img [^>]*alt="PayNow QR code[^>]*>/.exec(mail.html)?.[0] ?? '';
    expect(img).toContain(`src="data:image/png;base64,${png?.content.toString('base64')}"`);
    expect(img).toContain(`alt="PayNow QR code for ${amount} to ${DEFAULT_SHOP_INFO.name}, reference ${order.order_no}"`);
    expect(img).toMatch(/width="200"/);
    expect(img).toMatch(/height="200"/);

    // The image decodes to exactly the PayNow payload for this order: built here from the order's amount, reference and expiry.
    const decoded = await readQrCode(png?.content ?? Buffer.alloc(0));
    const expected = paynowPayload({
      uen: DEFAULT_SHOP_INFO.uen,
      merchantName: DEFAULT_SHOP_INFO.name,
      amountCents: order.total_cents,
      reference: order.order_no,
      expiresAt: new Date(order.payment.expires_at),
      editable: false,
    });
    expect(decoded).toBe(expected);
    expect(decoded).toBe(order.payment.qr_payload);
    expect(verifyPayloadCrc(decoded ?? '')).toBe(true);
    const fields = parseEmvPayload(decoded ?? '');
    expect(fields['54']).toBe(amount.replace('S$', '').replaceAll(',', ''));
    expect(fields['62']).toEqual({ '01': order.order_no });

    // The amount in the shop's format and the reference to type, in both parts.
    const text = mail.text.replace(/\s+/g, ' ');
    expect(mail.html).toContain(amount);
    expect(text).toContain(`Amount ${amount}`);
    expect(text).toContain(`Reference ${order.order_no}`);
    expect(mail.text).not.toContain('cid:');

    // The outbox row keeps the image it sent (any server can send it), and the development viewer shows it in place.
    const [row] = await shop.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.kind, 'order-placed')));
    expect(row?.html).toContain(`src="cid:${cid}"`);
    expect(row?.attachments.map((file) => file.cid)).toEqual([cid]);
    expect(Buffer.from(row?.attachments[0]?.base64 ?? '', 'base64').equals(png?.content ?? Buffer.alloc(0))).toBe(true);
    const viewed = await shop.app.inject({ method: 'GET', url: `/dev/outbox/${row?.id}/html` });
    expect(viewed.body).toContain(`src="data:image/png;base64,${row?.attachments[0]?.base64}"`);
    expect(viewed.body).not.toContain('cid:');
  });
});
