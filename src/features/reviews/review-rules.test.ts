/** The verified reviews' rules: what a review needs, the writer's name, the page family of a line. */
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, moderationChanges, REVIEW_MESSAGES, reviewDraftIssues, reviewerName, reviewLinkExpiry, reviewTypeOfPagePath } from './review-rules.js';
import { REVIEW_TYPES } from './review-options.js';

const good = { rate: 4, title: 'Great stickers', comment: 'Neat cut and bright colours.', photos: [{ size: 2_000_000, type: 'image/jpeg' }] };

describe('reviewDraftIssues', () => {
  it('passes a complete review', () => {
    expect(reviewDraftIssues(good)).toEqual([]);
  });

  it('names each field that is wrong, in the shopper\'s words', () => {
    expect(reviewDraftIssues({ rate: null, title: ' ', comment: 'Ok', photos: [] })).toEqual([
      { field: 'rate', message: REVIEW_MESSAGES.rateRequired },
      { field: 'title', message: REVIEW_MESSAGES.titleRequired },
      { field: 'comment', message: REVIEW_MESSAGES.commentTooShort },
    ]);
    expect(reviewDraftIssues({ ...good, rate: 0 })[0]?.field).toBe('rate');
    expect(reviewDraftIssues({ ...good, rate: 2.5 })[0]?.field).toBe('rate');
    expect(reviewDraftIssues({ ...good, title: 'x'.repeat(101) })).toEqual([{ field: 'title', message: REVIEW_MESSAGES.titleTooLong }]);
    expect(reviewDraftIssues({ ...good, comment: 'x'.repeat(2001) })).toEqual([{ field: 'comment', message: REVIEW_MESSAGES.commentTooLong }]);
  });

  it('takes up to 4 JPEG, PNG or WebP photos of at most 8 MB', () => {
    const photo = { size: 1000, type: 'image/png' };
    expect(reviewDraftIssues({ ...good, photos: [photo, photo, photo, photo] })).toEqual([]);
    expect(reviewDraftIssues({ ...good, photos: [photo, photo, photo, photo, photo] })).toEqual([{ field: 'photos', message: REVIEW_MESSAGES.tooManyPhotos }]);
    expect(reviewDraftIssues({ ...good, photos: [{ size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' }] })).toEqual([{ field: 'photos', message: REVIEW_MESSAGES.photoTooLarge }]);
    expect(reviewDraftIssues({ ...good, photos: [{ size: 1000, type: 'image/heic' }] })).toEqual([{ field: 'photos', message: REVIEW_MESSAGES.photoNotImage }]);
  });
});

describe('reviewerName', () => {
  it('shows the first name and the last name\'s initial', () => {
    expect(reviewerName(' Wei  Ling ', 'tan')).toBe('Wei Ling T.');
    expect(reviewerName('Raj', '')).toBe('Raj');
  });
});

describe('reviewTypeOfPagePath', () => {
  it('is the first segment of the line\'s product page, when it is a review family', () => {
    expect(reviewTypeOfPagePath('/stickers/die-cut/vinyl?width=50', REVIEW_TYPES)).toBe('stickers');
    expect(reviewTypeOfPagePath('/business-cards/royal?quantity=100', REVIEW_TYPES)).toBe('business-cards');
    expect(reviewTypeOfPagePath('/', REVIEW_TYPES)).toBeNull();
  });
});

it('a link works 90 days after delivery; moderation repeats change nothing', () => {
  expect(reviewLinkExpiry(new Date('2026-11-23T02:00:00Z')).toISOString()).toBe('2027-02-21T02:00:00.000Z');
  expect(moderationChanges('pending', 'publish')).toBe(true);
  expect(moderationChanges('published', 'publish')).toBe(false);
  expect(moderationChanges('published', 'hide')).toBe(true);
});
