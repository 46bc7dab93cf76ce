/**
 * The total, the dispatch-date line and the actions (spec §2, §4, §5). The total sits in a live
 * region named "Total"; it keeps its last value while a new price loads or the shopper types, is
 * S$0.00 while an input is invalid, and is replaced by "request a quote" over the maximum size or
 * quantity. Figures are tabular and the box has a fixed height, so a new price never shifts the page.
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { Product } from '../../catalogue/catalogue.schemas.js';
import { CLASSIC_PAPER_NOTE, FIRST_NON_STICKER_PRODUCT_ID, isRollCutting, productNote } from '../../catalogue/labels.js';
import type { PricingData } from '../../pricing/pricing.schemas.js';
import { formatQuantity } from '../../catalogue/quantity-rules.js';
import { canAddToCart } from '../../pricing/quote-readiness.js';
import type { KickoffPromo } from '../../promotions/promotions.schemas.js';
import { ShippingDateLine } from '../../shipping/web/ShippingDateLine.js';
import { ShippingMethodPicker } from '../../shipping/web/ShippingMethodPicker.js';
import { formatSgd, formatSgdUnit } from '../../../shared/money.js';
import { InfoButton } from '../../../web/components/ui/InfoButton.js';
import type { Selection, SelectionProblems } from '../configurator-state.js';
import { quoteReasonText } from '../request-quote.js';
import './PricePanel.css';
import { paths } from '../../../shared/paths.js';

/** Transparent stickers get the kick-off bonus called out as an additional-quantity offer (spec §4). */
export const KICKOFF_OFFER_PRODUCT_ID = 7;
/** A free roll dispenser comes with roll orders of this many or more (spec §1). */
export const FREE_DISPENSER_MIN_QUANTITY = 1000;

export interface PricePanelActions {
  onAddToCart?: () => void;
  onRequestQuote?: () => void;
  onCompare?: () => void;
  onPrintQuote?: () => void;
}

interface PricePanelProps extends PricePanelActions {
  product: Product;
  selection: Selection;
  pricing: PricingData | undefined;
  isFetching: boolean;
  isTyping: boolean;
  problems: SelectionProblems;
  /** Why there is no price although the options are valid: the server refused the configuration (its message), or the lettering is over its limit. */
  unpricedReason?: string | null | undefined;
  kickoff: KickoffPromo | null | undefined;
  /** The kick-off promo is still loading: its note's space is held so the panel does not jump. */
  kickoffLoading?: boolean;
  /** The main button's label: "Update line" when the page edits a cart line. */
  addLabel?: string | undefined;
  /** The shipping method picked here (null: the product's first, Standard); it goes with Add to cart. */
  shippingMethod: string | null;
  onShippingMethod(method: string): void;
  /** What the dispatch date depends on, before the first price says it (the served page's copy). */
  dispatchCondition?: string | undefined;
  onOpenShipping(): void;
  /** Why the last action (add to cart, compare, print quote) did not go through. */
  actionMessage?: string | null;
  /**
   * Where the main button (Add to Cart, Update line or Request a Quote) shows instead of here: the
   * phone's pinned bar while this panel is off screen. One button, wherever it is; its place here is kept.
   */
  mainActionIn?: HTMLElement | null;
}

/**
 * What the total shows (spec §4): S$0.00 while an input is invalid, "request a quote" over the
 * maximum, otherwise the latest price (the previous one stays while the next loads).
 */
/**
 * What the total shows. One behaviour for anything the page cannot price (an invalid entry once
 * typing pauses, or an answer the server refused): no price at all, a dash, with the reason; never
 * a bold S$0.00 and never the last price greyed out. `unpriced` is that case.
 */
export function displayedTotal(problems: SelectionProblems, pricing: PricingData | undefined, unpricedReason: string | null = null) {
  const hasError = Boolean(problems.size || problems.shape || problems.cuts || problems.stickersPerSheet || problems.quantity || problems.orientation);
  const quoteMode = Boolean(problems.requestQuote) || (!hasError && unpricedReason === null && pricing?.mode === 'request_quote');
  const unpriced = !quoteMode && (hasError || unpricedReason !== null);
  const totalCents = unpriced || quoteMode ? 0 : (pricing?.single_pricing?.total_price_cents ?? 0);
  return { hasError, quoteMode, unpriced, totalCents };
}

/** The field a blocking problem is about, in the shopper's words. */
function problemField(problems: SelectionProblems): string {
  if (problems.cuts) return 'number of cuts';
  if (problems.stickersPerSheet) return 'number of stickers per sheet';
  if (problems.quantity) return 'quantity';
  if (problems.shape && !problems.size) return 'shape';
  if (problems.orientation && !problems.size) return 'orientation';
  return 'size';
}

export function PricePanel(props: PricePanelProps) {
  const { product, selection, pricing, isFetching, isTyping, problems, kickoff, onOpenShipping } = props;
  const labelId = useId();
  const unpricedReason = props.unpricedReason ?? null;
  const { hasError, quoteMode, unpriced, totalCents } = displayedTotal(problems, pricing, unpricedReason);
  // Right above the Request a Quote button, so a message that points "below" points at it.
  const quoteReason = quoteReasonText(problems.requestQuote, pricing?.request_quote);
  const single = pricing?.single_pricing ?? null;
  const quantity = single?.quantity ?? selection.quantity ?? 0;
  const ready = canAddToCart({
    hasSize: selection.width !== '' && selection.height !== '',
    totalCents,
    isFetching,
    isTyping,
    sizeError: problems.size,
    quantityError: problems.quantity,
    moduloError: problems.quantity,
    orientationError: problems.orientation,
  });
  const priced = !quoteMode && !unpriced;
  const mainButton = quoteMode ? (
    <button type="button" className="button button-primary" onClick={props.onRequestQuote}>
      Request a Quote
    </button>
  ) : (
    <button type="button" className="button button-primary" disabled={!ready} onClick={props.onAddToCart}>
      {props.addLabel ?? 'Add to Cart'}
    </button>
  );
  const methodNames = product.shipping_methods;
  const chosenName = props.shippingMethod !== null && methodNames.includes(props.shippingMethod) ? props.shippingMethod : (methodNames[0] ?? null);
  const quotedMethods = pricing?.shipping_methods ?? [];
  const chosen = quotedMethods.find((m) => m.method === chosenName) ?? quotedMethods[0];
  const note = productNote(product.id);
  const roll = selection.cuttingId !== null && isRollCutting(selection.cuttingId);
  // The kick-off promo is a sticker coupon: cards, badges, magnets and tags don't take it.
  const kickoffApplies = kickoff && product.id < FIRST_NON_STICKER_PRODUCT_ID ? kickoff : null;

  return (
    <section className="price-panel" aria-label="Price and order">
      <ul className="price-notes">
        {note === CLASSIC_PAPER_NOTE && <li className="price-note">{note}</li>}
        {props.kickoffLoading && product.id < FIRST_NON_STICKER_PRODUCT_ID && <li className="price-note price-note-promo price-note-reserved" aria-hidden="true" />}
        {kickoffApplies && (
          <li className="price-note price-note-promo">
            <strong>{kickoffApplies.title}:</strong> an additional {formatQuantity(kickoffApplies.bonus_quantity)} for every order of {formatQuantity(kickoffApplies.minimum_quantity)} or more, with the kick-off sticker coupon <strong className="promo-code">{kickoffApplies.code}</strong> at checkout.
          </li>
        )}
        {kickoffApplies && product.id === KICKOFF_OFFER_PRODUCT_ID && quantity >= kickoffApplies.minimum_quantity && (
          <li className="price-note price-note-offer">
            You qualify: {formatQuantity(quantity)} + {formatQuantity(kickoffApplies.bonus_quantity * Math.floor(quantity / kickoffApplies.minimum_quantity))} additional stickers with the kick-off coupon.
          </li>
        )}
        {roll && quantity >= FREE_DISPENSER_MIN_QUANTITY && <li className="price-note price-note-offer">Free roll dispenser included</li>}
        {single?.price_helper && !roll && (
          <li className="price-note">
            Ordering {formatQuantity(single.quantity)} small stickers? <a href={paths.rollStickers}>Roll stickers</a> often cost less per piece.
          </li>
        )}
      </ul>

      {methodNames.length > 1 && (
        <ShippingMethodPicker
          options={methodNames.map((method) => {
            const quoted = quotedMethods.find((m) => m.method === method);
            // Over the maximum or with an invalid input there is no price, so no fee or date: a dash says so.
            const unknown = priced ? null : '—';
            return {
              method,
              feeText: quoted && priced ? (quoted.free_shipping ? 'Free' : formatSgd(quoted.shipping_fee_cents)) : unknown,
              dispatchDateText: quoted && priced ? quoted.schedule.dispatch_date_text : unknown,
              deliveryDateText: quoted && priced ? quoted.schedule.delivery_date_text : unknown,
            };
          })}
          value={chosenName}
          onChange={props.onShippingMethod}
        />
      )}

      <ShippingDateLine
        schedule={priced ? (chosen?.schedule ?? null) : null}
        condition={priced ? (chosen?.schedule.dispatch_condition ?? props.dispatchCondition) : undefined}
        pendingText={quoteMode ? "We'll confirm dispatch with your quote." : hasError ? `Dispatch date shown once the ${problemField(problems)} is valid.` : unpriced ? 'Dispatch date shown once the order can be priced.' : undefined}
        onOpenShipping={onOpenShipping}
      />

      <div className="price-total-row">
        <span id={labelId} className="price-total-label">
          Total
        </span>
        <div role="status" aria-labelledby={labelId} aria-busy={isFetching || isTyping} className="price-total" data-loading={isFetching || isTyping || undefined}>
          {quoteMode ? (
            <span className="price-quote-text">Request a quote</span>
          ) : unpriced ? (
            // Nothing can be priced as it stands: a dash and the reason, in the total's place.
            <>
              <span key="none" className="price-total-amount price-total-none">
                —
              </span>
              <span className="price-total-detail price-total-reason">{hasError ? `No price until the ${problemField(problems)} is valid.` : unpricedReason}</span>
            </>
          ) : !pricing ? (
            // The first price is loading: a block of the total's size, never a false S$0.00.
            <>
              <span key="skeleton" className="price-total-amount price-skeleton">
                <span className="visually-hidden">Working out the price…</span>
              </span>
              <span className="price-total-detail"> </span>
            </>
          ) : (
            <>
              <span key="amount" className="price-total-amount">
                {formatSgd(totalCents)}
              </span>
              <span className="price-total-detail">
                {single ? `${formatSgdUnit(single.unit_price)} each${single.savings_percent > 0 ? ` · save ${single.savings_percent}%` : ''}` : ' '}
              </span>
            </>
          )}
        </div>
      </div>
      {quoteMode && (
        <p className="price-quote-reason">
          {quoteReason.text}
          {quoteReason.extra && " We'll quote it for you."} <InfoButton topic="quote-info" />
        </p>
      )}

      <div className="price-actions">
        {props.mainActionIn ? (
          <>
            {createPortal(mainButton, props.mainActionIn)}
            <span className="price-main-placeholder" aria-hidden="true" />
          </>
        ) : (
          mainButton
        )}
        {props.actionMessage && (
          <p className="field-error" role="alert">
            {props.actionMessage}
          </p>
        )}
        <div className="price-secondary-actions">
          <button type="button" className="button button-secondary" disabled={!ready} onClick={props.onCompare}>
            Compare
          </button>
          <button type="button" className="button button-secondary" disabled={!ready} onClick={props.onPrintQuote}>
            Print Quote
          </button>
        </div>
      </div>
    </section>
  );
}
