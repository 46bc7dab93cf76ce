/**
 * A delivered order's review page (/orders/{order_no}/review?token=…), opened from the review
 * email without signing in: each product of the order with a star rating (a radio group), a title,
 * a comment and up to 4 photos with previews. Each product is sent on its own, with an
 * Idempotency-Key, and then waits for the shop's check. A wrong or expired link says so.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../../web/lib/api-client.js';
import { COMMENT_MAX, MAX_PHOTOS, REVIEW_MESSAGES, reviewDraftIssues, TITLE_MAX, type FieldIssue } from '../review-rules.js';
import type { ReviewInvitationView } from '../verified-reviews.schemas.js';
import { useReviewInvitation, useSubmitReview } from './verified-review-api.js';
import './order-review.css';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function OrderReviewPage() {
  const { orderNo = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const invitation = useReviewInvitation(orderNo, token);

  if (invitation.isPending) {
    return (
      <section className="order-review" aria-labelledby="order-review-title">
        <h1 id="order-review-title">Review your order</h1>
        <p role="status">Loading your order…</p>
      </section>
    );
  }
  if (invitation.isError) {
    return (
      <section className="order-review" aria-labelledby="order-review-title">
        <h1 id="order-review-title">This review link doesn’t work</h1>
        <p className="order-review__notice" role="alert">
          {invitation.error instanceof ApiError && invitation.error.status === 404 ? invitation.error.message : 'Your order could not be loaded just now. Please try again in a moment.'}
        </p>
      </section>
    );
  }
  const view = invitation.data;
  const open = view.lines.filter((line) => line.review === null).length;
  return (
    <section className="order-review" aria-labelledby="order-review-title">
      <h1 id="order-review-title">How did your order turn out?</h1>
      <p className="order-review__intro">
        Order {view.order_no}. Your review will show as <strong>{view.customer}</strong> with a “Verified purchase” mark. Photos help other shoppers most; we remove any location data from them.
      </p>
      {open === 0 && <p className="order-review__notice">You have reviewed every product of this order. Thank you!</p>}
      <ol className="order-review__lines">
        {view.lines.map((line) => (
          <li key={line.line_id}>
            <LineReview orderNo={view.order_no} token={token} line={line} />
          </li>
        ))}
      </ol>
    </section>
  );
}

type Line = ReviewInvitationView['lines'][number];

function LineReview({ orderNo, token, line }: { orderNo: string; token: string; line: Line }) {
  const headingId = useId();
  return (
    <article className="order-review__line" aria-labelledby={headingId}>
      <h2 id={headingId}>{line.product_name}</h2>
      <p className="order-review__summary">{line.summary}</p>
      {line.review ? (
        <p className="order-review__done" role="status">
          {line.review.status === 'published' ? 'Your review is published. Thank you!' : REVIEW_MESSAGES.submitted}
        </p>
      ) : (
        <ReviewForm orderNo={orderNo} token={token} line={line} />
      )}
    </article>
  );
}

interface ChosenPhoto {
  file: File;
  url: string;
}

/** The file's bytes as base64 (what the API takes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}

function ReviewForm({ orderNo, token, line }: { orderNo: string; token: string; line: Line }) {
  const id = useId();
  const submit = useSubmitReview(orderNo);
  const [rate, setRate] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per review: a retry of a lost answer stores it once; a fixed form sends it again with the same key.
  const key = useRef(newIdempotencyKey());
  const fileInput = useRef<HTMLInputElement>(null);
  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  /** A field's message goes once the shopper changes it (the next send checks it again). */
  const clear = (field: string) => setIssues((current) => (current.some((i) => i.field === field) ? current.filter((i) => i.field !== field) : current));
  const photoKey = useMemo(() => photos.map((p) => p.url).join(), [photos]);
  useEffect(() => () => photos.forEach((p) => URL.revokeObjectURL(p.url)), [photoKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file) => ({ file, url: URL.createObjectURL(file) }));
    const next = [...photos, ...added];
    setPhotos(next.slice(0, MAX_PHOTOS));
    added.slice(Math.max(0, MAX_PHOTOS - photos.length)).forEach((p) => URL.revokeObjectURL(p.url));
    setIssues((current) => [...current.filter((i) => i.field !== 'photos'), ...(next.length > MAX_PHOTOS ? [{ field: 'photos', message: `${REVIEW_MESSAGES.tooManyPhotos} The first ${MAX_PHOTOS} are kept.` }] : [])]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = reviewDraftIssues({ rate, title, comment, photos: photos.map((p) => ({ size: p.file.size, type: p.file.type })) });
    setIssues(found);
    if (found.length > 0) {
      document.getElementById(`${id}-${found[0]!.field}`)?.focus();
      return;
    }
    try {
      const encoded = await Promise.all(photos.map(async (p) => ({ name: p.file.name, content_base64: await readBase64(p.file) })));
      await submit.mutateAsync({ body: { token, line_id: line.line_id, rate, title, comment, photos: encoded }, key: key.current });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setIssues(error.issues);
      setFailure(error instanceof ApiError ? error.message : 'Your review could not be sent just now. Please check your connection and try again.');
    }
  };

  const describedBy = (field: string, hint?: string) => [hint, issueOf(field) ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (field: string) =>
    issueOf(field) ? (
      <p id={`${id}-${field}-error`} className="order-review__error">
        {issueOf(field)}
      </p>
    ) : null;

  return (
    <form className="order-review__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Review of ${line.product_name}`}>
      <fieldset className="order-review__stars" aria-describedby={describedBy('rate')} aria-invalid={issueOf('rate') ? true : undefined}>
        <legend>Your rating</legend>
        <div className="order-review__star-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="order-review__star" data-on={rate !== null && n <= rate ? 'true' : undefined}>
              <input id={n === 1 ? `${id}-rate` : undefined} type="radio" name={`${id}-rate`} value={n} checked={rate === n} onChange={() => {
                  setRate(n);
                  clear('rate');
                }} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} {n === 1 ? 'star' : 'stars'}: {STAR_WORDS[n]}
              </span>
            </label>
          ))}
          <span className="order-review__star-word" aria-hidden="true">
            {rate ? STAR_WORDS[rate] : 'Choose 1 to 5 stars'}
          </span>
        </div>
        {error('rate')}
      </fieldset>

      <div className="order-review__field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="text" maxLength={TITLE_MAX} value={title} onChange={(e) => {
            setTitle(e.target.value);
            clear('title');
          }} aria-invalid={issueOf('title') ? true : undefined} aria-describedby={describedBy('title')} placeholder="e.g. Crisp colours, neat cut" />
        {error('title')}
      </div>

      <div className="order-review__field">
        <label htmlFor={`${id}-comment`}>Your review</label>
        <p id={`${id}-comment-hint`} className="order-review__hint">
          How did the printing, the finish and the delivery turn out? What did you use them for?
        </p>
        <textarea id={`${id}-comment`} rows={5} maxLength={COMMENT_MAX} value={comment} onChange={(e) => {
            setComment(e.target.value);
            clear('comment');
          }} aria-invalid={issueOf('comment') ? true : undefined} aria-describedby={describedBy('comment', `${id}-comment-hint`)} />
        {error('comment')}
      </div>

      <div className="order-review__field">
        <label htmlFor={`${id}-photos`}>Photos (optional)</label>
        <p id={`${id}-photos-hint`} className="order-review__hint">
          Up to {MAX_PHOTOS} JPEG, PNG or WebP photos of 8 MB at most each.
        </p>
        <input
          ref={fileInput}
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={photos.length >= MAX_PHOTOS}
          onChange={(e) => addPhotos(e.target.files)}
          aria-invalid={issueOf('photos') ? true : undefined}
          aria-describedby={describedBy('photos', `${id}-photos-hint`)}
        />
        {error('photos')}
        {photos.length > 0 && (
          <ul className="order-review__previews" aria-label="Your photos">
            {photos.map((photo, i) => (
              <li key={photo.url}>
                <img src={photo.url} alt={`Photo ${i + 1}: ${photo.file.name}`} width={96} height={96} />
                <button type="button" className="button button-secondary" onClick={() => setPhotos(photos.filter((p) => p !== photo))} aria-label={`Remove photo ${i + 1} (${photo.file.name})`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {failure && (
        <p className="order-review__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Send review'}
      </button>
    </form>
  );
}
