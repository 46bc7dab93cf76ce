/**
 * Review moderation (/staff/reviews, desk staff): reviews waiting for a check first, then the
 * newest; a filter by status (in the URL). Each review can be published, hidden, and answered
 * with a public reply (edited or removed later); every change is in the audit log.
 */
import { useId, useState, type FormEvent } from 'react';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { notForYou, StaffOnlyNotice, useStaffQuery } from '../../../web/components/staff/staff-page.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { StaffDeskNav } from '../../staff/web/StaffDeskNav.js';
import { REPLY_MAX, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '../review-rules.js';
import type { StaffReview } from '../verified-reviews.schemas.js';
import { useModerateReview, useStaffReviews } from './verified-review-api.js';
import '../../staff/web/staff-pages.css';
import './staff-reviews.css';

const FILTERS = [{ value: 'all', label: 'Every review' }, ...REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] }))];

export function StaffReviewsPage() {
  const query = useStaffQuery();
  const status = query.get('status') ?? 'all';
  const list = useStaffReviews(status);
  const filterId = useId();

  if (list.isError && notForYou(list.error)) return <StaffOnlyNotice title="Reviews" what="reviews" />;
  const counts = list.data?.counts;
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Reviews</h1>
      <p className="staff-muted">Reviews from delivered orders wait here until you publish them. Shoppers see only published reviews, with your reply under them.</p>
      <div className="staff-reviews__bar">
        <label className="staff-filter" htmlFor={filterId}>
          Show
          <select id={filterId} value={status} onChange={(e) => query.set('status', e.target.value === 'all' ? null : e.target.value)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {counts && (
          <p className="staff-muted" aria-live="polite">
            {counts.pending} waiting · {counts.published} published · {counts.hidden} hidden
          </p>
        )}
      </div>
      {list.isPending && <p className="staff-muted">Loading reviews…</p>}
      {list.isError && !notForYou(list.error) && <p className="staff-error">{list.error instanceof ApiError ? list.error.message : 'The reviews could not be loaded. Please try again.'}</p>}
      {list.data && list.data.reviews.length === 0 && <p className="staff-muted">No reviews here.</p>}
      {list.data && list.data.reviews.length > 0 && (
        <ol className="staff-reviews__list">
          {list.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const headingId = useId();
  const replyId = useId();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply ?? '');
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (change: { id: number; action: 'publish' | 'hide' } | { id: number; reply: string }) => {
    setSaid(null);
    try {
      const answer = await moderate.mutateAsync(change);
      setSaid({ ok: true, text: answer.message ?? 'Saved.' });
      if ('reply' in change) setEditing(false);
    } catch (error) {
      setSaid({ ok: false, text: error instanceof ApiError ? error.message : 'That did not go through. Please try again.' });
    }
  };
  const saveReply = (event: FormEvent) => {
    event.preventDefault();
    void run({ id: review.id, reply });
  };
  const status = review.status as ReviewStatus;
  const tooLong = reply.trim().length > REPLY_MAX;

  return (
    <article className="staff-reviews__card" aria-labelledby={headingId} data-status={status}>
      <header className="staff-reviews__head">
        <span className="staff-reviews__status" data-status={status}>
          {review.status_label}
        </span>
        <span className="staff-reviews__stars" aria-label={`Rated ${review.rate} out of 5`}>
          {'★'.repeat(review.rate)}
          <span className="staff-reviews__stars-off">{'★'.repeat(5 - review.rate)}</span>
        </span>
      </header>
      <h2 id={headingId} className="staff-reviews__title">
        {review.title}
      </h2>
      <p className="staff-muted">
        {review.customer}
        {review.verified ? ' · Verified purchase' : ''} · {review.product_name ?? review.type}
        {review.order_no ? ` · Order ${review.order_no}` : ''} · {review.date}
      </p>
      <p className="staff-comment">{review.comment}</p>
      {review.photos.length > 0 && (
        <ul className="staff-reviews__photos" aria-label="Photos">
          {review.photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumb_url} alt={`Photo ${i + 1} of the review “${review.title}”`} width={88} height={88} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && !editing && (
        <div className="staff-reviews__reply">
          <p className="staff-reviews__reply-who">Your reply{review.replied_at ? ` (${formatShopDateTime(review.replied_at)})` : ''}</p>
          <p className="staff-comment">{review.reply}</p>
        </div>
      )}
      {editing && (
        <form className="staff-reviews__reply-form" onSubmit={saveReply}>
          <label htmlFor={replyId}>Public reply</label>
          <textarea id={replyId} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} aria-invalid={tooLong ? true : undefined} aria-describedby={tooLong ? `${replyId}-error` : undefined} />
          {tooLong && (
            <p id={`${replyId}-error`} className="staff-error">
              Keep the reply to {REPLY_MAX} characters.
            </p>
          )}
          <div className="staff-reviews__actions">
            <button type="submit" className="button button-primary" disabled={moderate.isPending || tooLong}>
              Save reply
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setReply(review.reply ?? '');
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {!editing && (
        <div className="staff-reviews__actions">
          {status !== 'published' && (
            <button type="button" className="button button-primary" disabled={moderate.isPending} onClick={() => void run({ id: review.id, action: 'publish' })}>
              Publish
            </button>
          )}
          {status !== 'hidden' && (
            <button type="button" className="button button-secondary" disabled={moderate.isPending} onClick={() => void run({ id: review.id, action: 'hide' })}>
              Hide
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
        </div>
      )}
      <p className={said?.ok === false ? 'staff-error' : 'staff-muted'} role="status">
        {said?.text ?? ''}
      </p>
    </article>
  );
}
