/**
 * The category switcher's desktop menu (Radix DropdownMenu): every category's items in
 * switcherColumns() columns. Loaded on demand by CategorySwitcher, opened at once when the
 * shopper's click is what loaded it.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { switcherColumns } from '../../catalogue/labels.js';
import { ItemText, TriggerContent, type SwitcherProps } from './CategorySwitcherParts.js';

export function CategoryMenu({ categories, currentName, isCurrent, defaultOpen }: SwitcherProps & { defaultOpen?: boolean }) {
  const idPrefix = useId();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
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
