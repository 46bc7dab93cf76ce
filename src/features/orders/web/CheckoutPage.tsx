/**
 * /checkout: the cart's lines and the server's totals, the shipping choice, contact and delivery
 * address (a member may pick one from the address book), each field checked with the shared
 * checkout rules (order-rules.ts) as the shopper types; a guest verifies the email with a code
 * first; one who types a member's email is told so at the email field and may sign in right there
 * (CheckoutSignIn.tsx), staying on checkout with the cart and what was typed. Place order sends POST /api/checkout with the total shown (`expected_total_cents`) and
 * an Idempotency-Key per submission (the same body keeps its key, so a retry places nothing
 * twice); on success the order's page opens. A 409 (the total changed) refreshes the cart.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatSgd } from '../../../shared/money.js';
import { paths } from '../../../shared/paths.js';
import { ApiError, newIdempotencyKey } from '../../../web/lib/api-client.js';
import type { Member, MemberAddress } from '../../account/account.schemas.js';
import { useAddresses } from '../../account/web/address-book.js';
import { FormAlert, TextField } from '../../account/web/FormField.js';
import { useMember } from '../../account/web/member-query.js';
import { useAccountForm } from '../../account/web/use-account-form.js';
import { LazyGuestAuthModal } from '../../account/web/LazyAuthModals.js';
import { useRegisteredEmail } from '../../account/web/use-registered-email.js';
import type { Cart } from '../../cart/cart.schemas.js';
import { CART_QUERY_KEY, cartQuery } from '../../cart/web/get-cart.js';
import { ShippingChoice } from '../../cart/web/ShippingChoice.js';
import { splitSummary } from '../../pricing/summary-text.js';
import { bonusPiecesText } from '../../promotions/coupon-rules.js';
import { checkoutProblems, ORDER_MESSAGES, type CheckoutField } from '../order-rules.js';
import type { CheckoutBody } from '../orders.schemas.js';
import { artworkChoiceProblem, CheckoutArtwork, sendCheckoutArtwork, type ArtworkChoice } from './CheckoutArtwork.js';
import { CheckoutDiscounts, useCheckoutQuote, type DiscountChoices } from './CheckoutDiscounts.js';
import type { OrderPageState } from './OrderPage.js';
import { GuestEmailCheck, sameEmail, type VerifiedEmail } from './GuestEmailCheck.js';
import { RegisteredEmailNotice } from './CheckoutSignIn.js';
import { orderQueryKey, placeOrder } from './order-api.js';
import '../../account/web/account-forms.css';
import '../../cart/web/CartPage.css';
import './orders.css';
import { formatSgPhone } from '../../../shared/phone.js';

const idOf = (field: CheckoutField) => `checkout-${field.replace('.', '-')}`;
const FORMAT: Partial<Record<CheckoutField, (value: string) => string>> = {
  'address.postcode': (value) => value.replace(/\D/g, '').slice(0, 6),
  'contact.phone': (value) => value.replace(/[^\d+\s-]/g, '').slice(0, 16),
};
const SEND_CODE_ID = 'checkout-send-code';
/** The address radio's value for "a new address". */
const NEW_ADDRESS = 'new';

export function CheckoutPage() {
  // Fresh from the server on arrival: the total shown is the one the order must match.
  const { data: cart, isPending, isError } = useQuery({ ...cartQuery(), refetchOnMount: 'always' });
  const { data: member, isPending: memberPending } = useMember();
  if (isPending || memberPending) return <p role="status">Loading checkout…</p>;
  if (isError || !cart) return <p role="alert">We couldn't load your cart. Please refresh the page.</p>;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {cart.items.length === 0 ? (
        <p className="cart-empty">
          Your cart is empty. <Link to={paths.home}>Browse our products</Link> to get an instant quote, then check out from your cart.
        </p>
      ) : (
        <CheckoutForm cart={cart} member={member ?? null} />
      )}
    </section>
  );
}

function CheckoutForm({ cart, member }: { cart: Cart; member: Member | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const addresses = useAddresses(member?.email ?? '');
  const book = member ? (addresses.data ?? []) : [];
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const defaultChoice = book.find((a) => a.is_default) ?? book[0];
  const choice = addressChoice ?? (defaultChoice ? String(defaultChoice.id) : NEW_ADDRESS);
  const bookEntry: MemberAddress | undefined = choice === NEW_ADDRESS ? undefined : book.find((a) => String(a.id) === choice);

  const [verified, setVerified] = useState<VerifiedEmail | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submission = useRef<{ body: string; key: string } | null>(null);

  const form = useAccountForm<CheckoutField>(
    {
      'contact.first_name': member?.first_name ?? '',
      'contact.last_name': member?.last_name ?? '',
      'contact.email': member?.email ?? '',
      // The member's own phone (My account), written as the shop shows it.
      'contact.phone': member?.phone ? formatSgPhone(member.phone) : '',
      'address.line1': '',
      'address.line2': '',
      'address.postcode': '',
      'address.label': '',
    },
    (v) => {
      const problems = checkoutProblems(
        { first_name: v['contact.first_name'], last_name: v['contact.last_name'], email: v['contact.email'], phone: v['contact.phone'] },
        { line1: v['address.line1'], line2: v['address.line2'], postcode: v['address.postcode'], label: v['address.label'] },
      );
      if (bookEntry) {
        // The address book's entry is already checked; its phone stands in for an empty one.
        for (const field of ['address.line1', 'address.line2', 'address.postcode', 'address.label'] as const) delete problems[field];
        if (v['contact.phone'].trim() === '' && bookEntry.phone) delete problems['contact.phone'];
      }
      return problems;
    },
    idOf,
    FORMAT,
  );
  const field = (name: CheckoutField) => ({ id: idOf(name), ...form.bind(name), error: form.errorOf(name) });
  const email = form.values['contact.email'];
  const emailVerified = member !== null || (verified !== null && sameEmail(verified.email, email));

  // A guest who types a member's email is offered to sign in right there; nothing else changes.
  const registered = useRegisteredEmail(email, member === null);
  const [signInOpen, setSignInOpen] = useState(false);
  /** Place order was pressed with this (registered) email while nobody was signed in. */
  const [signInAskedFor, setSignInAskedFor] = useState<string | null>(null);
  const signInButtonRef = useRef<HTMLButtonElement>(null);
  const signedInRef = useRef<HTMLParagraphElement>(null);
  // Signed in on this page: keep what the guest typed (an address typed stays chosen over the
  // address book's default) and fill what they left empty from their account.
  const [knownMember, setKnownMember] = useState(member);
  const [signedInHere, setSignedInHere] = useState(false);
  if (member !== knownMember) {
    setKnownMember(member);
    if (knownMember === null && member) {
      setSignedInHere(true);
      if (form.values['address.line1'].trim() !== '') setAddressChoice(NEW_ADDRESS);
      if (form.values['contact.first_name'].trim() === '') form.set('contact.first_name', member.first_name);
      if (form.values['contact.last_name'].trim() === '') form.set('contact.last_name', member.last_name);
      if (form.values['contact.phone'].trim() === '' && member.phone) form.set('contact.phone', formatSgPhone(member.phone));
    }
  }

  // Coupon and points: the server's quote is what the summary shows and what the order must match.
  const [choices, setChoices] = useState<DiscountChoices>({ couponCode: null, usePoints: false });
  const [artwork, setArtwork] = useState<ArtworkChoice>({});
  const [droppedCoupon, setDroppedCoupon] = useState<string | null>(null);
  const quoted = useCheckoutQuote(cart, choices, member ? '' : (verified?.email ?? ''));
  const quote = quoted.data;
  useEffect(() => {
    // The cart changed under an applied coupon or points (a line removed elsewhere): drop the choice and say why.
    const error = quoted.error;
    if (!(error instanceof ApiError)) return;
    if (error.issues.some((issue) => issue.field === 'coupon_code')) {
      setDroppedCoupon(error.message);
      setChoices((current) => ({ ...current, couponCode: null }));
    } else if (error.issues.some((issue) => issue.field === 'use_points')) {
      setChoices((current) => ({ ...current, usePoints: false }));
    }
  }, [quoted.error]);
  const bonusOf = (index: number) => quote?.lines[index]?.bonus_quantity ?? 0;

  function body(): CheckoutBody {
    const v = form.values;
    return {
      contact: { first_name: v['contact.first_name'].trim(), last_name: v['contact.last_name'].trim(), email: v['contact.email'].trim(), phone: v['contact.phone'].trim() },
      ...(bookEntry
        ? { address_book_id: bookEntry.id }
        : { address: { line1: v['address.line1'].trim(), line2: v['address.line2'].trim(), postcode: v['address.postcode'].trim(), label: v['address.label'].trim() } }),
      shipping_method: cart.shipping_method,
      ...(member === null && verified ? { email_token: verified.token } : {}),
      ...(choices.couponCode ? { coupon_code: choices.couponCode } : {}),
      ...(choices.usePoints ? { use_points: true } : {}),
      expected_total_cents: quote?.total_cents ?? cart.total_cents,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!form.submit()) return;
    if (cart.items.some((line) => artworkChoiceProblem(artwork[line.id]))) return;
    if (!quote || quoted.isFetching) {
      setAlert('Your total is being worked out. Please try again in a moment.');
      return;
    }
    if (!member && registered) {
      setSignInAskedFor(email);
      signInButtonRef.current?.focus();
      return;
    }
    if (!emailVerified) {
      setVerifyError(ORDER_MESSAGES.emailNotVerified);
      document.getElementById(SEND_CODE_ID)?.focus();
      return;
    }
    const payload = body();
    const text = JSON.stringify(payload);
    // One key per submission: sending the same order again (a retry) reuses it, a changed one gets a new key.
    if (submission.current?.body !== text) submission.current = { body: text, key: newIdempotencyKey() };
    setPending(true);
    try {
      const order = await placeOrder(payload, submission.current.key);
      queryClient.setQueryData(orderQueryKey(order.order_no), order);
      // The order is placed: artwork chosen here follows it; a refusal is said on the order page, where it can be sent again.
      const artworkProblem = await sendCheckoutArtwork(order.order_no, artwork, cart.items.map((line) => line.id));
      const state: OrderPageState = artworkProblem ? { artworkProblem } : {};
      void navigate(paths.order(order.order_no), { state });
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The total changed (or the cart emptied elsewhere): show the server's cart and say so.
        await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        await queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
        setAlert(`${error.message} The order summary now shows the new total.`);
        return;
      }
      if (error instanceof ApiError && error.issues.some((issue) => issue.field === 'email_token')) {
        setVerified(null);
        setVerifyError(error.message);
        document.getElementById(SEND_CODE_ID)?.focus();
        return;
      }
      if (error instanceof ApiError && error.issues.some((issue) => issue.field === 'coupon_code')) {
        setDroppedCoupon(error.message);
        setChoices((current) => ({ ...current, couponCode: null }));
        return;
      }
      if (!form.showServerErrors(error)) setAlert(error instanceof ApiError && error.message ? error.message : 'Your order could not be placed. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="checkout-layout">
      <form id={formId} className="checkout-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="checkout-title">
        <fieldset className="checkout-card">
          <legend>Contact</legend>
          {member && signedInHere && (
            <p ref={signedInRef} tabIndex={-1} className="acc-success checkout-signed-in" role="status">
              You're signed in as {member.email}. Your cart and what you typed are kept.
            </p>
          )}
          <div className="acc-row">
            <TextField {...field('contact.first_name')} label="First name" autoComplete="given-name" maxLength={100} />
            <TextField {...field('contact.last_name')} label="Last name" autoComplete="family-name" maxLength={100} />
          </div>
          {member ? (
            <p className="acc-email">
              <span className="acc-email-label">Email</span>
              <strong>{member.email}</strong>
            </p>
          ) : (
            <>
              <TextField {...field('contact.email')} label="Email" type="email" autoComplete="email" inputMode="email" maxLength={320} hint="Your order confirmation and payment details go here." />
              {/* Always there for a guest, so what appears in it is announced. */}
              <div role="status" className="checkout-registered-slot">
                {registered && <RegisteredEmailNotice onSignIn={() => setSignInOpen(true)} buttonRef={signInButtonRef} asked={signInAskedFor !== null && sameEmail(signInAskedFor, email)} />}
              </div>
            </>
          )}
          <TextField
            {...field('contact.phone')}
            label={bookEntry?.phone ? 'Phone (optional)' : 'Phone'}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={bookEntry?.phone ? `Leave empty to use ${formatSgPhone(bookEntry.phone)}, the phone of this address.` : 'A Singapore number, 8 digits, for the courier.'}
          />
          {!member && !registered && (
            <GuestEmailCheck
              email={email}
              firstName={form.values['contact.first_name']}
              lastName={form.values['contact.last_name']}
              verified={verified}
              onVerified={(next) => {
                setVerified(next);
                setVerifyError(null);
              }}
              onFieldError={(name, message) => form.setServerError(name, message)}
              error={verifyError}
              onErrorShown={() => setVerifyError(null)}
              sendButtonId={SEND_CODE_ID}
            />
          )}
        </fieldset>

        <fieldset className="checkout-card">
          <legend>Delivery address</legend>
          {member && addresses.isPending && <p role="status">Loading your address book…</p>}
          {book.length > 0 && (
            <div className="checkout-book" role="radiogroup" aria-label="Deliver to">
              {book.map((address) => (
                <label key={address.id} className="checkout-book-option">
                  <input type="radio" name="checkout-address" value={address.id} checked={choice === String(address.id)} onChange={() => setAddressChoice(String(address.id))} />
                  <span>
                    <strong>{address.label}</strong>
                    <span className="checkout-book-lines">
                      {[address.address_line1, address.address_line2, `Singapore ${address.postcode}`].filter(Boolean).join(', ')}
                    </span>
                  </span>
                </label>
              ))}
              <label className="checkout-book-option">
                <input type="radio" name="checkout-address" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => setAddressChoice(NEW_ADDRESS)} />
                <span>
                  <strong>A new address</strong>
                </span>
              </label>
            </div>
          )}
          {!bookEntry && (
            <>
              <TextField {...field('address.line1')} label="Address line 1" autoComplete="address-line1" maxLength={200} countCharacters hint="Block or house number, street, unit." />
              <TextField {...field('address.line2')} label="Address line 2 (optional)" autoComplete="address-line2" maxLength={200} countCharacters />
              <div className="acc-row">
                <TextField {...field('address.postcode')} label="Postcode" autoComplete="postal-code" inputMode="numeric" maxLength={6} hint="6 digits" />
                <TextField {...field('address.label')} label="Label (optional)" maxLength={50} countCharacters hint="e.g. Home, Office" />
              </div>
            </>
          )}
        </fieldset>
        <CheckoutArtwork cart={cart} choice={artwork} onChange={setArtwork} />
      </form>
      {/* Outside the guest's notice: it stays mounted to show 'Logged in Successfully' once the page knows the member. */}
      <LazyGuestAuthModal open={signInOpen} onOpenChange={setSignInOpen} email={email.trim()} onAuthenticated={() => undefined} returnFocusRef={signedInRef} />

      <aside className="cart-summary checkout-summary" aria-label="Order summary">
        <h2 className="checkout-summary-title">Your order</h2>
        {cart.price_changes.length > 0 && (
          <div className="cart-notice" role="status">
            <p>Prices were updated since you added these:</p>
            <ul>
              {cart.price_changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="checkout-lines" aria-label="Items">
          {cart.items.map((line, index) => (
            <li key={line.id}>
              <span className="checkout-line-name">{line.product}</span>
              <span className="checkout-line-details">
                {splitSummary(line.summary).details} · {line.quantity.toLocaleString('en-SG')} pcs
                {bonusOf(index) > 0 && <strong className="checkout-line-bonus"> {bonusPiecesText(bonusOf(index))}</strong>}
                {line.artwork_from_order && <span className="checkout-line-artwork">Artwork from order {line.artwork_from_order}</span>}
              </span>
              <span className="checkout-line-total">{formatSgd(line.total_price_cents)}</span>
            </li>
          ))}
        </ul>
        <ShippingChoice cart={cart} />
        <CheckoutDiscounts
          cart={cart}
          quote={quote}
          choices={choices}
          onChange={(next) => {
            setDroppedCoupon(null);
            setChoices(next);
          }}
          email={member ? '' : (verified?.email ?? '')}
          droppedMessage={droppedCoupon}
        />
        <dl aria-busy={quoted.isFetching || undefined}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatSgd(quote?.sub_total_cents ?? cart.sub_total_cents)}</dd>
          </div>
          {quote?.coupon && quote.coupon.discount_cents > 0 && (
            <div>
              <dt>Coupon ({quote.coupon.code})</dt>
              <dd>−{formatSgd(quote.coupon.discount_cents)}</dd>
            </div>
          )}
          {quote?.points && quote.points.discount_cents > 0 && (
            <div>
              <dt>Points ({quote.points.used.toLocaleString('en-SG')})</dt>
              <dd>−{formatSgd(quote.points.discount_cents)}</dd>
            </div>
          )}
          <div>
            <dt>Shipping ({cart.shipping_method})</dt>
            <dd>{(quote?.free_shipping ?? cart.free_shipping) ? 'Free' : formatSgd(quote?.shipping_fee_cents ?? cart.shipping_fee_cents)}</dd>
          </div>
          <div className="cart-total">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatSgd(quote?.total_cents ?? cart.total_cents)}</dd>
          </div>
        </dl>
        {cart.dispatch_date_text && (
          <p className="cart-hint">
            Estimated dispatch: <strong>{cart.dispatch_date_text}</strong> {cart.dispatch_condition}.
            {cart.delivery_date_text && (
              <>
                {' '}
                Estimated delivery: <strong>{cart.delivery_date_text}</strong> by {cart.shipping_method} shipping.
              </>
            )}
          </p>
        )}
        <p className="cart-hint">You pay by PayNow (or bank transfer) after placing the order. Nothing is printed before you approve a proof of your artwork.</p>
        <FormAlert message={alert} />
        <button type="submit" form={formId} className="button button-primary cart-checkout" disabled={pending || !quote} aria-busy={pending || undefined}>
          {pending ? 'Placing your order…' : 'Place order'}
        </button>
        <Link to={paths.cart} className="acc-link checkout-back">
          Back to cart
        </Link>
      </aside>
    </div>
  );
}
