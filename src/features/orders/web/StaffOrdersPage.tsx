/**
 * The staff order desk (/staff/orders): find orders (issue 19) with one search box (order number,
 * phone as people write it, email, name) and filters (status, payment, product, dispatch dates,
 * sort), all kept in the URL with the page, so a link shares the view; 25 a page with the count,
 * announced politely when it changes; on a phone each order is a card. `?order=O…` opens
 * one with its lines, contact, address, payment, shipment and events (who and when), and the
 * actions its status allows: Mark paid (a confirmation showing the amount), Mark in production,
 * Mark dispatched (carrier and tracking number), Mark delivered. Errors are the server's words.
 * Choosing an order in the list brings its detail (below the list) into view and focuses its
 * heading, so on a phone staff see that something happened; a detail already in view stays put.
 * Only staff get answers: anyone else is told the page is for staff (the API answers them 404).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { LazyModal } from '../../../web/components/ui/LazyModal.js';
import { useCharacterLimit } from '../../../web/components/ui/CharacterCount.js';
import { notForYou, StaffOnlyNotice } from '../../../web/components/staff/staff-page.js';
import { StaffDeskNav } from '../../staff/web/StaffDeskNav.js';
import { FilterButtons, useFilterDraft } from '../../staff/web/filter-form.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { formatSgd } from '../../../shared/money.js';
import { dispatchWording, ORDER_STATUSES, orderStatusLabel, staffWaitingFor } from '../order-rules.js';
import { bonusPiecesText } from '../../promotions/coupon-rules.js';
import type { StaffOrder, StaffOrderQueue, StaffOrderSort } from '../orders.schemas.js';
import { formatShopDate } from '../../shipping/dispatch-date.js';
import { ORDER_SEARCH_MAX_LENGTH } from '../staff-order-search.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { StaffProofUpload } from './StaffProofUpload.js';
import { StaffFailedJobs } from './StaffFailedJobs.js';
import { StaffOrderMoney } from './StaffOrderMoney.js';
import { useStaffAction, useStaffOrder, useStaffOrders, type StaffAction } from './staff-order-api.js';
import '../../staff/web/staff-pages.css';
import './staff-orders.css';
import { formatSgPhone } from '../../../shared/phone.js';
import { TrackingNumber } from './TrackingNumber.js';

/** The statuses an order is ever stored at ('placed' is only an event). */
const STATUS_CHOICES = [{ value: '', label: 'Any status' }, ...ORDER_STATUSES.filter((s) => s !== 'placed').map((s) => ({ value: s, label: orderStatusLabel(s) }))];
const PAYMENT_CHOICES = [
  { value: '', label: 'Paid or not' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Not paid' },
  { value: 'refunded', label: 'Refunded (in part or full)' },
];
const SORT_CHOICES: { value: StaffOrderSort; label: string }[] = [
  { value: 'placed_desc', label: 'Newest first' },
  { value: 'placed_asc', label: 'Oldest first' },
  { value: 'total_desc', label: 'Highest total' },
  { value: 'total_asc', label: 'Lowest total' },
  { value: 'dispatch_asc', label: 'Dispatch date, soonest first' },
  { value: 'dispatch_desc', label: 'Dispatch date, latest first' },
];
/** What the Today dashboard's lists are called on the desk. */
const QUEUE_LABELS: Record<StaffOrderQueue, string> = { proofs_to_release: 'Proofs to release', dispatch_today: 'To dispatch today' };
/** The list's parameters, all kept in the URL (a link shares the view; back and forward move it). */
const LIST_PARAMS = ['q', 'status', 'payment', 'from', 'to', 'product', 'queue', 'sort', 'page'] as const;
type ListParam = (typeof LIST_PARAMS)[number];
type Filters = Partial<Record<ListParam, string>>;

const ordersText = (n: number) => `${n.toLocaleString('en-SG')} ${n === 1 ? 'order' : 'orders'}`;

export function StaffOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters: Filters = Object.fromEntries(LIST_PARAMS.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  const open = search.get('order');
  const list = useStaffOrders(filters);
  // Set when staff choose an order in the list (not when the page opens with ?order=).
  const chosen = useRef(false);
  const update = (changes: Partial<Record<ListParam | 'order', string | null>>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next);
  };
  const openOrder = (orderNo: string) => {
    chosen.current = true;
    update({ order: orderNo });
  };
  const countLine = useRef<HTMLDivElement>(null);
  /** Another page: the list's top (the count) comes into view, as a new page would. */
  const goToPage = (n: number) => {
    update({ page: n > 1 ? String(n) : null });
    countLine.current?.scrollIntoView({ block: 'start' });
  };
  /** New filters start again at page 1; the open order stays open. */
  const applyFilters = (next: Filters) => update({ ...Object.fromEntries(LIST_PARAMS.map((name) => [name, next[name]?.trim() || null])), page: null });

  if (list.isError && notForYou(list.error)) {
    return <StaffOnlyNotice title="Orders" what="orders" />;
  }
  const data = list.data;
  const page = data?.page ?? 1;
  // Past the counted matches (STAFF_ORDERS_COUNT_LIMIT) the pages go on while they are full.
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const hasNext = data ? page < pages || (data.more && data.orders.length === data.page_size) : false;
  const filtered = LIST_PARAMS.some((name) => name !== 'sort' && name !== 'page' && filters[name]);
  const pageHref = (n: number) => `?${new URLSearchParams({ ...filters, ...(open ? { order: open } : {}), page: String(n) }).toString()}`;
  const queue = filters.queue && filters.queue in QUEUE_LABELS ? (filters.queue as StaffOrderQueue) : null;
  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <StaffDeskNav />
      <h1 id="staff-title">Orders</h1>
      <StaffFailedJobs onOpenOrder={openOrder} />
      <OrderSearchForm filters={filters} products={data?.products ?? []} onApply={applyFilters} />
      {queue && (
        <p className="staff-orders-queue">
          Showing <strong>{QUEUE_LABELS[queue]}</strong> (from Today).{' '}
          <button type="button" className="staff-link-button" onClick={() => update({ queue: null, page: null })}>
            Show every order
          </button>
        </p>
      )}
      <div ref={countLine} className="staff-orders-count" aria-live="polite" aria-atomic="true">
        {list.isPending && <p role="status">Loading orders…</p>}
        {list.isError && !notForYou(list.error) && (
          <p role="alert" className="staff-error">
            {list.error instanceof ApiError && list.error.status === 422 ? list.error.message : "We couldn't load the orders. Please refresh the page."}
          </p>
        )}
        {data && data.total === 0 && <p className="acc-text">{filtered ? 'No orders match this search. Check the spelling, or clear the filters.' : 'No orders yet.'}</p>}
        {data && data.total > 0 && (
          <p className="staff-orders-total">
            <strong>{data.more ? `More than ${ordersText(data.total)}` : ordersText(data.total)}</strong>
            {data.more ? `, page ${page}` : pages > 1 ? `, page ${page} of ${pages}` : ''}
            {data.orders.length === 0 ? '. This page is past the last one.' : ''}
          </p>
        )}
      </div>
      {data && data.orders.length > 0 && (
        <div className="staff-table-wrap" role="region" aria-label="Orders found" tabIndex={0} aria-busy={list.isFetching}>
          <table className="staff-table staff-orders-table">
            <caption className="visually-hidden">Orders, {SORT_CHOICES.find((c) => c.value === (filters.sort ?? 'placed_desc'))?.label.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Dispatch</th>
                <th scope="col" className="staff-num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.order_no} aria-current={order.order_no === open ? 'true' : undefined}>
                  <td className="staff-nowrap">
                    <a
                      href={`?${new URLSearchParams({ ...filters, order: order.order_no }).toString()}`}
                      onClick={(event) => {
                        event.preventDefault();
                        openOrder(order.order_no);
                      }}
                    >
                      {order.order_no}
                    </a>
                  </td>
                  <td className="staff-nowrap" data-label="Placed">
                    {formatShopDateTime(order.placed_at)}
                  </td>
                  <td data-label="Customer">
                    <span>
                      {order.name}
                      <br />
                      <span className="staff-muted">{order.email}</span>
                      <br />
                      <span className="staff-muted">{order.phone}</span>
                    </span>
                  </td>
                  <td data-label="Status">
                    {order.status_label}
                    {!order.paid_at && order.status !== 'awaiting_payment' && order.status !== 'cancelled' ? <span className="staff-muted"> (not paid)</span> : null}
                  </td>
                  <td className="staff-nowrap" data-label="Dispatch">
                    {order.dispatch_date ? formatShopDate(order.dispatch_date) : '—'}
                  </td>
                  <td className="staff-num staff-nowrap" data-label="Total">
                    {formatSgd(order.total_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (pages > 1 || hasNext) && (
        <nav className="staff-pager" aria-label="Pages of orders">
          {page > 1 ? (
            <a
              href={pageHref(page - 1)}
              rel="prev"
              onClick={(event) => {
                event.preventDefault();
                goToPage(page - 1);
              }}
            >
              ← Previous
            </a>
          ) : (
            <span aria-hidden="true" className="staff-pager__off">
              ← Previous
            </span>
          )}
          <span>
            Page {page}
            {data.more ? '' : ` of ${pages}`}
          </span>
          {hasNext ? (
            <a
              href={pageHref(page + 1)}
              rel="next"
              onClick={(event) => {
                event.preventDefault();
                goToPage(page + 1);
              }}
            >
              Next →
            </a>
          ) : (
            <span aria-hidden="true" className="staff-pager__off">
              Next →
            </span>
          )}
        </nav>
      )}
      {open && <OrderDetail key={open} orderNo={open} chosen={chosen} onClose={() => update({ order: null })} />}
    </section>
  );
}

/** The search box and the filters: the text and dates apply with Find (or Enter), a choice in a list at once. */
function OrderSearchForm({ filters, products, onApply }: { filters: Filters; products: readonly { id: number; name: string }[]; onApply(next: Filters): void }) {
  const { text, choice, submit, clear } = useFilterDraft<ListParam>(filters, onApply);
  return (
    <form role="search" aria-label="Find orders" className="staff-orders-search" onSubmit={submit}>
      <label className="staff-orders-search__q">
        Order number, phone, email or name
        <input type="search" autoComplete="off" spellCheck={false} maxLength={ORDER_SEARCH_MAX_LENGTH} placeholder="e.g. +65 9123 4567" {...text('q')} />
      </label>
      <label>
        Status
        <select {...choice('status')}>
          {STATUS_CHOICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Payment
        <select {...choice('payment')}>
          {PAYMENT_CHOICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Product
        <select {...choice('product')}>
          <option value="">Any product</option>
          {products.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Dispatch from
        <input type="date" {...text('from')} />
      </label>
      <label>
        Dispatch to
        <input type="date" {...text('to')} />
      </label>
      <label>
        Sort
        <select {...choice('sort')}>
          {SORT_CHOICES.map((s) => (
            <option key={s.value} value={s.value === 'placed_desc' ? '' : s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <FilterButtons label="Find" className="staff-orders-search__buttons" onClear={clear} />
    </form>
  );
}

/** The detail of the order just chosen: its heading scrolled into view (unless it is in view already) and focused. */
function useBroughtIntoView(chosen: RefObject<boolean>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = heading.current;
    if (!chosen.current || !target) return;
    chosen.current = false;
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
    target.focus({ preventScroll: true });
  }, [chosen]);
  return heading;
}

function OrderDetail({ orderNo, chosen, onClose }: { orderNo: string; chosen: RefObject<boolean>; onClose(): void }) {
  const { data: order, isPending, isError } = useStaffOrder(orderNo);
  const heading = useBroughtIntoView(chosen);
  return (
    <article className="staff-detail" aria-labelledby="staff-detail-title">
      <div className="staff-detail__head">
        <h2 id="staff-detail-title" ref={heading} tabIndex={-1}>
          {orderNo}
        </h2>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {isPending && <p role="status">Loading the order…</p>}
      {isError && <p role="alert">We couldn't find that order.</p>}
      {order && <OrderFacts order={order} />}
    </article>
  );
}

function OrderFacts({ order }: { order: StaffOrder }) {
  const dispatch = dispatchWording(order);
  return (
    <>
      <p className="staff-order-status">
        <span className="order-status" data-status={order.status}>
          {order.status_label}
        </span>{' '}
        <span className="staff-muted">updated {formatShopDateTime(order.updated_at)}</span>
      </p>
      <StaffActions order={order} />
      <StaffOrderMoney order={order} />
      <StaffProofUpload orderNo={order.order_no} paid={Boolean(order.payment.paid_at)} />
      <div className="staff-order-grid">
        <section aria-labelledby="staff-contact-title">
          <h3 id="staff-contact-title">Customer and delivery</h3>
          <dl className="staff-facts">
            <dt>Name</dt>
            <dd>
              {order.contact.first_name} {order.contact.last_name}
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{formatSgPhone(order.contact.phone)}</dd>
            <dt>Address</dt>
            <dd>
              {[order.address.label, order.address.line1, order.address.line2, `Singapore ${order.address.postcode}`].filter(Boolean).map((line) => (
                <span key={line} className="staff-line">
                  {line}
                </span>
              ))}
            </dd>
            <dt>Shipping</dt>
            <dd>
              {order.shipping_method}
              {order.dispatch_date_text && (
                <>
                  <span className="staff-line">
                    {dispatch.heading}: {dispatch.date}
                  </span>
                  <span className="staff-line">
                    {dispatch.delivery.heading}: {dispatch.delivery.text}
                  </span>
                </>
              )}
            </dd>
            {order.shipment && (
              <>
                <dt>Shipment</dt>
                <dd>
                  {order.shipment.carrier}, tracking number{' '}
                  <strong>
                    <TrackingNumber carrier={order.shipment.carrier} number={order.shipment.tracking_number} />
                  </strong>
                  {order.shipment.delivered_at ? `, delivered ${formatShopDateTime(order.shipment.delivered_at)}` : ''}
                </dd>
              </>
            )}
          </dl>
        </section>
        <section aria-labelledby="staff-payment-title">
          <h3 id="staff-payment-title">Payment</h3>
          <dl className="staff-facts">
            <dt>Amount</dt>
            <dd>
              <strong>{formatSgd(order.payment.amount_cents)}</strong> by {order.payment.method_name} or bank transfer
            </dd>
            <dt>Reference</dt>
            <dd>{order.payment.reference}</dd>
            <dt>Received</dt>
            <dd>{order.payment.paid_at ? formatShopDateTime(order.payment.paid_at) : `Not yet (pay by ${formatShopDateTime(order.payment.expires_at)}${order.payment.expired ? ', window passed' : ''})`}</dd>
          </dl>
        </section>
      </div>
      <h3>Items</h3>
      <div className="staff-table-wrap">
        <table className="staff-table staff-items-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="staff-num">
                Quantity
              </th>
              <th scope="col" className="staff-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${index}-${line.summary}`}>
                <td>
                  {line.summary}
                  {/* Staff print these too: the kick-off coupon's free pieces. */}
                  {line.bonus_quantity > 0 && <strong className="staff-bonus"> {bonusPiecesText(line.bonus_quantity)}</strong>}
                  {line.quoted && <span className="staff-muted"> (quoted price)</span>}
                </td>
                <td className="staff-num" data-label="Quantity">
                  {line.quantity.toLocaleString('en-SG')}
                </td>
                <td className="staff-num staff-nowrap" data-label="Total">
                  {formatSgd(line.total_price_cents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.coupon_code && (
              <tr>
                <th scope="row" colSpan={2} className="staff-num">
                  Coupon {order.coupon_code}
                </th>
                <td className="staff-num staff-nowrap">{order.coupon_discount_cents > 0 ? `−${formatSgd(order.coupon_discount_cents)}` : 'bonus pieces'}</td>
              </tr>
            )}
            {order.point_discount_cents > 0 && (
              <tr>
                <th scope="row" colSpan={2} className="staff-num">
                  {order.points_redeemed.toLocaleString('en-SG')} points
                </th>
                <td className="staff-num staff-nowrap">−{formatSgd(order.point_discount_cents)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={2} className="staff-num">
                Shipping
              </th>
              <td className="staff-num staff-nowrap">{order.shipping_fee_cents === 0 ? 'Free' : formatSgd(order.shipping_fee_cents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="staff-num">
                Total
              </th>
              <td className="staff-num staff-nowrap">
                <strong>{formatSgd(order.total_cents)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3>History</h3>
      <ol className="staff-events">
        {order.events.map((event, index) => (
          <li key={`${index}-${event.status}`}>
            <span className="staff-event-when">{formatShopDateTime(event.at)}</span>
            <span>
              <strong>{event.label}</strong> by {event.actor.replace(/^staff:/, '')}
              {event.note && <span className="staff-muted"> · {event.note}</span>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The bank reference or note kept with a payment (the server's limit). */
const REFERENCE_MAX_LENGTH = 200;

function StaffActions({ order }: { order: StaffOrder }) {
  const action = useStaffAction(order.order_no);
  const [confirmPaid, setConfirmPaid] = useState(false);
  const [reference, setReference] = useState('');
  const referenceId = useId();
  const referenceLimit = useCharacterLimit(`${referenceId}-reference`, reference, REFERENCE_MAX_LENGTH);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const paidButton = useRef<HTMLButtonElement>(null);
  const error = action.error instanceof ApiError ? action.error : action.error ? new ApiError(0, 'The shop could not be reached. Please try again.', 'internal') : null;
  const fieldError = (field: string) => error?.issues.find((issue) => issue.field === field)?.message;
  // A dispatch field's message shows under its field (as an alert); anything else shows once below the actions.
  const onField = order.next_actions.includes('dispatched') && error?.issues.some((issue) => issue.field === 'carrier' || issue.field === 'tracking_number');

  const run = (next: StaffAction) => {
    setDone(null);
    action.mutate(next, { onSuccess: (answer) => setDone(answer.message ?? null) });
  };
  const dispatch = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'dispatched', carrier, tracking_number: tracking });
  };

  return (
    <section className="staff-actions" aria-label="Actions">
      {order.next_actions.length === 0 && <p className="staff-muted">{staffWaitingFor(order.status)}</p>}
      <div className="staff-actions__row">
        {order.next_actions.includes('paid') && (
          <button ref={paidButton} type="button" className="button button-primary" disabled={action.isPending} onClick={() => setConfirmPaid(true)}>
            Mark paid…
          </button>
        )}
        {order.next_actions.includes('in_production') && (
          <button type="button" className="button button-primary" disabled={action.isPending} onClick={() => run({ kind: 'in_production' })}>
            Mark in production
          </button>
        )}
        {order.next_actions.includes('delivered') && (
          <button type="button" className="button button-primary" disabled={action.isPending} onClick={() => run({ kind: 'delivered' })}>
            Mark delivered
          </button>
        )}
      </div>
      {order.next_actions.includes('dispatched') && (
        <form className="staff-dispatch" onSubmit={dispatch} noValidate>
          <label>
            Carrier
            <input value={carrier} onChange={(event) => setCarrier(event.target.value)} list="staff-carriers" autoComplete="off" aria-invalid={fieldError('carrier') ? true : undefined} aria-describedby={fieldError('carrier') ? 'staff-carrier-error' : undefined} />
            {fieldError('carrier') && (
              <span id="staff-carrier-error" className="staff-field-error" role="alert">
                {fieldError('carrier')}
              </span>
            )}
          </label>
          <datalist id="staff-carriers">
            <option value="SingPost" />
            <option value="Ninja Van" />
            <option value="J&T Express" />
            <option value="Qxpress" />
          </datalist>
          <label>
            Tracking number
            <input value={tracking} onChange={(event) => setTracking(event.target.value)} autoComplete="off" aria-invalid={fieldError('tracking_number') ? true : undefined} aria-describedby={fieldError('tracking_number') ? 'staff-tracking-error' : undefined} />
            {fieldError('tracking_number') && (
              <span id="staff-tracking-error" className="staff-field-error" role="alert">
                {fieldError('tracking_number')}
              </span>
            )}
          </label>
          <button type="submit" className="button button-primary" disabled={action.isPending}>
            Mark dispatched
          </button>
        </form>
      )}
      {action.isPending && <p role="status">Saving…</p>}
      {error && !action.isPending && !onField && (
        <p role="alert" className="staff-error">
          {error.message}
        </p>
      )}
      {done && !action.isPending && !error && <p role="status">{done}</p>}
      <LazyModal open={confirmPaid} onOpenChange={setConfirmPaid} title="Mark this order paid?" size="sm" returnFocusRef={paidButton}>
        <form
          className="staff-confirm"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirmPaid(false);
            run({ kind: 'paid', amount_cents: order.total_cents, ...(reference.trim() ? { reference: reference.trim() } : {}) });
          }}
        >
          <p>
            Only when <strong>{formatSgd(order.total_cents)}</strong> with reference <strong>{order.payment.reference}</strong> has arrived in the shop’s account. The customer is emailed
            that their payment was received.
          </p>
          <label>
            Bank reference or note (optional)
            <input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              maxLength={REFERENCE_MAX_LENGTH}
              autoComplete="off"
              aria-describedby={referenceLimit.describedBy}
              onPaste={referenceLimit.onPaste()}
            />
          </label>
          {referenceLimit.line}
          <div className="staff-actions__row">
            <button type="submit" className="button button-primary">
              Confirm {formatSgd(order.total_cents)} received
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirmPaid(false)}>
              Cancel
            </button>
          </div>
        </form>
      </LazyModal>
    </section>
  );
}
