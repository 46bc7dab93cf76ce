/** Pieces the category switcher's button, desktop menu and mobile sheet share. */
import { formatSgdDollars } from '../../../shared/money.js';
import type { FeaturedCategory } from '../../catalogue/catalogue.schemas.js';

export interface SwitcherProps {
  categories: FeaturedCategory[];
  currentName: string | undefined;
  isCurrent(categoryId: number, itemId: number): boolean;
}

export function TriggerContent({ currentName }: { currentName: string | undefined }) {
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

export function ItemText({ name, fromPrice, current }: { name: string; fromPrice: number; current: boolean }) {
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
