/**
 * API contract of verified reviews (docs/features/reviews.md): the review page of a delivered order
 * (opened from the emailed link) and the staff's moderation.
 */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { COMMENT_MAX, MAX_PHOTO_BYTES, REPLY_MAX, REVIEW_STATUSES, TITLE_MAX } from './review-rules.js';

export const orderNoParamsSchema = z.object({ order_no: z.string().min(1).max(40) });
export const invitationQuerySchema = z.object({ token: z.string().max(200).default('') });

const reviewedSchema = z.object({ status: z.enum(REVIEW_STATUSES), rate: z.number().int(), title: z.string() });

export const invitationSchema = z.object({
  order_no: z.string(),
  /** As the reviews will show the writer: "Wei Ling T.". */
  customer: z.string(),
  /** ISO time the link stops working. */
  expires_at: z.string(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      product_name: z.string(),
      /** What was ordered: size, quantity, finish. */
      summary: z.string(),
      /** The product's review it already has, or null. */
      review: reviewedSchema.nullable(),
    }),
  ),
});
export type ReviewInvitationView = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = successEnvelopeSchema(invitationSchema);

/** Base64 of the photo's bytes: at most MAX_PHOTO_BYTES once decoded. */
const base64Max = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 4;

export const submitReviewBodySchema = z.object({
  token: z.string().max(200),
  line_id: z.number().int(),
  /** 1–5; the rules give the message when it is missing. */
  rate: z.number().int().nullable(),
  title: z.string().max(TITLE_MAX * 4),
  comment: z.string().max(COMMENT_MAX * 4),
  photos: z
    .array(z.object({ name: z.string().max(255), content_base64: z.string().max(base64Max * 2) }))
    .max(20)
    .default([]),
});
export type SubmitReviewBody = z.infer<typeof submitReviewBodySchema>;
/** The JSON body a review with 4 large photos takes (base64 is 4/3 of the bytes). */
export const SUBMIT_BODY_LIMIT = 4 * base64Max + 64 * 1024;

export const submittedReviewSchema = z.object({ id: z.number().int(), status: z.enum(REVIEW_STATUSES), photos: z.number().int() });
export const submittedReviewResponseSchema = successEnvelopeSchema(submittedReviewSchema);

export const staffReviewsQuerySchema = z.object({
  status: z.enum([...REVIEW_STATUSES, 'all'], { error: `status must be one of: ${[...REVIEW_STATUSES, 'all'].join(', ')}.` }).default('all'),
});

const photoUrlsSchema = z.object({ url: z.string(), thumb_url: z.string() });

export const staffReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  status_label: z.string(),
  type: z.string(),
  product_name: z.string().nullable(),
  order_no: z.string().nullable(),
  verified: z.boolean(),
  customer: z.string(),
  date: z.string(),
  title: z.string(),
  comment: z.string(),
  rate: z.number().int(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  updated_at: z.string(),
  photos: z.array(photoUrlsSchema),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReviewListSchema = z.object({
  counts: z.object({ pending: z.number().int(), published: z.number().int(), hidden: z.number().int() }),
  reviews: z.array(staffReviewSchema),
});
export type StaffReviewList = z.infer<typeof staffReviewListSchema>;
export const staffReviewListResponseSchema = successEnvelopeSchema(staffReviewListSchema);
export const staffReviewResponseSchema = successEnvelopeSchema(staffReviewSchema);

export const reviewIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const moderateBodySchema = z.object({ action: z.enum(['publish', 'hide'], { error: 'action must be publish or hide.' }) });
export const replyBodySchema = z.object({ reply: z.string().max(REPLY_MAX * 4) });
export const photoParamsSchema = z.object({ id: z.uuid(), size: z.enum(['photo', 'thumb']) });
