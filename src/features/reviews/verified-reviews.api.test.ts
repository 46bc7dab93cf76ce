/**
 * Verified reviews on a real database (docs/features/reviews.md): staff mark an order delivered →
 * one review email with a link; the link opens that order only; a review with a photo is stored
 * pending and is nowhere public; staff publish it (public with its photo, counted in the summary),
 * reply, hide it (gone again); bad input changes nothing; a retried submit stores one review; every
 * moderation change is in the audit log.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { DIE_CUT_50, placeGuestOrder, registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { members } from '../account/account.tables.js';
import { emailOutbox } from '../email/email.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { REVIEW_MESSAGES } from './review-rules.js';
import { reviews } from './reviews.tables.js';
import type { ReviewsData, ReviewSummary } from './reviews.schemas.js';
import type { ReviewInvitationView, StaffReview, StaffReviewList } from './verified-reviews.schemas.js';

let shop: TestShop;
/** Desk staff moderate; production staff move orders on. */
let staff: { v: ReturnType<typeof testVisitor>; email: string };
let production: { v: ReturnType<typeof testVisitor>; email: string };
let photo: Buffer;
beforeAll(async () => {
  shop = await createTestShop();
  staff = await registeredMember(shop, { staff: 'desk' });
  production = await registeredMember(shop, { staff: 'production' });
  // A phone photo with EXIF (where it was taken): the stored copy must carry none of it.
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e11d48' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Mei Ling at 1.3521 N 103.8198 E' } })
    .toBuffer();
});
afterAll(async () => {
  await shop?.close();
});

const reviewEmails = (to: string) =>
  shop.database.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, 'review-request'))).orderBy(asc(emailOutbox.id));

/** A guest's order of die-cut stickers, brought to dispatched, then marked delivered by staff. */
async function deliveredOrder(options: { memberNotify?: boolean } = {}) {
  const placed = await placeGuestOrder(shop, [{ config: DIE_CUT_50, quantity: 100 }], { first_name: 'Mei Ling', last_name: 'tan' });
  const orderNo = placed.order.order_no;
  if (options.memberNotify !== undefined) {
    const member = await registeredMember(shop);
    const [row] = await shop.database.db.update(members).set({ notify_review: options.memberNotify }).where(eq(members.email, member.email)).returning({ id: members.id });
    await shop.database.db.execute(sql`UPDATE orders SET member_id = ${row!.id} WHERE order_no = ${orderNo}`);
  }
  // The way to "dispatched" (payment, proof, production) is the order desk's own test; here it is set
  // in SQL (the orders feature comes after this one: its tables are not imported here).
  await shop.database.db.execute(sql`UPDATE orders SET status = 'dispatched', paid_at = now(), dispatched_at = now(), carrier = 'Ninja Van', tracking_number = 'NV1' WHERE order_no = ${orderNo}`);
  expectOk(await production.v.send('POST', `/api/staff/orders/${orderNo}/status`, { status: 'delivered' }));
  return { ...placed, orderNo };
}

/** The token of the review link in the (one) review email to `to`. */
async function linkToken(to: string, orderNo: string): Promise<string> {
  const mails = await reviewEmails(to);
  expect(mails).toHaveLength(1);
  const match = new RegExp(`/orders/${orderNo}/review\\?token=([A-Za-z0-9_-]+)`).exec(mails[0]!.text);
  expect(match, mails[0]!.text).not.toBeNull();
  return match![1]!;
}

const stranger = () => testVisitor(shop);
const invitation = (orderNo: string, token: string) => stranger().send<ReviewInvitationView>('GET', `/api/reviews/invitations/${orderNo}?token=${token}`);
const submit = (orderNo: string, body: Record<string, unknown>, key?: string) =>
  stranger().send<{ id: number; status: string; photos: number }>('POST', `/api/reviews/invitations/${orderNo}/reviews`, body, key ? { 'idempotency-key': key } : {});
const goodReview = (token: string, lineId: number, photos: Buffer[] = []) => ({
  token,
  line_id: lineId,
  rate: 5,
  title: 'Crisp colours, neat cut',
  comment: 'The die-cut stickers for our bakery boxes came out exactly like the design.',
  photos: photos.map((p, i) => ({ name: `photo-${i}.jpg`, content_base64: p.toString('base64') })),
});
const publicList = async () => expectOk(await stranger().send<ReviewsData>('GET', '/api/reviews?type=stickers&filter=with-images'));
const summary = async () => expectOk(await stranger().send<ReviewSummary>('GET', '/api/reviews/summary?type=stickers'));
const staffList = async (status = 'all') => expectOk(await staff.v.send<StaffReviewList>('GET', `/api/staff/reviews?status=${status}`));
const auditOf = (id: number) => shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'review'), eq(auditLog.subject_id, String(id)))).orderBy(asc(auditLog.id));

describe('the review invitation', () => {
  it('goes out once when staff mark an order delivered, and its link opens that order only', async () => {
    const first = await deliveredOrder();
    // Marking it delivered again changes nothing: still one email.
    await production.v.send('POST', `/api/staff/orders/${first.orderNo}/status`, { status: 'delivered' });
    const token = await linkToken(first.email, first.orderNo);
    const mail = (await reviewEmails(first.email))[0]!;
    expect(mail.subject).toBe(`How did your order ${first.orderNo} turn out? – Print Shop Singapore`);

    const view = expectOk(await invitation(first.orderNo, token));
    expect(view).toMatchObject({ order_no: first.orderNo, customer: 'Mei Ling T.' });
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ product_name: expect.stringContaining('Stickers'), review: null });

    // Another order's link, a made-up token, no token: the same explanation, nothing shown.
    const second = await deliveredOrder();
    const otherToken = await linkToken(second.email, second.orderNo);
    expectClientError(await invitation(first.orderNo, otherToken), 404, { message: REVIEW_MESSAGES.linkInvalid });
    expectClientError(await invitation(first.orderNo, 'made-up'), 404, { message: REVIEW_MESSAGES.linkInvalid });
    expectClientError(await stranger().send('GET', `/api/reviews/invitations/${first.orderNo}`), 404, { message: REVIEW_MESSAGES.linkInvalid });
    // Nor can it review the other order's line.
    expectClientError(await submit(first.orderNo, goodReview(token, expectOk(await invitation(second.orderNo, otherToken)).lines[0]!.line_id)), 422, { field: 'line_id' });
  });

  it('is not emailed to a member who turned review emails off; a member who left them on gets it', async () => {
    const off = await deliveredOrder({ memberNotify: false });
    expect(await reviewEmails(off.email)).toHaveLength(0);
    const on = await deliveredOrder({ memberNotify: true });
    expect(await reviewEmails(on.email)).toHaveLength(1);
  });
});

describe('a verified review', () => {
  it('is pending and nowhere public until staff publish it; then it shows with its photo, counted, with the reply; hidden, it is gone', async () => {
    const { orderNo, email } = await deliveredOrder();
    const token = await linkToken(email, orderNo);
    const lineId = expectOk(await invitation(orderNo, token)).lines[0]!.line_id;
    const before = await summary();

    const answer = await submit(orderNo, goodReview(token, lineId, [photo]));
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ message: REVIEW_MESSAGES.submitted, data: { status: 'pending', photos: 1 } });
    const id = answer.body.data.id;

    // Pending: not in the list, not counted, its photo not reachable.
    expect((await publicList()).reviews.map((r) => r.id)).not.toContain(id);
    expect(await summary()).toEqual(before);
    const queued = (await staffList('pending')).reviews.find((r) => r.id === id)!;
    expect(queued).toMatchObject({ status: 'pending', verified: true, order_no: orderNo, customer: 'Mei Ling T.', rate: 5 });
    expect(queued.photos).toHaveLength(1);
    const publicPhoto = queued.photos[0]!.url.replace('/api/staff/reviews/', '/api/reviews/');
    expect((await stranger().raw(publicPhoto)).statusCode).toBe(404);
    // Staff see it; it is a re-encoded JPEG without the EXIF.
    const stored = await staff.v.raw(queued.photos[0]!.url);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('103.8198'))).toBe(false);
    // The review page says it is waiting.
    expect(expectOk(await invitation(orderNo, token)).lines[0]!.review).toMatchObject({ status: 'pending', rate: 5 });

    // Published: listed with its photo, counted.
    const published = expectOk(await staff.v.send<StaffReview>('POST', `/api/staff/reviews/${id}/status`, { action: 'publish' }));
    expect(published.status).toBe('published');
    const shown = (await publicList()).reviews.find((r) => r.id === id);
    expect(shown).toMatchObject({ verified: true, title: 'Crisp colours, neat cut', reply: null, images: [publicPhoto] });
    expect(shown?.thumbnail).toMatch(/\/thumb$/);
    expect((await stranger().raw(publicPhoto)).statusCode).toBe(200);
    expect((await stranger().raw(shown!.thumbnail!)).statusCode).toBe(200);
    expect((await summary()).total).toBe(before.total + 1);

    // The reply shows under it; changed, then the same again (nothing to log).
    expectOk(await staff.v.send('PUT', `/api/staff/reviews/${id}/reply`, { reply: 'Thank you, Mei Ling!' }));
    expectOk(await staff.v.send('PUT', `/api/staff/reviews/${id}/reply`, { reply: 'Thank you, Mei Ling! See you at CNY.' }));
    expectOk(await staff.v.send('PUT', `/api/staff/reviews/${id}/reply`, { reply: ' Thank you, Mei Ling! See you at CNY. ' }));
    expect((await publicList()).reviews.find((r) => r.id === id)?.reply).toBe('Thank you, Mei Ling! See you at CNY.');

    // Hidden: gone from the list, the count and the photo route.
    expectOk(await staff.v.send('POST', `/api/staff/reviews/${id}/status`, { action: 'hide' }));
    expect((await publicList()).reviews.map((r) => r.id)).not.toContain(id);
    expect(await summary()).toEqual(before);
    expect((await stranger().raw(publicPhoto)).statusCode).toBe(404);

    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actor_email, e.before, e.after])).toEqual([
      ['review.publish', staff.email, { status: 'pending' }, { status: 'published' }],
      ['review.reply', staff.email, { reply: null }, { reply: 'Thank you, Mei Ling!' }],
      ['review.reply', staff.email, { reply: 'Thank you, Mei Ling!' }, { reply: 'Thank you, Mei Ling! See you at CNY.' }],
      ['review.hide', staff.email, { status: 'published' }, { status: 'hidden' }],
    ]);
  });

  it('refuses bad input with the field named and stores nothing; a retry with the same Idempotency-Key stores one; a second review of the line is refused', async () => {
    const { orderNo, email } = await deliveredOrder();
    const token = await linkToken(email, orderNo);
    const lineId = expectOk(await invitation(orderNo, token)).lines[0]!.line_id;
    const count = async () => (await shop.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.order_line_id, lineId))).length;

    expectClientError(await submit(orderNo, { ...goodReview(token, lineId), rate: null }), 422, { field: 'rate', message: REVIEW_MESSAGES.rateRequired });
    expectClientError(await submit(orderNo, { ...goodReview(token, lineId), rate: 6 }), 422, { field: 'rate' });
    expectClientError(await submit(orderNo, { ...goodReview(token, lineId), title: '  ' }), 422, { field: 'title', message: REVIEW_MESSAGES.titleRequired });
    expectClientError(await submit(orderNo, { ...goodReview(token, lineId), comment: 'Nice' }), 422, { field: 'comment', message: REVIEW_MESSAGES.commentTooShort });
    expectClientError(await submit(orderNo, goodReview(token, lineId, [photo, photo, photo, photo, photo])), 422, { field: 'photos', message: REVIEW_MESSAGES.tooManyPhotos });
    const notAPhoto = { ...goodReview(token, lineId), photos: [{ name: 'photo.jpg', content_base64: Buffer.from('%PDF-1.4 not a photo').toString('base64') }] };
    expectClientError(await submit(orderNo, notAPhoto), 422, { field: 'photos', message: REVIEW_MESSAGES.photoNotImage });
    expectClientError(await submit(orderNo, { ...goodReview('wrong', lineId) }), 404, { message: REVIEW_MESSAGES.linkInvalid });
    expect(await count()).toBe(0);

    const key = 'review-retry-1';
    const first = await submit(orderNo, goodReview(token, lineId), key);
    const retry = await submit(orderNo, goodReview(token, lineId), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await count()).toBe(1);
    expectClientError(await submit(orderNo, goodReview(token, lineId)), 409, { message: REVIEW_MESSAGES.alreadyReviewed });
    expect(await count()).toBe(1);
  });

  it('the desk lists pending reviews first and filters by status; a refused moderation changes nothing', async () => {
    const all = await staffList();
    const firstPublished = all.reviews.findIndex((r) => r.status !== 'pending');
    expect(all.reviews.slice(0, firstPublished).every((r) => r.status === 'pending')).toBe(true);
    expect(all.counts.pending).toBeGreaterThan(0);
    expect((await staffList('hidden')).reviews.every((r) => r.status === 'hidden')).toBe(true);
    expectClientError(await staff.v.send('GET', '/api/staff/reviews?status=lost'), 422, { field: 'status' });
    expectClientError(await staff.v.send('POST', '/api/staff/reviews/999999/status', { action: 'publish' }), 404, { message: REVIEW_MESSAGES.notFound });
    const pending = all.reviews[0]!;
    const logged = (await auditOf(pending.id)).length;
    expectClientError(await staff.v.send('POST', `/api/staff/reviews/${pending.id}/status`, { action: 'delete' }), 422, { field: 'action' });
    expectClientError(await staff.v.send('PUT', `/api/staff/reviews/${pending.id}/reply`, { reply: 'x'.repeat(1001) }), 422, { field: 'reply' });
    expect((await staffList('pending')).reviews.find((r) => r.id === pending.id)).toMatchObject({ status: 'pending', reply: null });
    expect(await auditOf(pending.id)).toHaveLength(logged);
  });
});
