/**
 * The reviews block of a quote page (anchor #reviews; configurator.md §2, forms-and-accounts.md
 * §2 item 10): the rating summary, a filter, 5 reviews a page with See More / See Less on long
 * comments, photo thumbnails that open a preview carousel, and pagination with 3 page links.
 *
 * On a product's page the block leads with that product's reviews, then the family's others under
 * "Reviews of our other stickers", each of those naming its product (why: reviews.repository.ts).
 * The summary says what it counts: the product's average and count, then the whole family's (the
 * number the category switcher's review link shows).
 */
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../web/lib/api-client.js';
import { formatWholeNumber } from '../../../shared/number-format.js';
import { cutComment } from '../comment-cut.js';
import { REVIEW_FILTERS, type ReviewFilter } from '../review-options.js';
import type { ProductReviews, Review } from '../reviews.schemas.js';
import { useReviews } from './get-reviews.js';
import { ImagePreviewDialog } from './ImagePreviewDialog.js';
import { Pagination } from './Pagination.js';
import './ReviewsSection.css';

export interface ReviewsSectionProps {
  /** The first path segment of the page: stickers, business-cards, badges, magnets or hang-tags. */
  type: string;
  /** The product whose page shows the block: its reviews come first. */
  productId?: number | undefined;
}

/** The family in a sentence: "Reviews of our other stickers", "48 reviews of all our business cards". */
const FAMILY_WORDS: Record<string, string> = { stickers: 'stickers', 'business-cards': 'business cards', badges: 'badges', magnets: 'magnets', 'hang-tags': 'hang tags' };
const familyWords = (type: string): string => FAMILY_WORDS[type] ?? 'products';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All reviews',
  '5': '5 stars',
  '4': '4 stars',
  '3': '3 stars',
  '2': '2 stars',
  '1': '1 star',
  'with-images': 'With photos',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2026-11-23" → "23 Nov 2026", the shop's short date, written by hand: an Intl formatter built
 * while a product page starts costs tens of milliseconds on a phone (issue 24), and the server and
 * the browser could word a month differently ("Sep" or "Sept").
 */
const formatReviewDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
};

const plural = (count: number, one: string, many: string) => `${formatWholeNumber(count)} ${count === 1 ? one : many}`;

/** Five stars filled to `value` (out of 5). Decorative unless given a label. */
function Stars({ value, label }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="review-stars" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <span className="review-stars-fill" style={{ width: `${percent}%` }} />
    </span>
  );
}

/** Resets the list (filter, page) when the page family or the product changes. */
export function ReviewsSection({ type, productId }: ReviewsSectionProps) {
  return <ReviewsBlock key={`${type}-${productId ?? ''}`} type={type} productId={productId} />;
}

function ReviewsBlock({ type, productId }: ReviewsSectionProps) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<{ review: Review; index: number } | null>(null);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useReviews({ type, productId, filter, page });
  const product = data?.product ?? null;
  // On a product's page: the page's reviews in two groups, the product's and the family's others.
  const groups = product && data ? groupsOf(data.reviews, product, type) : null;

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
        {product && data ? (
          <div className="reviews-summaries">
            {product.total > 0 ? (
              <p className="reviews-summary">
                <Stars value={product.ratingValue} />
                <span>
                  <strong>{product.ratingValue.toFixed(1)}</strong> out of 5 · {plural(product.total, 'review', 'reviews')} of {product.name}
                </span>
              </p>
            ) : (
              <p className="reviews-summary">No reviews of {product.name} yet</p>
            )}
            {data.total > 0 && (
              <p className="reviews-summary reviews-summary--family">
                {data.ratingValue.toFixed(1)} out of 5 · {plural(data.total, 'review', 'reviews')} of all our {familyWords(type)}
              </p>
            )}
          </div>
        ) : (
          data &&
          data.total > 0 && (
            <p className="reviews-summary">
              <Stars value={data.ratingValue} />
              <span>
                <strong>{data.ratingValue.toFixed(1)}</strong> out of 5 · {plural(data.total, 'review', 'reviews')}
              </span>
            </p>
          )
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

      {groups
        ? groups.map((group) => (
            <div key={group.key} className="reviews-group" aria-busy={isFetching || undefined}>
              <h3 className="reviews-group-title">{group.title}</h3>
              <ol className="reviews-list">
                {group.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} level={4} showProduct={group.key === 'others'} onOpenImage={(index) => setPreview({ review, index })} />
                ))}
              </ol>
            </div>
          ))
        : data &&
          data.reviews.length > 0 && (
            <ol className="reviews-list" aria-busy={isFetching || undefined}>
              {data.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} level={3} showProduct={false} onOpenImage={(index) => setPreview({ review, index })} />
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

interface ReviewGroup {
  key: 'product' | 'others';
  title: string;
  reviews: Review[];
}

/** A page's reviews as the product's (listed first by the server) and the family's others; empty groups left out. */
function groupsOf(reviews: readonly Review[], product: ProductReviews, type: string): ReviewGroup[] {
  const own = reviews.filter((review) => review.product_id === product.id);
  const others = reviews.filter((review) => review.product_id !== product.id);
  return [
    { key: 'product' as const, title: `Reviews of ${product.name}`, reviews: own },
    { key: 'others' as const, title: `Reviews of our other ${familyWords(type)}`, reviews: others },
  ].filter((group) => group.reviews.length > 0);
}

/** The photos a review's preview goes through: its images, or the single featured image / thumbnail. */
function previewImages(review: Review): string[] {
  if (review.images.length > 0) return review.images;
  const single = review.featured_image ?? review.thumbnail;
  return single ? [single] : [];
}

/** `level`: the title's heading level (4 under a group's heading); `showProduct`: name the product reviewed (a review of another product). */
function ReviewItem({ review, level, showProduct, onOpenImage }: { review: Review; level: 3 | 4; showProduct: boolean; onOpenImage: (index: number) => void }) {
  const Title = level === 3 ? 'h3' : 'h4';
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
          <Title id={titleId} className="review-title">
            {review.title}
          </Title>
          <p className="review-meta">
            <span className="review-customer">{review.customer}</span>
            {review.verified && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="review-verified">Verified purchase</span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
            {showProduct && review.product_name && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="review-product">Review of {review.product_name}</span>
              </>
            )}
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
        {review.reply && (
          <div className="review-reply">
            <p className="review-reply__who">Reply from the shop</p>
            <p className="review-reply__text">{review.reply}</p>
          </div>
        )}
      </article>
    </li>
  );
}
