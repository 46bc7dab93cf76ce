/**
 * Featured category switcher (configurator.md §2): a button naming the current featured item that
 * lists every category's items with their "from" prices: a dropdown menu on desktop, a bottom
 * sheet on mobile. Beside it, the review count (a jump to the reviews) and the fast-shipping line.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatSgdDollars } from '../../../shared/money.js';
import { Drawer } from '../../../web/components/ui/Drawer.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import { scrollToAnchor } from '../../../web/lib/scroll.js';
import { fastShippingLine } from '../../shipping/free-shipping.js';
import type { FeaturedCategory } from '../catalogue.schemas.js';
import { switcherColumns } from '../labels.js';
import './CategorySwitcher.css';
import { TruckIcon } from '../../../web/components/ui/TruckIcon.js';

export interface CategorySwitcherProps {
  categories: FeaturedCategory[];
  currentItemId: number;
  featuredCategoryId?: number;
  /** undefined while loading (space is kept), null when there are no reviews (nothing shown). */
  reviewSummary?: { ratingValue: number; total: number } | null;
  freeShipping: boolean;
}

/** The reviews block's anchor and the sticky bar's height the jump leaves clear (spec §2). */
export const REVIEWS_ANCHOR_ID = 'reviews';
export const ANCHOR_OFFSET_PX = 64;

const countFormat = new Intl.NumberFormat('en-SG');

/** The category whose entry is "current": the one the shopper came through, else the first holding the item. */
function currentCategoryId(categories: FeaturedCategory[], itemId: number, featuredCategoryId: number | undefined): number | undefined {
  const holding = categories.filter((c) => c.featured_items.some((i) => i.id === itemId));
  return (holding.find((c) => c.id === featuredCategoryId) ?? holding[0])?.id;
}

export function CategorySwitcher({ categories, currentItemId, featuredCategoryId, reviewSummary, freeShipping }: CategorySwitcherProps) {
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
          {fastShippingLine(freeShipping)}
        </span>
      </div>
    </div>
  );
}

interface SwitcherProps {
  categories: FeaturedCategory[];
  currentName: string | undefined;
  isCurrent(categoryId: number, itemId: number): boolean;
}

function TriggerContent({ currentName }: { currentName: string | undefined }) {
  return (
    <>
      <span className="category-switcher__trigger-text">{currentName ?? 'All products'}</span>
      <span className="visually-hidden">, change product</span>
      <svg className="category-switcher__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
}

function DesktopSwitcher({ categories, currentName, isCurrent }: SwitcherProps) {
  const idPrefix = useId();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="category-switcher__trigger">
        <TriggerContent currentName={currentName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="category-switcher__menu" align="start" sideOffset={6} collisionPadding={12} loop>
          {categories.map((category) => (
            <DropdownMenu.Group key={category.id} className="category-switcher__group" aria-labelledby={`${idPrefix}-${category.id}`}>
              <DropdownMenu.Label id={`${idPrefix}-${category.id}`} className="category-switcher__group-label">
                {category.name}
              </DropdownMenu.Label>
              <div className="category-switcher__items" style={{ '--category-switcher-columns': switcherColumns(category.featured_items.length) } as CSSProperties}>
                {category.featured_items.map((item) => (
                  <DropdownMenu.Item key={item.id} asChild>
                    <Link to={item.route} className="category-switcher__item" aria-current={isCurrent(category.id, item.id) ? 'page' : undefined}>
                      <ItemText name={item.name} fromPrice={item.from_price} current={isCurrent(category.id, item.id)} />
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </div>
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
      <Drawer open={open} onOpenChange={setOpen} title="Choose a product" returnFocusRef={triggerRef}>
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
      </Drawer>
    </>
  );
}

function ItemText({ name, fromPrice, current }: { name: string; fromPrice: number; current: boolean }) {
  return (
    <>
      <span className="category-switcher__item-name">
        {name}
        {current && (
          <svg className="category-switcher__check" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      <span className="category-switcher__item-price">from {formatSgdDollars(fromPrice)}</span>
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
      {countFormat.format(summary.total)} {summary.total === 1 ? 'review' : 'reviews'}
    </a>
  );
}
