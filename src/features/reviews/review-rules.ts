/**
 * The rules of verified reviews (docs/features/reviews.md), pure and shared by the API and the
 * pages: what a review needs, which photos are taken, how the shopper's name is shown, how long
 * an invitation's link works, and which moderation moves exist.
 */

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting for a check', published: 'Published', hidden: 'Hidden' };

/** How long the emailed link works after the order was delivered. */
export const REVIEW_LINK_DAYS = 90;
export const TITLE_MAX = 100;
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 2000;
export const REPLY_MAX = 1000;
export const MAX_PHOTOS = 4;
/** A phone photo is 2–6 MB; larger is refused before it is read. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** The kept photo's longest side, and the thumbnail's (the list shows it at 80–100 px, twice for sharp screens). */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_SIDE = 200;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const REVIEW_MESSAGES = {
  linkInvalid: 'This review link is not valid. Please open the link in the latest email we sent about your order, or contact us.',
  linkExpired: `This review link has expired: reviews are taken for ${REVIEW_LINK_DAYS} days after delivery. Thank you all the same!`,
  lineUnknown: 'line_id is not a product of this order.',
  alreadyReviewed: 'You have already reviewed this product. Thank you!',
  rateRequired: 'Choose a rating from 1 to 5 stars.',
  titleRequired: 'Give your review a title.',
  titleTooLong: `Keep the title to ${TITLE_MAX} characters.`,
  commentTooShort: `Tell us a little more: at least ${COMMENT_MIN} characters.`,
  commentTooLong: `Keep the review to ${COMMENT_MAX} characters.`,
  tooManyPhotos: `Add at most ${MAX_PHOTOS} photos.`,
  photoTooLarge: `Each photo can be up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  photoNotImage: 'Photos must be JPEG, PNG or WebP images.',
  submitted: 'Thank you — your review will appear once our team has checked it.',
  notFound: 'There is no such review.',
  replyTooLong: `Keep the reply to ${REPLY_MAX} characters.`,
} as const;

/** "Wei Ling T.": the first name and the last name's initial, as every review shows its writer. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ');
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (first === '') return initial ? `${initial}.` : 'A customer';
  return initial ? `${first} ${initial}.` : first;
}

/** The review page family of a product page path ("/stickers/paper/kraft?…" → "stickers"), or null. */
export function reviewTypeOfPagePath<T extends string>(path: string, types: readonly T[]): T | null {
  const first = path.split(/[?#]/)[0]?.split('/')[1] ?? '';
  return (types as readonly string[]).includes(first) ? (first as T) : null;
}

/** When a link sent at `deliveredAt` stops working. */
export const reviewLinkExpiry = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + REVIEW_LINK_DAYS * 86_400_000);

export interface ReviewDraft {
  rate: number | null | undefined;
  title: string;
  comment: string;
  photos: readonly { size: number; type: string }[];
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** What is wrong with a review before it is sent (the page) or stored (the API), field by field; [] when it may go. */
export function reviewDraftIssues(draft: ReviewDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (draft.rate == null || !Number.isInteger(draft.rate) || draft.rate < 1 || draft.rate > 5) issues.push({ field: 'rate', message: REVIEW_MESSAGES.rateRequired });
  const title = draft.title.trim();
  if (title === '') issues.push({ field: 'title', message: REVIEW_MESSAGES.titleRequired });
  else if (title.length > TITLE_MAX) issues.push({ field: 'title', message: REVIEW_MESSAGES.titleTooLong });
  const comment = draft.comment.trim();
  if (comment.length < COMMENT_MIN) issues.push({ field: 'comment', message: REVIEW_MESSAGES.commentTooShort });
  else if (comment.length > COMMENT_MAX) issues.push({ field: 'comment', message: REVIEW_MESSAGES.commentTooLong });
  if (draft.photos.length > MAX_PHOTOS) issues.push({ field: 'photos', message: REVIEW_MESSAGES.tooManyPhotos });
  else if (draft.photos.some((p) => p.size > MAX_PHOTO_BYTES)) issues.push({ field: 'photos', message: REVIEW_MESSAGES.photoTooLarge });
  else if (draft.photos.some((p) => p.type !== '' && !(PHOTO_TYPES as readonly string[]).includes(p.type))) issues.push({ field: 'photos', message: REVIEW_MESSAGES.photoNotImage });
  return issues;
}

export type ModerationAction = 'publish' | 'hide';
export const MODERATION_TARGET: Record<ModerationAction, ReviewStatus> = { publish: 'published', hide: 'hidden' };

/** Whether a moderation move changes anything (publishing a published review is a harmless repeat). */
export const moderationChanges = (from: ReviewStatus, action: ModerationAction): boolean => from !== MODERATION_TARGET[action];
