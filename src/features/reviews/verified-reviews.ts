/**
 * Verified reviews (docs/features/reviews.md): the orders feature invites a delivered order's
 * shopper with `inviteToReview(tx, …)` in the transaction that marks it delivered; the emailed
 * link (a random token, kept only as its SHA-256) opens that order's review page without signing
 * in; `submitVerifiedReview(tx, …)` stores one review per order line, pending until staff
 * publish it. The reviews feature owns every table written here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import type { FileStores } from '../../server/file-store.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import { paths } from '../../shared/paths.js';
import { members } from '../account/account.tables.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { preparePhoto, storeReviewPhotos, type PreparedPhoto } from './review-photos.js';
import { REVIEW_TYPES } from './review-options.js';
import { REVIEW_LINK_DAYS, REVIEW_MESSAGES, reviewDraftIssues, reviewerName, reviewLinkExpiry, reviewTypeOfPagePath, type ReviewStatus } from './review-rules.js';
import { reviewInvitationLines, reviewInvitations, reviews } from './reviews.tables.js';
import type { ReviewInvitationView, SubmitReviewBody } from './verified-reviews.schemas.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ReviewInvitationInput {
  order: { id: string; order_no: string; member_id: number | null; email: string; first_name: string; last_name: string };
  /** The order's lines as the order shows them; lines of no review family (none today) are left out. */
  lines: readonly { id: number; position: number; product_id: number; product_name: string; summary: string; page_url: string }[];
  deliveredAt: Date;
}

/**
 * Invites the shopper of a delivered order to review it, once: a repeated "delivered" finds the
 * invitation there and does nothing. The email goes to guests, and to members who left review
 * emails on (account notification settings). Answers whether an email was queued.
 */
export async function inviteToReview(tx: Database, input: ReviewInvitationInput, email: EmailContext): Promise<{ invited: boolean; emailed: boolean }> {
  const lines = input.lines.flatMap((line) => {
    const type = reviewTypeOfPagePath(line.page_url, REVIEW_TYPES);
    return type ? [{ ...line, type }] : [];
  });
  if (lines.length === 0) return { invited: false, emailed: false };
  let wantsEmail = true;
  if (input.order.member_id !== null) {
    const [member] = await tx.select({ notify: members.notify_review }).from(members).where(eq(members.id, input.order.member_id));
    wantsEmail = member?.notify ?? false;
  }
  const token = randomBytes(24).toString('base64url');
  const [invitation] = await tx
    .insert(reviewInvitations)
    .values({
      order_id: input.order.id,
      order_no: input.order.order_no,
      token_hash: hashToken(token),
      customer: reviewerName(input.order.first_name, input.order.last_name),
      sent_at: wantsEmail ? input.deliveredAt : null,
      expires_at: reviewLinkExpiry(input.deliveredAt),
      created_at: input.deliveredAt,
    })
    .onConflictDoNothing({ target: reviewInvitations.order_id })
    .returning({ id: reviewInvitations.id });
  if (!invitation) return { invited: false, emailed: false };
  await tx.insert(reviewInvitationLines).values(
    lines.map((line) => ({ invitation_id: invitation.id, order_line_id: line.id, position: line.position, product_id: line.product_id, type: line.type, product_name: line.product_name, summary: line.summary })),
  );
  if (!wantsEmail) return { invited: true, emailed: false };
  await queueEmail(
    tx,
    {
      kind: 'review-request',
      to: input.order.email,
      firstName: input.order.first_name,
      orderNo: input.order.order_no,
      reviewUrl: `${email.publicUrl}${paths.orderReview(input.order.order_no, token)}`,
      products: [...new Set(lines.map((line) => line.product_name))],
      validDays: REVIEW_LINK_DAYS,
    },
    email,
  );
  return { invited: true, emailed: true };
}

type InvitationRow = typeof reviewInvitations.$inferSelect;

/** The invitation the link names, or a 404 that explains itself (a wrong or expired link). */
async function invitationOf(db: Database, orderNo: string, token: string, now: Date): Promise<InvitationRow> {
  const [row] = token === '' ? [] : await db.select().from(reviewInvitations).where(and(eq(reviewInvitations.order_no, orderNo.trim().toUpperCase()), eq(reviewInvitations.token_hash, hashToken(token))));
  if (!row) throw notFound(REVIEW_MESSAGES.linkInvalid);
  if (row.expires_at.getTime() <= now.getTime()) throw new ShopError(404, 'not_found', REVIEW_MESSAGES.linkExpired);
  return row;
}

/** The review page: the order's products, each with the review it already has. */
export async function readReviewInvitation(db: Database, orderNo: string, token: string, now: Date): Promise<ReviewInvitationView> {
  const invitation = await invitationOf(db, orderNo, token, now);
  const lines = await db.select().from(reviewInvitationLines).where(eq(reviewInvitationLines.invitation_id, invitation.id)).orderBy(asc(reviewInvitationLines.position));
  const written = lines.length === 0 ? [] : await db.select({ line: reviews.order_line_id, status: reviews.status, rate: reviews.rate, title: reviews.title }).from(reviews).where(inArray(reviews.order_line_id, lines.map((l) => l.order_line_id)));
  const byLine = new Map(written.map((w) => [w.line, { status: w.status as ReviewStatus, rate: w.rate, title: w.title }]));
  return {
    order_no: invitation.order_no,
    customer: invitation.customer,
    expires_at: invitation.expires_at.toISOString(),
    lines: lines.map((line) => ({ line_id: line.order_line_id, product_name: line.product_name, summary: line.summary, review: byLine.get(line.order_line_id) ?? null })),
  };
}

/** A review checked and its photos re-encoded, ready to store (the slow work, before the transaction). */
export interface CheckedReview {
  body: SubmitReviewBody;
  photos: PreparedPhoto[];
}

/** Checks a submission (the link, the fields, each photo): the 4xx with the field named, before anything is written. */
export async function checkReviewSubmission(db: Database, orderNo: string, body: SubmitReviewBody, now: Date): Promise<CheckedReview> {
  const invitation = await invitationOf(db, orderNo, body.token, now);
  const [line] = await db
    .select({ id: reviewInvitationLines.id })
    .from(reviewInvitationLines)
    .where(and(eq(reviewInvitationLines.invitation_id, invitation.id), eq(reviewInvitationLines.order_line_id, body.line_id)));
  if (!line) throw invalidField('line_id', REVIEW_MESSAGES.lineUnknown);
  const issues = reviewDraftIssues({ rate: body.rate, title: body.title, comment: body.comment, photos: body.photos.map((p) => ({ size: Math.floor((p.content_base64.length * 3) / 4), type: '' })) });
  if (issues[0]) throw new ShopError(422, 'validation', issues[0].message, issues);
  const photos: PreparedPhoto[] = [];
  for (const photo of body.photos) photos.push(await preparePhoto(photo.content_base64));
  return { body, photos };
}

/** The shop's date of a moment (Singapore is UTC+8 all year): the date a review shows. */
const shopDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Stores a checked review as pending, with its photos, in `tx`: one per order line (a second
 * answers 409, the first stays). Re-reads the invitation in `tx` so it is the one committed.
 */
export async function submitVerifiedReview(tx: Database, files: FileStores, orderNo: string, checked: CheckedReview, now: Date): Promise<{ id: number; status: ReviewStatus; photos: number }> {
  const { body } = checked;
  const invitation = await invitationOf(tx, orderNo, body.token, now);
  const [line] = await tx
    .select()
    .from(reviewInvitationLines)
    .where(and(eq(reviewInvitationLines.invitation_id, invitation.id), eq(reviewInvitationLines.order_line_id, body.line_id)))
    .for('update');
  if (!line) throw invalidField('line_id', REVIEW_MESSAGES.lineUnknown);
  const [review] = await tx
    .insert(reviews)
    .values({
      type: line.type,
      product_id: line.product_id,
      date: shopDate(now),
      title: body.title.trim(),
      comment: body.comment.trim(),
      rate: body.rate ?? 0,
      customer: invitation.customer,
      status: 'pending',
      order_id: invitation.order_id,
      order_line_id: line.order_line_id,
      verified: true,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: reviews.order_line_id })
    .returning({ id: reviews.id });
  if (!review) throw new ShopError(409, 'conflict', REVIEW_MESSAGES.alreadyReviewed);
  const ids = await storeReviewPhotos(tx, files.on(tx), review.id, checked.photos);
  if (ids.length > 0) {
    const images = ids.map((id) => reviewPhotoPath(id, 'photo'));
    await tx.update(reviews).set({ images, featured_image: images[0], thumbnail: reviewPhotoPath(ids[0]!, 'thumb') }).where(eq(reviews.id, review.id));
  }
  return { id: review.id, status: 'pending', photos: ids.length };
}

/** The public address of a review photo (answered only while its review is published). */
export const reviewPhotoPath = (id: string, size: 'photo' | 'thumb') => `/api/reviews/photos/${id}/${size}`;
