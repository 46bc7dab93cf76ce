/**
 * Artwork and proofs of an order (issue 12) on a real database: the owner only (404 for anyone
 * else), the quote requests' file rules (at most 4 per line, type by content, "Please upload your
 * file"), staff-only proof upload (one PDF), refusals after evaluation and after approval in the
 * catalogue's words, "Your message is required. Please try again.", emails in the outbox, the order's
 * status following once paid, and the dispatch date from the later of payment and approval.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor, type Envelope } from '../../../test/api-client.js';
import { pngImage } from '../../../test/artwork-files.js';
import { attachmentsForm, TINY_PDF } from '../../../test/order-proof.js';
import { DIE_CUT_50, guestEmail, placeGuestOrder, registeredMember, verifiedEmailToken } from '../../../test/place-order.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { emailOutbox } from '../email/email.tables.js';
import { orderFiles, orders } from './orders.tables.js';
import type { Cart } from '../cart/cart.schemas.js';
import { orderTotals } from '../pricing/order-totals.js';
import { deliveryDate, formatShopDate } from '../shipping/dispatch-date.js';
import { ARTWORK_MESSAGES } from './order-artwork.js';
import type { OrderArtworkView } from './order-artwork.schemas.js';
import type { Order } from './orders.schemas.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Visitor = ReturnType<typeof testVisitor>;
const newEmail = guestEmail;

const FILES = {
  pdf: TINY_PDF,
  // Artwork is preflighted when it arrives (issue 18): a real image, sharp at 50 × 50 mm (300 ppi).
  png: await pngImage(591, 591),
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, ...new Array<number>(200).fill(0)]),
};
interface Upload {
  name: string;
  bytes: Uint8Array;
}
const pdf = (name = 'artwork.pdf'): Upload => ({ name, bytes: FILES.pdf });

const form = attachmentsForm;

/** A guest's order of 100 stickers, awaiting payment. */
const placeOrder = () => placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }], { first_name: 'Mei Ling', last_name: 'Tan' });

const staffMember = async (): Promise<Visitor> => (await registeredMember(shop, { staff: true })).v;
const verifiedToken = (v: Visitor, email: string) => verifiedEmailToken(shop, v, email);

const upload = (v: Visitor, orderNo: string, files: readonly Upload[], fields: Record<string, string> = {}) =>
  v.send<OrderArtworkView>('POST', `/api/orders/${orderNo}/artwork`, form(files, fields));
const sendProof = (v: Visitor, orderNo: string, files: readonly Upload[] = [pdf('proof-v1.pdf')]) => v.send<OrderArtworkView>('POST', `/api/staff/orders/${orderNo}/proof`, form(files));
const approve = (v: Visitor, orderNo: string) => v.send<OrderArtworkView>('POST', `/api/orders/${orderNo}/proof/approve`, {});
const askChanges = (v: Visitor, orderNo: string, message?: string) => v.send<OrderArtworkView>('POST', `/api/orders/${orderNo}/proof/changes`, message === undefined ? {} : { message });

async function proofEmails(orderNo: string) {
  return shop.database.db
    .select({ to: emailOutbox.to_address, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'order-proof'))
    .orderBy(asc(emailOutbox.id))
    .then((rows) => rows.filter((r) => r.subject.includes(orderNo)));
}

async function fileCount(orderNo: string): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(orderFiles).innerJoin(orders, eq(orders.id, orderFiles.order_id)).where(eq(orders.order_no, orderNo));
  return row?.n ?? 0;
}

let staff: Visitor;
beforeAll(async () => {
  staff = await staffMember();
});

describe('artwork upload', () => {
  it('is for the order’s owner only: anyone else gets 404', async () => {
    const { order } = await placeOrder();
    const stranger = testVisitor(shop);
    expectClientError(await stranger.send('GET', `/api/orders/${order.order_no}/artwork`), 404);
    expectClientError(await upload(stranger, order.order_no, [pdf()]), 404);
    expectClientError(await approve(stranger, order.order_no), 404);
    expectClientError(await askChanges(stranger, order.order_no, 'Bigger logo'), 404);
    expect(await fileCount(order.order_no)).toBe(0);
  });

  it('says "Please upload your file" until there is artwork, and refuses an upload without files', async () => {
    const { shopper, order } = await placeOrder();
    const view = expectOk(await shopper.send<OrderArtworkView>('GET', `/api/orders/${order.order_no}/artwork`));
    expect(view).toMatchObject({ stage: 'awaiting_artwork', notice: ARTWORK_MESSAGES.uploadRequired, can_upload: true, can_review: false, artwork: [], proofs: [] });
    expectClientError(await upload(shopper, order.order_no, [], { line: '0' }), 422, { message: 'Please upload your file', field: 'attachments' });
  });

  it('keeps at most 4 files per line and accepts only PDF, AI, JPEG and PNG by content', async () => {
    const { shopper, order } = await placeOrder();
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => pdf(`${n}.pdf`));
    expectClientError(await upload(shopper, order.order_no, five, { line: '0' }), 422, { message: 'You cannot upload more than 4 files.' });
    expectClientError(await upload(shopper, order.order_no, [{ name: 'logo.pdf', bytes: FILES.exe }], { line: '0' }), 422, { message: 'File type not accepted. Please try again.' });
    expectClientError(await upload(shopper, order.order_no, [{ name: 'logo.exe', bytes: FILES.exe }]), 422, { message: 'File type not accepted. Please try again.' });
    expectClientError(await upload(shopper, order.order_no, [pdf()], { line: '7' }), 422, { field: 'line' });
    expect(await fileCount(order.order_no)).toBe(0);

    const view = expectOk(await upload(shopper, order.order_no, [pdf('a.pdf'), pdf('b.pdf'), { name: 'c.png', bytes: FILES.png }], { line: '0' }));
    expect(view.artwork.map((f) => [f.name, f.line_position, f.content_type])).toEqual([
      ['a.pdf', 0, 'application/pdf'],
      ['b.pdf', 0, 'application/pdf'],
      ['c.png', 0, 'image/png'],
    ]);
    expect(view).toMatchObject({ stage: 'artwork_received', notice: null });
    expectOk(await upload(shopper, order.order_no, [pdf('d.pdf')], { line: '0' }));
    expectClientError(await upload(shopper, order.order_no, [pdf('e.pdf')], { line: '0' }), 422, { message: 'You cannot upload more than 4 files.' });
    // Files for the whole order are counted on their own.
    expectOk(await upload(shopper, order.order_no, [pdf('order-wide.pdf')]));
    expect(await fileCount(order.order_no)).toBe(5);
  });

  it('stores an upload once per Idempotency-Key', async () => {
    const { shopper, order } = await placeOrder();
    const send = () =>
      shop.app.inject({ method: 'POST', url: `/api/orders/${order.order_no}/artwork`, payload: form([pdf()]), headers: { cookie: shopper.cookie(), 'idempotency-key': `art-${order.order_no}` } });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((second.json() as Envelope<OrderArtworkView>).data.artwork).toHaveLength(1);
    expect(await fileCount(order.order_no)).toBe(1);
  });
});

describe('proofs', () => {
  it('are uploaded by staff only, as one PDF; the shopper is emailed and downloads it, strangers get 404', async () => {
    const { shopper, order } = await placeOrder();
    // No artwork and no payment: nothing to proof, and nothing changes.
    expectClientError(await sendProof(staff, order.order_no), 409, { message: ARTWORK_MESSAGES.proofNeedsArtwork });
    expect(await proofEmails(order.order_no)).toHaveLength(0);
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    expectClientError(await sendProof(shopper, order.order_no), 404);
    expectClientError(await sendProof(testVisitor(shop), order.order_no), 404);
    expectClientError(await sendProof(staff, order.order_no, [{ name: 'proof.png', bytes: FILES.png }]), 422, { message: ARTWORK_MESSAGES.proofOnePdf });
    expectClientError(await sendProof(staff, order.order_no, [pdf('one.pdf'), pdf('two.pdf')]), 422, { message: ARTWORK_MESSAGES.proofOnePdf });

    const view = expectOk(await sendProof(staff, order.order_no));
    expect(view).toMatchObject({ stage: 'proof_sent', can_upload: false, can_review: true });
    const emails = await proofEmails(order.order_no);
    expect(emails.map((e) => [e.to, e.subject])).toEqual([[order.contact.email, expect.stringContaining(`Your proof for order ${order.order_no} is ready`)]]);

    const proof = view.proofs[0];
    if (!proof) throw new Error('no proof');
    for (const who of [shopper, staff]) {
      const file = await who.raw(proof.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(String(file.headers['content-disposition'])).toContain('attachment; filename="proof-v1.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await testVisitor(shop).raw(proof.url)).statusCode).toBe(404);
    expect((await staff.send('GET', `/api/staff/orders/${order.order_no}/artwork`)).statusCode).toBe(200);
    expectClientError(await shopper.send('GET', `/api/staff/orders/${order.order_no}/artwork`), 404);
  });

  it('after evaluation refuses new artwork; changes need a message and reopen the artwork; after approval both are refused', async () => {
    const { shopper, order } = await placeOrder();
    expectClientError(await approve(shopper, order.order_no), 409, { message: ARTWORK_MESSAGES.noProof });
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    expectOk(await sendProof(staff, order.order_no));
    expectClientError(await upload(shopper, order.order_no, [pdf('v2.pdf')]), 409, {
      message: 'Sorry, update is unavailable. Your artwork has already been evaluated. Please close modal to check evaluation details.',
    });

    expectClientError(await askChanges(shopper, order.order_no), 422, { message: 'Your message is required. Please try again.', field: 'message' });
    expectClientError(await askChanges(shopper, order.order_no, '   '), 422, { message: 'Your message is required. Please try again.', field: 'message' });
    const changed = expectOk(await askChanges(shopper, order.order_no, 'Please make the logo bigger.'));
    expect(changed).toMatchObject({ stage: 'artwork_received', can_upload: true, can_review: false });
    expectOk(await upload(shopper, order.order_no, [pdf('v2.pdf')]));
    expectOk(await sendProof(staff, order.order_no, [pdf('proof-v2.pdf')]));

    const approved = expectOk(await approve(shopper, order.order_no));
    expect(approved).toMatchObject({ stage: 'approved', can_upload: false, can_review: false });
    expect(approved.proofs.map((p) => p.name)).toEqual(['proof-v1.pdf', 'proof-v2.pdf']);
    const finalProof = 'Sorry, your final proof has already been approved. Please close the modal to check for updates.';
    expectClientError(await approve(shopper, order.order_no), 409, { message: finalProof });
    expectClientError(await askChanges(shopper, order.order_no, 'One more change'), 409, { message: finalProof });
    expectClientError(await upload(shopper, order.order_no, [pdf('v3.pdf')]), 409, { message: finalProof });
    expectClientError(await sendProof(staff, order.order_no), 409, { message: finalProof });

    const emails = await proofEmails(order.order_no);
    expect(emails.map((e) => e.subject.split(' – ')[0])).toEqual([
      `Your proof for order ${order.order_no} is ready`,
      `Changes requested for order ${order.order_no}`,
      `Your proof for order ${order.order_no} is ready`,
      `Proof approved for order ${order.order_no}`,
    ]);
    const [changes] = emails.filter((e) => e.subject.startsWith('Changes requested'));
    expect(changes?.to).not.toBe(order.contact.email);
    expect(changes?.text).toContain('Please make the logo bigger.');
  });
});

describe('status and dispatch date', () => {
  const sg = (iso: string) => new Date(`${iso}+08:00`);
  const expectedDispatch = (from: Date) => orderTotals(shop.app.shop.catalogue.current(), [{ productId: 5, quantity: 100, totalCents: 1 }], from, 'Standard').dispatchDate;
  const markPaid = async (order: Order) => expectOk(await staff.send('POST', `/api/staff/orders/${order.order_no}/payment`, { amount_cents: order.total_cents }));
  /** Standard shipping of product 5: 5 shipping days, delivery on the 5th business day counting dispatch as the first. */
  const expectedDelivery = (dispatch: string | null) => (dispatch ? deliveryDate(dispatch, 5, shop.app.shop.catalogue.current().catalogue.holidayDates) : null);

  afterAll(() => shop.setNow(DEFAULT_TEST_NOW));

  it('a paid order moves through artwork received, proof sent and approved; dispatch counts from the approval when it comes last', async () => {
    shop.setNow(sg('2026-11-23T10:00:00'));
    const { shopper, order } = await placeOrder();
    shop.setNow(sg('2026-11-23T19:00:00')); // paid after the 6 PM cut-off
    await markPaid(order);
    shop.setNow(sg('2026-11-24T09:00:00'));
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    expect(expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`)).status).toBe('artwork_received');
    expectOk(await sendProof(staff, order.order_no));
    const beforeApproval = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(beforeApproval).toMatchObject({ status: 'proof_sent', dispatch_date_basis: 'estimate', delivery_date: expectedDelivery(beforeApproval.dispatch_date) });
    const approvedAt = sg('2026-11-26T17:59:00');
    shop.setNow(approvedAt);
    const view = expectOk(await approve(shopper, order.order_no));
    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.status).toBe('approved');
    expect(seen.timeline.find((s) => s.status === 'approved')?.at).toBe(approvedAt.toISOString());
    expect(view.dispatch_date).toBe(expectedDispatch(approvedAt));
    expect(seen.dispatch_date).toBe(expectedDispatch(approvedAt));
    expect(expectedDispatch(approvedAt)).not.toBe(expectedDispatch(sg('2026-11-23T19:00:00')));
    // Paid and approved: the date is worked out, no longer the estimate; delivery follows it.
    expect(seen.dispatch_date_basis).toBe('confirmed');
    expect(seen.delivery_date).toBe(expectedDelivery(seen.dispatch_date));
    expect(seen.delivery_date_text).toBe(formatShopDate(seen.delivery_date ?? ''));
    // Approved Thu 26 Nov before 6 PM, 4 printing days: dispatch Wed 2 Dec; 5 shipping days: delivery Tue 8 Dec.
    expect([seen.dispatch_date, seen.delivery_date]).toEqual(['2026-12-02', '2026-12-08']);
  });

  it('artwork uploaded before payment is "Artwork received" in the timeline at once, while the order still awaits payment', async () => {
    const { shopper, order } = await placeOrder();
    const timelineAt = async () => expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`)).timeline.find((step) => step.status === 'artwork_received')?.at ?? null;
    expect(await timelineAt()).toBeNull();
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.status).toBe('awaiting_payment');
    expect(await timelineAt()).not.toBeNull();
  });

  it('an order approved before payment stays awaiting payment, then takes the approval at mark paid; dispatch counts from the payment (after 6 PM: the next business day)', async () => {
    shop.setNow(sg('2026-11-23T10:00:00'));
    const { shopper, order } = await placeOrder();
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    expectOk(await sendProof(staff, order.order_no));
    expectOk(await approve(shopper, order.order_no));
    // Approved but not paid: still the estimate.
    expect(expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`))).toMatchObject({ status: 'awaiting_payment', dispatch_date_basis: 'estimate' });
    const paidAt = sg('2026-11-25T18:30:00');
    shop.setNow(paidAt);
    await markPaid(order);
    const seen = expectOk(await shopper.send<Order>('GET', `/api/orders/${order.order_no}`));
    expect(seen.status).toBe('approved');
    expect(seen.dispatch_date).toBe(expectedDispatch(paidAt));
    expect(expectedDispatch(paidAt)).not.toBe(expectedDispatch(sg('2026-11-25T17:00:00')));
    expect(seen).toMatchObject({ dispatch_date_basis: 'confirmed', delivery_date: expectedDelivery(seen.dispatch_date) });
  });
});


describe('reorder reuses the artwork', () => {
  it('the cart line carries the earlier order’s artwork for that line; the new order has it without an upload and moves to "Artwork received" once paid', async () => {
    const { shopper, order } = await placeOrder();
    expectOk(await upload(shopper, order.order_no, [pdf('logo-final.pdf')], { line: '0' }));
    expectOk(await sendProof(staff, order.order_no));
    // Sent after the proof (changes asked): not what the proof showed, so not reused.
    expectOk(await askChanges(shopper, order.order_no, 'Make the logo bigger'));
    expectOk(await upload(shopper, order.order_no, [pdf('logo-draft-2.pdf')], { line: '0' }));

    const reordered = await shopper.send<{ cart: Cart; added: string[] }>('POST', `/api/orders/${order.order_no}/reorder`, undefined, { 'idempotency-key': `reorder-art-${order.order_no}` });
    expect(reordered.statusCode, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.added[0]).toMatch(/\(with its artwork\)$/);
    const cart = reordered.body.data.cart;
    expect(cart.items.map((item) => item.artwork_from_order)).toEqual([order.order_no]);

    const email = newEmail();
    const placed = await shopper.send<Order>('POST', '/api/checkout', {
      contact: { first_name: 'Mei Ling', last_name: 'Tan', email, phone: '91234567' },
      address: { line1: 'Blk 123 Ang Mo Kio Avenue 3, #05-67', postcode: '560123' },
      email_token: await verifiedToken(shopper, email),
      expected_total_cents: cart.total_cents,
    });
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
    const again = placed.body.data;
    const view = expectOk(await shopper.send<OrderArtworkView>('GET', `/api/orders/${again.order_no}/artwork`));
    expect(view.artwork.map((file) => [file.name, file.line_position])).toEqual([['logo-final.pdf', 0]]);
    expect(view.stage).not.toBe('awaiting_artwork');
    // The same stored file: downloading it gives the original bytes.
    const download = await shopper.raw(view.artwork[0]?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.bytes)).toEqual(FILES.pdf);

    expectOk(await staff.send('POST', `/api/staff/orders/${again.order_no}/payment`, { amount_cents: again.total_cents }));
    const paid = expectOk(await shopper.send<Order>('GET', `/api/orders/${again.order_no}`));
    expect(paid.status).toBe('artwork_received');
  });
});

describe('staff proof upload retried', () => {
  it('with the same Idempotency-Key stores one proof and sends one email', async () => {
    const { shopper, order } = await placeOrder();
    expectOk(await upload(shopper, order.order_no, [pdf()]));
    const key = { 'idempotency-key': `proof-${order.order_no}` };
    const first = await staff.send<OrderArtworkView>('POST', `/api/staff/orders/${order.order_no}/proof`, form([pdf('proof-v1.pdf')]), key);
    const again = await staff.send<OrderArtworkView>('POST', `/api/staff/orders/${order.order_no}/proof`, form([pdf('proof-v1.pdf')]), key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(expectOk(await shopper.send<OrderArtworkView>('GET', `/api/orders/${order.order_no}/artwork`)).proofs).toHaveLength(1);
    expect(await proofEmails(order.order_no)).toHaveLength(1);
  });
});
