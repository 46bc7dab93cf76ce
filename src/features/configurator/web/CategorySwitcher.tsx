/**
 * Featured category switcher (configurator.md §2): a button naming the current featured item that
 * lists every category's items with their "from" prices: a dropdown menu on desktop, a bottom
 * sheet on mobile. Beside it, the review count (a jump to the reviews) and the fast-shipping line.
 */
import { lazy, Suspense, useId, useRef, useState, useTransition, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { LazyDrawer } from '../../../web/components/ui/LazyModal.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import { scrollToAnchor } from '../../../web/lib/scroll.js';
import { fastShippingLine } from '../../shipping/free-shipping.js';
import type { FeaturedCategory } from '../../catalogue/catalogue.schemas.js';
import { ItemText, TriggerContent, type SwitcherProps } from './CategorySwitcherParts.js';
import './CategorySwitcher.css';
import { TruckIcon } from '../../../web/components/ui/TruckIcon.js';
import { formatWholeNumber } from '../../../shared/number-format.js';

export interface CategorySwitcherProps {
  categories: FeaturedCategory[];
  currentItemId: number;
  featuredCategoryId?: number;
  /** undefined while loading (space is kept), null when there are no reviews (nothing shown). */
  reviewSummary?: { ratingValue: number; total: number } | null;
  freeShipping: boolean;
  /** What "fast" means for the selected product, e.g. "delivered within 4 business days of dispatch" (shipping/delivery-story.ts); null while unknown. */
  deliveryNote: string | null;
}

/** The reviews block's anchor and the sticky bar's height the jump leaves clear (spec §2). */
export const REVIEWS_ANCHOR_ID = 'reviews';
export const ANCHOR_OFFSET_PX = 64;


/** The category whose entry is "current": the one the shopper came through, else the first holding the item. */
function currentCategoryId(categories: FeaturedCategory[], itemId: number, featuredCategoryId: number | undefined): number | undefined {
  const holding = categories.filter((c) => c.featured_items.some((i) => i.id === itemId));
  return (holding.find((c) => c.id === featuredCategoryId) ?? holding[0])?.id;
}

export function CategorySwitcher({ categories, currentItemId, featuredCategoryId, reviewSummary, freeShipping, deliveryNote }: CategorySwitcherProps) {
  const isMobile = useIsMobile();
  const currentCategory = currentCategoryId(categories, currentItemId, featuredCategoryId);
  const currentItem = categories.find((c) => c.id === currentCategory)?.featured_items.find((i) => i.id === currentItemId);
  const isCurrent = (categoryId: number, itemId: number) => categoryId === currentCategory && itemId === currentItemId;

  return (
    <div className="category-switcher">
      {categories.length > 0 &&
        (isMobile ? (
          <MobileSwitcher categories={categories} currentName={currentItem?.name} isCurrent={isCurrent} />
        ) : (
          <DesktopSwitcher categories={categories} currentName={currentItem?.name} isCurrent={isCurrent} />
        ))}
      <div className="category-switcher__facts">
        <ReviewLink summary={reviewSummary} />
        <span className="category-switcher__shipping">
          <TruckIcon className="category-switcher__truck" size={18} />
          <span>
            {fastShippingLine(freeShipping)}
            {deliveryNote !== null && <span className="category-switcher__shipping-note"> · {deliveryNote}</span>}
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * The desktop menu's code (Radix DropdownMenu with floating-ui) loads when the shopper first
 * reaches for it (hover or focus starts the download, a click or ArrowDown opens it), so the first
 * visit does not pay for a closed menu. Until then a plain button of the same look stands in; the
 * switch happens in a transition, so the button stays on screen (and focused) while the code arrives.
 */
const CategoryMenu = lazy(() => import('./CategoryMenu.js').then((m) => ({ default: m.CategoryMenu })));
/** Starts the download early (the browser's module cache makes the later import() instant). */
const loadCategoryMenu = () => import('./CategoryMenu.js');

function DesktopSwitcher(props: SwitcherProps) {
  const [asked, setAsked] = useState(false);
  const [, startTransition] = useTransition();
  if (asked) {
    return (
      <Suspense fallback={null}>
        <CategoryMenu {...props} defaultOpen />
      </Suspense>
    );
  }
  const open = () => startTransition(() => setAsked(true));
  return (
    <button
      type="button"
      className="category-switcher__trigger"
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => void loadCategoryMenu()}
      onFocus={() => void loadCategoryMenu()}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    >
      <TriggerContent currentName={props.currentName} />
    </button>
  );
}

function MobileSwitcher({ categories, currentName, isCurrent }: SwitcherProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  return (
    <>
      <button ref={triggerRef} type="button" className="category-switcher__trigger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <TriggerContent currentName={currentName} />
      </button>
      <LazyDrawer open={open} onOpenChange={setOpen} title="Choose a product" returnFocusRef={triggerRef}>
        <div className="category-switcher__sheet">
          {categories.map((category) => (
            <section key={category.id} className="category-switcher__group" aria-labelledby={`${idPrefix}-${category.id}`}>
              <h3 id={`${idPrefix}-${category.id}`} className="category-switcher__group-label">
                {category.name}
              </h3>
              <ul className="category-switcher__items category-switcher__items--sheet">
                {category.featured_items.map((item) => (
                  <li key={item.id}>
                    {/* Choosing an item closes the sheet (spec §2); the link then navigates. */}
                    <Link
                      to={item.route}
                      className="category-switcher__item"
                      aria-current={isCurrent(category.id, item.id) ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      <ItemText name={item.name} fromPrice={item.from_price} current={isCurrent(category.id, item.id)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </LazyDrawer>
    </>
  );
}

function ReviewLink({ summary }: { summary: CategorySwitcherProps['reviewSummary'] }) {
  if (summary === null || (summary && summary.total <= 0)) return null;
  // While the summary loads, an invisible stand-in keeps the shipping line from shifting.
  if (summary === undefined) return <span className="category-switcher__reviews category-switcher__reviews--pending" aria-hidden="true" />;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Offset scroll past the sticky bar; without the reviews block, the plain #reviews jump stays.
    if (scrollToAnchor(REVIEWS_ANCHOR_ID, ANCHOR_OFFSET_PX)) event.preventDefault();
  };
  return (
    <a className="category-switcher__reviews" href={`#${REVIEWS_ANCHOR_ID}`} onClick={onClick}>
      <span className="category-switcher__star" aria-hidden="true">
        ★
      </span>
      {summary.ratingValue.toFixed(1)}
      <span className="visually-hidden"> out of 5,</span>
      <span aria-hidden="true"> · </span>
      {formatWholeNumber(summary.total)} {summary.total === 1 ? 'review' : 'reviews'}
    </a>
  );
}
