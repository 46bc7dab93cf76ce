/**
 * Review moderation on the desk (docs/features/reviews.md): the list (pending first), publish,
 * hide, reply. Each change is one transaction: the review's row locked, changed, and the change
 * written to the audit log (review.publish, review.hide, review.reply) with before and after.
 * Repeating a change already made (publishing a published review, the same reply) writes nothing.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { invalidField, notFound } from '../../server/errors.js';
import type { StaffMember } from '../account/staff-access.js';
import { recordStaffChange } from '../staff/audit-log.js';
import { MODERATION_TARGET, moderationChanges, REPLY_MAX, REVIEW_MESSAGES, REVIEW_STATUS_LABELS, type ModerationAction, type ReviewStatus } from './review-rules.js';
import { reviewCounts, reviewInvitations, reviewPhotos, reviews } from './reviews.tables.js';
import type { StaffReview, StaffReviewList } from './verified-reviews.schemas.js';

export interface StaffReviewContext {
  staff: StaffMember;
  requestId: string;
  now: Date;
}

const STAFF_LIST_LIMIT = 100;
const staffPhotoPath = (id: string, size: 'photo' | 'thumb') => `/api/staff/reviews/photos/${id}/${size}`;

type ReviewRow = typeof reviews.$inferSelect;

async function present(db: Database, rows: ReviewRow[], nameOf: (productId: number) => string | null): Promise<StaffReview[]> {
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.flatMap((r) => (r.order_id ? [r.order_id] : [])))];
  const photos = ids.length === 0 ? [] : await db.select({ id: reviewPhotos.id, review: reviewPhotos.review_id }).from(reviewPhotos).where(inArray(reviewPhotos.review_id, ids)).orderBy(asc(reviewPhotos.position));
  const orders = orderIds.length === 0 ? [] : await db.select({ id: reviewInvitations.order_id, no: reviewInvitations.order_no }).from(reviewInvitations).where(inArray(reviewInvitations.order_id, orderIds));
  const orderNo = new Map(orders.map((o) => [o.id, o.no]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ReviewStatus,
    status_label: REVIEW_STATUS_LABELS[r.status as ReviewStatus],
    type: r.type,
    product_name: r.product_id === null ? null : nameOf(r.product_id),
    order_no: r.order_id ? (orderNo.get(r.order_id) ?? null) : null,
    verified: r.verified,
    customer: r.customer,
    date: r.date,
    title: r.title,
    comment: r.comment,
    rate: r.rate,
    reply: r.reply,
    replied_at: r.replied_at?.toISOString() ?? null,
    updated_at: r.updated_at.toISOString(),
    // Seeded reviews' pictures are public files; a verified review's photos come through the staff route whatever its status.
    photos: photos.some((p) => p.review === r.id)
      ? photos.filter((p) => p.review === r.id).map((p) => ({ url: staffPhotoPath(p.id, 'photo'), thumb_url: staffPhotoPath(p.id, 'thumb') }))
      : r.images.map((url) => ({ url, thumb_url: url })),
  }));
}

/**
 * The desk's list: pending first (oldest waiting first), then the newest; `status` narrows it. Each
 * status is read down its index (status, created_at) and the parts put together here, and the
 * published are counted from review_counts: the list costs the same however many are published.
 */
export async function staffReviewList(db: Database, status: ReviewStatus | 'all', nameOf: (productId: number) => string | null): Promise<StaffReviewList> {
  const [published] = await db.select({ n: sql<number>`coalesce(sum(${reviewCounts.reviews}), 0)::int` }).from(reviewCounts);
  const counted = await db.select({ status: reviews.status, n: sql<number>`count(*)::int` }).from(reviews).where(inArray(reviews.status, ['pending', 'hidden'])).groupBy(reviews.status);
  const count = (s: ReviewStatus) => (s === 'published' ? Number(published?.n ?? 0) : Number(counted.find((c) => c.status === s)?.n ?? 0));
  const newest = (s: ReviewStatus, limit: number) => db.select().from(reviews).where(eq(reviews.status, s)).orderBy(desc(reviews.created_at), desc(reviews.id)).limit(limit);
  let rows: ReviewRow[];
  if (status !== 'all') rows = await newest(status, STAFF_LIST_LIMIT);
  else {
    const pending = await db.select().from(reviews).where(eq(reviews.status, 'pending')).orderBy(asc(reviews.created_at), desc(reviews.id)).limit(STAFF_LIST_LIMIT);
    const rest = STAFF_LIST_LIMIT - pending.length;
    const others = rest === 0 ? [] : [...(await newest('published', rest)), ...(await newest('hidden', rest))];
    others.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    rows = [...pending, ...others.slice(0, rest)];
  }
  return { counts: { pending: count('pending'), published: count('published'), hidden: count('hidden') }, reviews: await present(db, rows, nameOf) };
}

async function locked(tx: Database, id: number): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row;
}

const subject = (row: ReviewRow) => ({ type: 'review', id: String(row.id) });
const about = (row: ReviewRow) => `“${row.title}” by ${row.customer}`;

/** Publish or hide a review; answers it as it now is, and what to say. */
export async function moderateReview(db: Database, ctx: StaffReviewContext, id: number, action: ModerationAction, nameOf: (productId: number) => string | null): Promise<{ review: StaffReview; message: string }> {
  return db.transaction(async (tx) => {
    const row = await locked(tx, id);
    const from = row.status as ReviewStatus;
    const to = MODERATION_TARGET[action];
    if (moderationChanges(from, action)) {
      await tx.update(reviews).set({ status: to, updated_at: ctx.now }).where(eq(reviews.id, id));
      await recordStaffChange(
        tx,
        { by: ctx.staff, action: `review.${action}`, subject: subject(row), summary: `${REVIEW_STATUS_LABELS[from]} → ${REVIEW_STATUS_LABELS[to]}: ${about(row)}`, before: { status: from }, after: { status: to }, requestId: ctx.requestId },
        ctx.now,
      );
    }
    const [review] = await present(tx, [await locked(tx, id)], nameOf);
    return { review: review!, message: action === 'publish' ? 'The review is published: shoppers see it now.' : 'The review is hidden: shoppers no longer see it.' };
  });
}

/** Sets (or, with an empty text, removes) the shop's public reply under a review. */
export async function replyToReview(db: Database, ctx: StaffReviewContext, id: number, text: string, nameOf: (productId: number) => string | null): Promise<{ review: StaffReview; message: string }> {
  const reply = text.trim();
  if (reply.length > REPLY_MAX) throw invalidField('reply', REVIEW_MESSAGES.replyTooLong);
  return db.transaction(async (tx) => {
    const row = await locked(tx, id);
    const next = reply === '' ? null : reply;
    if (next !== row.reply) {
      await tx.update(reviews).set({ reply: next, replied_at: next === null ? null : ctx.now, updated_at: ctx.now }).where(eq(reviews.id, id));
      await recordStaffChange(
        tx,
        { by: ctx.staff, action: 'review.reply', subject: subject(row), summary: `${next === null ? 'Reply removed' : row.reply === null ? 'Replied' : 'Reply changed'}: ${about(row)}`, before: { reply: row.reply }, after: { reply: next }, requestId: ctx.requestId },
        ctx.now,
      );
    }
    const [review] = await present(tx, [await locked(tx, id)], nameOf);
    return { review: review!, message: next === null ? 'The reply is removed.' : 'The reply is saved: it shows under the review.' };
  });
}

/** A review photo's stored file key; `publicOnly`: only while its review is published. */
export async function reviewPhotoKey(db: Database, id: string, size: 'photo' | 'thumb', publicOnly: boolean): Promise<string | undefined> {
  const [row] = await db
    .select({ file: reviewPhotos.file_key, thumb: reviewPhotos.thumb_key, status: reviews.status })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.review_id))
    .where(eq(reviewPhotos.id, id));
  if (!row || (publicOnly && row.status !== 'published')) return undefined;
  return size === 'photo' ? row.file : row.thumb;
}
