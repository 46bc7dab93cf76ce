/**
 * /cart: every line with its configuration in words, quantity, unit and line price, update and
 * remove; subtotal, shipping with the free-shipping rule, the estimated dispatch date and the
 * kick-off coupon note; Proceed to checkout opens /checkout (its own chunk, loaded then).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatSgd, formatSgdUnit } from '../../../shared/money.js';
import { apiSend, ApiError } from '../../../web/lib/api-client.js';
import { formatQuantity, sanitizeQuantityInput } from '../../catalogue/quantity-rules.js';
import type { Cart, CartLine } from '../cart.schemas.js';
import { splitSummary } from '../../pricing/summary-text.js';
import { CART_QUERY_KEY, useCart } from './get-cart.js';
import './CartPage.css';
import { paths } from '../../../shared/paths.js';
import { CART_LINE_PARAM } from '../../../shared/configuration-url.js';
import { ShippingChoice } from './ShippingChoice.js';

export function CartPage() {
  const { data: cart, isPending, isError } = useCart();
  if (isPending) return <p role="status">Loading your cart…</p>;
  if (isError || !cart) return <p role="alert">We couldn't load your cart. Please refresh the page.</p>;
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
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
      {cart.items.length === 0 ? (
        <p className="cart-empty">
          Your cart is empty. <Link to={paths.home}>Browse our products</Link> to get an instant quote.
        </p>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label="Cart lines">
            {cart.items.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </ul>
          <aside className="cart-summary" aria-label="Order summary">
            <ShippingChoice cart={cart} />
            <dl>
              <div>
                <dt>Subtotal</dt>
                <dd>{formatSgd(cart.sub_total_cents)}</dd>
              </div>
              <div>
                <dt>Shipping{cart.shipping_options.length > 1 ? ` (${cart.shipping_method})` : ''}</dt>
                <dd>{cart.free_shipping ? 'Free' : formatSgd(cart.shipping_fee_cents)}</dd>
              </div>
              <div className="cart-total">
                <dt>Total</dt>
                <dd>{formatSgd(cart.total_cents)}</dd>
              </div>
            </dl>
            {!cart.free_shipping && <p className="cart-hint">Free shipping Singapore wide on orders from S$100.00.</p>}
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
            {cart.kickoff_note && <p className="cart-kickoff">{cart.kickoff_note}</p>}
            <Link to={paths.checkout} className="button button-primary cart-checkout">
              Proceed to checkout
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}

/** The line's configuration in the configurator, marked as this line's: Update line replaces it. */
const editLineUrl = (line: CartLine) => `${line.page_url}${line.page_url.includes('?') ? '&' : '?'}${CART_LINE_PARAM}=${encodeURIComponent(line.id)}`;

function CartLineRow({ line }: { line: CartLine }) {
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const update = useMutation({
    mutationFn: async (body: { quantity: string } | null) =>
      body === null ? (await apiSend<Cart>('DELETE', `/cart/items/${line.id}`)).data : (await apiSend<Cart>('PATCH', `/cart/items/${line.id}`, body)).data,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
  const error = update.error instanceof ApiError ? update.error.message : update.error ? 'That change could not be saved. Please try again.' : null;
  const inputId = `qty-${line.id}`;
  return (
    <li className="cart-line">
      <div className="cart-line-text">
        <Link to={line.page_url} className="cart-line-product">
          {line.product}
        </Link>
        <p className="cart-line-summary">{splitSummary(line.summary).details}</p>
        {line.artwork_upload && (
          <p className="cart-line-artwork cart-line-upload">
            {line.artwork_upload.preview_url && <img className="cart-line-upload-thumb" src={line.artwork_upload.preview_url} alt="" width={40} height={40} />}
            <span>Your artwork: {line.artwork_upload.name}</span>
          </p>
        )}
        <p className="cart-line-unit">{formatSgdUnit(line.unit_price)} each</p>
        {line.artwork_from_order && <p className="cart-line-artwork">Artwork from order {line.artwork_from_order}</p>}
        {line.quoted ? (
          <p className="cart-line-quoted">
            Price quoted for you ({line.quoted.request_no}), valid until {line.quoted.valid_until_text}.{' '}
            <Link to={line.page_url}>View the quote</Link>
          </p>
        ) : (
          <Link to={editLineUrl(line)} className="cart-line-edit" aria-label={`Edit ${line.product} (${formatQuantity(line.quantity)} pcs)`}>
            Edit
          </Link>
        )}
      </div>
      {line.quoted ? (
        <p className="cart-line-quantity cart-line-quantity--fixed">
          <span className="cart-line-quantity-label">Quantity</span> {formatQuantity(line.quantity)}
        </p>
      ) : (
      <form
        className="cart-line-quantity"
        onSubmit={(event) => {
          event.preventDefault();
          if (quantity !== String(line.quantity)) update.mutate({ quantity });
        }}
      >
        <label htmlFor={inputId}>Quantity</label>
        <input
          id={inputId}
          inputMode="numeric"
          value={quantity}
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setQuantity(sanitizeQuantityInput(e.target.value))}
        />
        <button type="submit" className="button button-secondary" disabled={update.isPending || quantity === String(line.quantity)}>
          Update
        </button>
      </form>
      )}
      <p className="cart-line-total">{formatSgd(line.total_price_cents)}</p>
      <button type="button" className="cart-line-remove" onClick={() => update.mutate(null)} disabled={update.isPending} aria-label={`Remove ${line.product} (${formatQuantity(line.quantity)} pcs)`}>
        Remove
      </button>
      {error && (
        <p id={`${inputId}-error`} className="field-error cart-line-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
