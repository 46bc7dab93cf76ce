/**
 * /orders/{order_no}: the order for the visitor or member who placed it (GET /api/orders/{no});
 * anyone else gets the look-up form (number and email, POST /api/orders/lookup), and /orders is
 * that form alone. The order shows its status and timeline, the PayNow instructions while payment
 * is awaited, the lines, totals, delivery and contact, and the estimated dispatch date. A cancelled
 * order (issue 19) says so, when and why, and what happens to the money; refunds are listed with
 * their credit notes, and the totals show what was paid, refunded and kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatSgd, formatSgdUnit } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { ApiError } from '../../../web/lib/api-client.js';
import { emailProblem } from '../../account/account-rules.js';
import { FormAlert, TextField } from '../../account/web/FormField.js';
import { splitSummary } from '../../pricing/summary-text.js';
import { bonusPiecesText } from '../../promotions/coupon-rules.js';
import { dispatchWording, normaliseOrderNo, ORDER_MESSAGES } from '../order-rules.js';
import type { Order } from '../orders.schemas.js';
import { lookedUpOrderKey, lookupOrder, useLookedUpOrder, useOwnOrder } from './order-api.js';
import { formatShopDateTime } from '../../../shared/shop-time.js';
import { PayNowBlock } from './PayNowBlock.js';
import { OrderArtwork } from './OrderArtwork.js';
import { OrderDocuments } from './OrderDocuments.js';
import '../../account/web/account-forms.css';
import './orders.css';
import { formatSgPhone } from '../../../shared/phone.js';
import { TrackingNumber } from './TrackingNumber.js';

export function OrderPage() {
  const { orderNo: raw = '' } = useParams();
  const orderNo = normaliseOrderNo(raw) ?? raw;
  const own = useOwnOrder(orderNo);
  const lookedUp = useLookedUpOrder(orderNo);
  const order = own.data ?? lookedUp.data ?? null;
  if (own.isPending) return <p role="status">Loading your order…</p>;
  if (order) return <OrderView order={order} />;
  if (own.isError) return <p role="alert">We couldn't load this order. Please refresh the page.</p>;
  return <OrderLookup initialOrderNo={orderNo} />;
}

/** /orders: find an order by its number and email. */
export function OrderLookupPage() {
  return <OrderLookup initialOrderNo="" />;
}

function OrderLookup({ initialOrderNo }: { initialOrderNo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNo?: string | undefined; email?: string | undefined }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const found = { orderNo: orderNo.trim() === '' ? ORDER_MESSAGES.orderNoRequired : undefined, email: emailProblem(email) };
    setErrors(found);
    if (found.orderNo || found.email) {
      document.getElementById(found.orderNo ? 'lookup-order-no' : 'lookup-email')?.focus();
      return;
    }
    setPending(true);
    try {
      const order = await lookupOrder(orderNo.trim(), email.trim());
      queryClient.setQueryData(lookedUpOrderKey(order.order_no), order);
      if (initialOrderNo !== order.order_no) void navigate(paths.order(order.order_no));
    } catch (error) {
      const byField = error instanceof ApiError ? Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message])) : {};
      if (byField.order_no || byField.email) setErrors({ orderNo: byField.order_no, email: byField.email });
      else setAlert(error instanceof ApiError && error.message ? error.message : 'The order could not be found. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="order-page order-lookup" aria-labelledby="lookup-title">
      <h1 id="lookup-title">Find your order</h1>
      <p className="lead">Enter your order number and the email you ordered with. Your order number is in the confirmation email, e.g. O261123-7KD2QXM4AB.</p>
      <form className="acc-form checkout-card" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="lookup-title">
        <TextField
          id="lookup-order-no"
          label="Order number"
          value={orderNo}
          autoComplete="off"
          maxLength={64}
          error={errors.orderNo}
          onChange={(event) => {
            setOrderNo(event.target.value);
            setErrors((e) => ({ ...e, orderNo: undefined }));
          }}
        />
        <TextField
          id="lookup-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={320}
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
        />
        <FormAlert message={alert} />
        <div className="acc-actions">
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? 'Finding your order…' : 'Find my order'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What checkout hands the order page when artwork chosen at checkout could not be sent (the order itself is placed). */
export interface OrderPageState {
  artworkProblem?: string;
}

function OrderView({ order }: { order: Order }) {
  const awaitingPayment = order.status === 'awaiting_payment';
  const cancelled = order.cancellation;
  const artworkProblem = (useLocation().state as OrderPageState | null)?.artworkProblem;
  return (
    <article className="order-page" aria-labelledby="order-title">
      <header className="order-head">
        <h1 id="order-title">Order {order.order_no}</h1>
        <p className="order-status-line">
          <span className="order-status" data-status={order.status}>
            {order.status_label}
          </span>
          <span className="order-placed">Placed {formatShopDateTime(order.placed_at)}</span>
        </p>
        {cancelled ? (
          <section className="order-cancelled" aria-labelledby="order-cancelled-title">
            <h2 id="order-cancelled-title">{cancelled.heading}</h2>
            <p>
              Cancelled on {formatShopDateTime(cancelled.at)}. {cancelled.text}
            </p>
            <p>{cancelled.money}</p>
          </section>
        ) : (
          <p className="order-note">
            {order.payment.paid_at
              ? `We received your payment on ${formatShopDateTime(order.payment.paid_at)}. `
              : 'Your order is confirmed when we receive your payment. '}
            {nextStepText(order.status, order.payment.paid_at !== null)}
          </p>
        )}
        {artworkProblem && (
          <p className="acc-alert" role="alert">
            Your order is placed, but your artwork could not be sent: {artworkProblem} Please upload it below.
          </p>
        )}
        <OrderDocuments order={order} />
      </header>
      <div className="order-layout">
        <div className="order-main">
          {awaitingPayment && <PayNowBlock order={order} />}
          {order.payment.qr_svg_url !== null && !cancelled && <OrderArtwork orderNo={order.order_no} lineNames={order.lines.map((line) => splitSummary(line.summary).product)} />}
          <section className="checkout-card" aria-labelledby="order-items-title">
            <h2 id="order-items-title">Items</h2>
            <ul className="order-lines">
              {order.lines.map((line, index) => {
                const { product, details } = splitSummary(line.summary);
                return (
                  <li key={index} className="order-line">
                    <div>
                      <p className="order-line-name">{product}</p>
                      <p className="order-line-details">{details}</p>
                      {line.bonus_quantity > 0 && <p className="order-line-bonus">{bonusPiecesText(line.bonus_quantity)}</p>}
                      {line.quoted && <p className="order-line-bonus">Price quoted for you</p>}
                      <Link to={line.page_url} className="order-line-link">
                        View configuration<span className="visually-hidden"> of {product}</span>
                      </Link>
                    </div>
                    <dl className="order-line-figures">
                      <div>
                        <dt>Quantity</dt>
                        <dd>{line.quantity.toLocaleString('en-SG')}</dd>
                      </div>
                      <div>
                        <dt>Unit price</dt>
                        <dd>{formatSgdUnit(line.unit_price)}</dd>
                      </div>
                      <div>
                        <dt>Total</dt>
                        <dd>{formatSgd(line.total_price_cents)}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ul>
            <dl className="order-totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{formatSgd(order.sub_total_cents)}</dd>
              </div>
              {order.coupon_discount_cents > 0 && (
                <div>
                  <dt>Coupon ({order.coupon_code})</dt>
                  <dd>−{formatSgd(order.coupon_discount_cents)}</dd>
                </div>
              )}
              {order.point_discount_cents > 0 && (
                <div>
                  <dt>Points ({order.points_redeemed.toLocaleString('en-SG')})</dt>
                  <dd>−{formatSgd(order.point_discount_cents)}</dd>
                </div>
              )}
              {order.coupon_code && order.coupon_discount_cents === 0 && (
                <div>
                  <dt>Coupon</dt>
                  <dd>{order.coupon_code}</dd>
                </div>
              )}
              <div>
                <dt>Shipping ({order.shipping_method})</dt>
                <dd>{order.shipping_fee_cents === 0 ? 'Free' : formatSgd(order.shipping_fee_cents)}</dd>
              </div>
              <div className="order-total">
                <dt>Total</dt>
                <dd data-testid="order-total">{formatSgd(order.total_cents)}</dd>
              </div>
              {order.money.refunded_cents > 0 && (
                <>
                  <div>
                    <dt>Paid</dt>
                    <dd>{formatSgd(order.money.paid_cents)}</dd>
                  </div>
                  <div>
                    <dt>Refunded</dt>
                    <dd>−{formatSgd(order.money.refunded_cents)}</dd>
                  </div>
                  <div className="order-total">
                    <dt>Net paid</dt>
                    <dd data-testid="order-net">{formatSgd(order.money.net_cents)}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>
          {order.money.refunds.length > 0 && (
            <section className="checkout-card" aria-labelledby="order-refunds-title">
              <h2 id="order-refunds-title">Refunds</h2>
              <ul className="order-refunds">
                {order.money.refunds.map((refund) => (
                  <li key={refund.credit_note_no}>
                    <strong>{formatSgd(refund.amount_cents)}</strong> refunded on {formatShopDateTime(refund.at)} by {refund.method_label}, reference {refund.reference}.{' '}
                    {refund.pdf_url ? (
                      <a href={refund.pdf_url} target="_blank" rel="noopener">
                        Credit note {refund.credit_note_no} (PDF)
                      </a>
                    ) : (
                      <>Credit note {refund.credit_note_no}.</>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="order-side">
          <section className="checkout-card" aria-labelledby="order-progress-title">
            <h2 id="order-progress-title">Progress</h2>
            <ol className="order-timeline">
              {order.timeline.map((step) => {
                const state = step.status === order.status ? 'current' : step.at ? 'done' : 'upcoming';
                return (
                  <li key={step.status} className={`order-step order-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                    <span className="order-step-mark" aria-hidden="true">
                      {state === 'done' ? '✓' : ''}
                    </span>
                    <span className="order-step-text">
                      <span className="order-step-label">{step.label}</span>
                      <span className="order-step-date">
                        {step.at ? formatShopDateTime(step.at) : <span className="visually-hidden">Not yet</span>}
                        {state !== 'upcoming' && <span className="visually-hidden"> ({state === 'current' ? 'current step' : 'done'})</span>}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
          {cancelled ? null : order.shipment ? (
            <section className="checkout-card" aria-labelledby="order-dispatch-title">
              <h2 id="order-dispatch-title">{order.shipment.delivered_at ? 'Delivered' : 'Dispatched'}</h2>
              <dl className="order-contact">
                <div>
                  <dt>Carrier</dt>
                  <dd>{order.shipment.carrier}</dd>
                </div>
                <div>
                  <dt>Tracking number</dt>
                  <dd data-testid="order-tracking-number">
                    <TrackingNumber carrier={order.shipment.carrier} number={order.shipment.tracking_number} />
                  </dd>
                </div>
                <div>
                  <dt>Dispatched</dt>
                  <dd>{formatShopDateTime(order.shipment.dispatched_at)}</dd>
                </div>
                {order.shipment.delivered_at && (
                  <div>
                    <dt>Delivered</dt>
                    <dd>{formatShopDateTime(order.shipment.delivered_at)}</dd>
                  </div>
                )}
              </dl>
            </section>
          ) : (
            <DispatchAndDelivery order={order} />
          )}
          <section className="checkout-card" aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">Delivery</h2>
            <address className="order-address">
              {order.address.label && <strong>{order.address.label}</strong>}
              <span>
                {order.contact.first_name} {order.contact.last_name}
              </span>
              <span>{order.address.line1}</span>
              {order.address.line2 && <span>{order.address.line2}</span>}
              <span>Singapore {order.address.postcode}</span>
            </address>
            <dl className="order-contact">
              <div>
                <dt>Email</dt>
                <dd>{order.contact.email}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{formatSgPhone(order.contact.phone)}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}

/** The dispatch date (estimated, or worked out from payment and approval) and, apart from it, the estimated delivery. */
function DispatchAndDelivery({ order }: { order: Order }) {
  const wording = dispatchWording(order);
  return (
    <>
      <section className="checkout-card" aria-labelledby="order-dispatch-title" data-basis={order.dispatch_date_basis}>
        <h2 id="order-dispatch-title">{wording.heading}</h2>
        <p className="order-dispatch" data-testid="order-dispatch-date">
          {order.dispatch_date ? <time dateTime={order.dispatch_date}>{wording.date}</time> : wording.date}
        </p>
        {wording.note && <p className="acc-text">{wording.note}</p>}
      </section>
      <section className="checkout-card" aria-labelledby="order-delivery-estimate-title">
        <h2 id="order-delivery-estimate-title">{wording.delivery.heading}</h2>
        {wording.delivery.date ? (
          <>
            <p className="order-dispatch" data-testid="order-delivery-date">
              {order.delivery_date ? <time dateTime={order.delivery_date}>{wording.delivery.date}</time> : wording.delivery.date}
            </p>
            <p className="acc-text">{wording.delivery.by}.</p>
          </>
        ) : (
          <p className="acc-text">{wording.delivery.text}.</p>
        )}
      </section>
    </>
  );
}

/** What happens next, after the payment line: the proof step until it is approved, then the parcel. */
function nextStepText(status: Order['status'], paid: boolean): string {
  switch (status) {
    case 'proof_sent':
      return 'Your proof is ready below: please approve it or tell us what to change. Nothing is printed before you approve it.';
    case 'approved':
      // Approved is not yet printing: it waits for payment, then for its turn on the press.
      return paid ? 'You approved your proof: your order is queued for printing.' : 'You approved your proof: we print your order as soon as your payment is confirmed.';
    case 'in_production':
      return 'Your order is being printed.';
    case 'dispatched':
      return 'Your order is on its way.';
    case 'delivered':
      return 'Your order was delivered. Thank you for ordering with us!';
    default:
      return 'We check your artwork and send you a proof: nothing is printed before you approve it.';
  }
}
