/**
 * The compare tray (configurator.md §2, §4, §9): the saved configurations side by side, each with
 * Add to Cart and Remove. Rendered only while the tray is active (compare cookie and ct_ keys);
 * it reads storage 100 ms after mounting and again on every `compare-tray-change` or `storage`
 * event.
 *
 * It is fixed to the bottom of the screen, so it never moves the page. Collapsed it is a small
 * "Compare (N)" button in the bottom-left corner, clear of the price panel; expanded it shows the
 * cards: 3 at a time with Previous and Next above 810 px, and every card in a scrollable row
 * (2 in view) at 810 px and below. Hide collapses it again (so does Escape).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CartQuoteData } from '../../cart/cart.schemas.js';
import { formatQuantity } from '../../catalogue/quantity-rules.js';
import { dollarsToCents, formatSgdDollars, formatSgdUnit, unitPriceOf } from '../../../shared/money.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import { COMPARE_CHANGE_EVENT, compareStore, type CompareItem } from '../compare-store.js';
import './CompareTray.css';
import { splitSummary } from '../../pricing/summary-text.js';

/** Spec §9: the tray reads its items 100 ms after the page mounts it. */
export const COMPARE_TRAY_LOAD_DELAY_MS = 100;
/** Spec §9: cards shown at a time above the mobile breakpoint (at 810 px and below, all cards). */
export const COMPARE_CARDS_PER_PAGE = 3;
/** How long a card's button reads "Added" after a successful add to cart. */
export const ADDED_FEEDBACK_MS = 2500;

/** What adding may answer: true/false, or `{ ok, message }` with the reason it failed. */
export type AddToCartOutcome = boolean | { ok: boolean; message?: string };

export interface CompareTrayProps {
  /** Adds the card's quote data to the cart (useAddToCart); resolves true (or `{ ok: true }`) on success. */
  onAddToCart(quoteData: CartQuoteData): Promise<AddToCartOutcome>;
}

type CardState = 'adding' | 'added' | { failed: string };

export const ADD_FAILED_MESSAGE = "Couldn't add to cart. Please try again.";
type FocusTarget = 'toggle' | 'heading' | null;

export function CompareTray({ onAddToCart }: CompareTrayProps) {
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(false);
  const [items, setItems] = useState<CompareItem[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [start, setStart] = useState(0);
  const [cardStates, setCardStates] = useState<Record<string, CardState>>({});
  const [announcement, setAnnouncement] = useState('');
  const isMobile = useIsMobile();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<FocusTarget>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // Spec §4: load after 100 ms; reload whenever the store (or another window's storage) changes.
  useEffect(() => {
    const load = () => {
      const store = compareStore();
      const list = store.list();
      setActive(store.isTrayActive());
      setItems(list);
      setLoaded(true);
      if (list.length === 0) setExpanded(false); // an emptied tray closes, and comes back collapsed
    };
    const timer = setTimeout(load, COMPARE_TRAY_LOAD_DELAY_MS);
    window.addEventListener(COMPARE_CHANGE_EVENT, load);
    window.addEventListener('storage', load);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(COMPARE_CHANGE_EVENT, load);
      window.removeEventListener('storage', load);
    };
  }, []);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'toggle') toggleRef.current?.focus();
    else if (target === 'heading') headingRef.current?.focus();
  });

  const open = loaded && active && items.length > 0;
  const perPage = isMobile ? items.length : COMPARE_CARDS_PER_PAGE;
  const lastStart = Math.max(0, items.length - perPage);
  const first = Math.min(start, lastStart);
  const shown = isMobile ? items : items.slice(first, first + perPage);

  if (!open) return null;

  const expand = () => {
    setExpanded(true);
    focusAfterRender.current = 'heading';
  };
  const collapse = () => {
    setExpanded(false);
    focusAfterRender.current = 'toggle';
  };

  const remove = (item: CompareItem) => {
    compareStore().remove(item.key); // the change event reloads the list; with none left the tray closes
    setAnnouncement(`Removed ${item.product} from compare.`);
    if (items.length > 1) focusAfterRender.current = 'heading';
  };

  const addToCart = async (item: CompareItem) => {
    if (cardStates[item.key] === 'adding') return;
    setCardStates((s) => ({ ...s, [item.key]: 'adding' }));
    let outcome: AddToCartOutcome = false;
    try {
      outcome = await onAddToCart(item.quote_data);
    } catch {
      outcome = false;
    }
    const ok = typeof outcome === 'boolean' ? outcome : outcome.ok;
    const failure = (typeof outcome === 'object' && outcome.message) || ADD_FAILED_MESSAGE;
    setCardStates((s) => ({ ...s, [item.key]: ok ? 'added' : { failed: failure } }));
    setAnnouncement(ok ? `Added ${item.product} to cart.` : `${item.product}: ${failure}`);
    later(
      () =>
        setCardStates((s) => {
          const { [item.key]: _done, ...rest } = s;
          return rest;
        }),
      ok ? ADDED_FEEDBACK_MS : ADDED_FEEDBACK_MS * 2,
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      collapse();
    }
  };

  return (
    <section className="ct" aria-labelledby={headingId} data-expanded={expanded || undefined} onKeyDown={onKeyDown}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {!expanded && (
        <>
          <h2 id={headingId} className="visually-hidden">
            Compare configurations
          </h2>
          <button ref={toggleRef} type="button" className="ct-toggle" aria-expanded={false} onClick={expand}>
            Compare ({items.length})
          </button>
        </>
      )}
      {expanded && (
        <div className="ct-panel">
          <div className="ct-header">
            <h2 ref={headingRef} id={headingId} className="ct-heading" tabIndex={-1}>
              Compare configurations <span className="ct-count">({items.length})</span>
            </h2>
            <div className="ct-controls">
              {!isMobile && items.length > perPage && (
                <>
                  <span className="ct-range" aria-live="polite">
                    {first + 1}–{first + shown.length} of {items.length}
                  </span>
                  {/* aria-disabled, not disabled: the focus stays on the button at either end. */}
                  <button type="button" className="ct-button ct-button-quiet" aria-disabled={first === 0} onClick={() => setStart(Math.max(0, first - 1))}>
                    <span aria-hidden="true">‹</span>Previous
                  </button>
                  <button type="button" className="ct-button ct-button-quiet" aria-disabled={first >= lastStart} onClick={() => setStart(Math.min(lastStart, first + 1))}>
                    Next<span aria-hidden="true">›</span>
                  </button>
                </>
              )}
              <button type="button" className="ct-button ct-button-quiet" onClick={collapse}>
                Hide
              </button>
            </div>
          </div>
          <ul className="ct-cards" data-layout={isMobile ? 'scroll' : 'paged'}>
            {shown.map((item) => (
              <CompareCard key={item.key} item={item} state={cardStates[item.key]} onAddToCart={() => void addToCart(item)} onRemove={() => remove(item)} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function CompareCard({ item, state, onAddToCart, onRemove }: { item: CompareItem; state: CardState | undefined; onAddToCart(): void; onRemove(): void }) {
  const id = useId();
  const detailsId = `${id}-details`;
  const priceId = `${id}-price`;
  const quantityId = `${id}-quantity`;
  const describedBy = `${detailsId} ${quantityId} ${priceId}`;
  // pricing/v2's summary starts with the product name, which the card already has as its title.
  const { details } = splitSummary(item.details);
  const quantity = Number(item.quote_data.quantity);
  const hasQuantity = Number.isInteger(quantity) && quantity > 0;
  const addLabel = state === 'adding' ? 'Adding…' : state === 'added' ? 'Added' : 'Add to Cart';
  return (
    <li className="ct-card">
      <h3 className="ct-card-product">{item.page_url ? <a href={item.page_url}>{item.product}</a> : item.product}</h3>
      <p className="ct-card-details" id={detailsId}>
        {details}
      </p>
      <p className="ct-card-quantity" id={quantityId}>
        {hasQuantity ? `${formatQuantity(quantity)} pcs · ${formatSgdUnit(unitPriceOf(dollarsToCents(item.price), quantity))} each` : ''}
      </p>
      <p className="ct-card-price" id={priceId}>
        {formatSgdDollars(item.price)}
      </p>
      <div className="ct-card-actions">
        <button
          type="button"
          className="ct-button ct-button-primary"
          // The name starts with the words on the button (WCAG 2.5.3), then says which card.
          aria-label={`${addLabel}: ${item.product}`}
          aria-describedby={describedBy}
          aria-disabled={state === 'adding' || undefined}
          data-state={typeof state === 'object' ? 'failed' : state}
          onClick={onAddToCart}
        >
          {addLabel}
          {state === 'added' && <span aria-hidden="true"> ✓</span>}
        </button>
        <button type="button" className="ct-button ct-button-quiet" aria-label={`Remove ${item.product}`} aria-describedby={describedBy} onClick={onRemove}>
          Remove
        </button>
      </div>
      {typeof state === 'object' && <p className="ct-card-error">{state.failed}</p>}
    </li>
  );
}
