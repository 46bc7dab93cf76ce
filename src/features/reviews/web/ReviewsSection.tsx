/**
 * The reviews block of a quote page (anchor #reviews; configurator.md §2, forms-and-accounts.md
 * §2 item 10): the rating summary, a filter, 5 reviews a page with See More / See Less on long
 * comments, photo thumbnails that open a preview carousel, and pagination with 3 page links.
 */
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { cutComment } from '../comment-cut.js';
import { REVIEW_FILTERS, type ReviewFilter } from '../review-options.js';
import type { Review } from '../reviews.schemas.js';
import { useReviews } from './get-reviews.js';
import { ImagePreviewDialog } from './ImagePreviewDialog.js';
import { Pagination } from './Pagination.js';
import './ReviewsSection.css';

export interface ReviewsSectionProps {
  /** The first path segment of the page: stickers, business-cards, badges, magnets or hang-tags. */
  type: string;
}

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All reviews',
  '5': '5 stars',
  '4': '4 stars',
  '3': '3 stars',
  '2': '2 stars',
  '1': '1 star',
  'with-images': 'With photos',
};

const reviewDate = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatReviewDate = (date: string): string => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : reviewDate.format(parsed);
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-SG')} ${count === 1 ? one : many}`;

/** Five stars filled to `value` (out of 5). Decorative unless given a label. */
function Stars({ value, label }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="review-stars" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <span className="review-stars-fill" style={{ width: `${percent}%` }} />
    </span>
  );
}

/** Resets the list (filter, page) when the page family changes. */
export function ReviewsSection({ type }: ReviewsSectionProps) {
  return <ReviewsBlock key={type} type={type} />;
}

function ReviewsBlock({ type }: ReviewsSectionProps) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<{ review: Review; index: number } | null>(null);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useReviews({ type, filter, page });

  // The list can shrink below the page shown (new filter, deleted reviews): the server answered its
  // last page, so move there too.
  const answeredPage = data && !isPlaceholderData ? data.page : undefined;
  const lastPage = data && !isPlaceholderData ? data.total_pages : undefined;
  useEffect(() => {
    if (answeredPage !== undefined && lastPage !== undefined && page > lastPage) setPage(answeredPage);
  }, [answeredPage, lastPage, page]);

  const onFilter = (value: string) => {
    const next = REVIEW_FILTERS.find((f) => f === value) ?? 'all';
    setFilter(next);
    setPage(1);
  };

  return (
    <section id="reviews" className="reviews" aria-labelledby={headingId}>
      <div className="reviews-head">
        <h2 id={headingId}>Reviews</h2>
        {data && data.total > 0 && (
          <p className="reviews-summary">
            <Stars value={data.ratingValue} />
            <span>
              <strong>{data.ratingValue.toFixed(1)}</strong> out of 5 · {plural(data.total, 'review', 'reviews')}
            </span>
          </p>
        )}
      </div>

      {data && data.total > 0 && (
        <div className="reviews-toolbar">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} value={filter} onChange={(event) => onFilter(event.target.value)}>
            {REVIEW_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
      )}

      {isPending && (
        <p role="status" className="reviews-note">
          Loading reviews…
        </p>
      )}
      {error && !data && (
        <div role="alert" className="reviews-note">
          <p>{error instanceof ApiError && error.status < 500 ? error.message : "We couldn't load the reviews."}</p>
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}

      {data && data.total === 0 && <p className="reviews-note">No reviews yet. Reviews from customers appear here after their orders are delivered.</p>}
      {data && data.total > 0 && data.filtered_total === 0 && !isPlaceholderData && (
        <p className="reviews-note">No reviews match “{FILTER_LABELS[filter]}”.</p>
      )}

      {data && data.reviews.length > 0 && (
        <ol className="reviews-list" aria-busy={isFetching || undefined}>
          {data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} onOpenImage={(index) => setPreview({ review, index })} />
          ))}
        </ol>
      )}

      {data && (
        <Pagination
          page={page}
          totalPages={data.total_pages}
          onChange={(next) => {
            setPage(next);
            document.getElementById('reviews')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          }}
        />
      )}

      {preview && (
        <ImagePreviewDialog
          images={previewImages(preview.review)}
          startIndex={preview.index}
          label={`${preview.review.customer}'s review`}
          onClose={() => setPreview(null)}
        />
      )}
    </section>
  );
}

/** The photos a review's preview goes through: its images, or the single featured image / thumbnail. */
function previewImages(review: Review): string[] {
  if (review.images.length > 0) return review.images;
  const single = review.featured_image ?? review.thumbnail;
  return single ? [single] : [];
}

function ReviewItem({ review, onOpenImage }: { review: Review; onOpenImage: (index: number) => void }) {
  const titleId = useId();
  const commentId = useId();
  const [expanded, setExpanded] = useState(false);
  const { text, cut } = cutComment(review.comment);
  const photos = previewImages(review);
  // Thumbnails: the images themselves (the list's thumbnail stands in when there is only one).
  const thumbs = review.images.length > 0 ? review.images : review.thumbnail ? [review.thumbnail] : [];
  return (
    <li>
      <article className="review" aria-labelledby={titleId}>
        <header className="review-header">
          <Stars value={review.rate} label={`Rated ${review.rate} out of 5`} />
          <h3 id={titleId} className="review-title">
            {review.title}
          </h3>
          <p className="review-meta">
            <span className="review-customer">{review.customer}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
          </p>
        </header>
        <p id={commentId} className="review-comment">
          {cut && !expanded ? text : review.comment}
        </p>
        {cut && (
          <button type="button" className="review-more" aria-expanded={expanded} aria-controls={commentId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'See Less' : 'See More'}
          </button>
        )}
        {photos.length > 0 && (
          <ul className="review-thumbs" aria-label="Customer photos">
            {thumbs.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button type="button" onClick={() => onOpenImage(i)} aria-label={`Open photo ${i + 1} of ${photos.length} from ${review.customer}'s review`}>
                  <img src={src} alt="" width={77} height={77} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
