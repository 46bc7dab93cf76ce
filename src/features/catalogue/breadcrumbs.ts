/**
 * The quote page's breadcrumb trail (configurator.md §2). Pure: the page and its tests share it.
 *
 * Stickers: "Stickers" › the paper / vinyl / special label, or the supply-group label (die cut,
 * kiss cut, Others, Sticker Sheet, roll) › the product name. The default trail, before an item is
 * known, is Stickers › Paper Stickers.
 *
 * Other families (not in the spec; our design): the family's page › the product's own name, e.g.
 * Business Cards › Royal Extra White 400gsm, Badges › Button Badge. Without a product that is a
 * single crumb, which the page does not show.
 */
import { productDisplayName } from './labels.js';
import { paths } from '../../shared/paths.js';

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page you are on. */
  href?: string;
}

export interface BreadcrumbInput {
  item?: { url_slug: string; name: string; route: string; category_id: number } | null;
  product?: { id: number; name: string } | null;
  categories: readonly { id: number; name: string; url_slug: string }[];
}

export const STICKERS_CRUMB: Crumb = { label: 'Stickers', href: paths.stickers };
export const DEFAULT_TRAIL: readonly Crumb[] = [STICKERS_CRUMB, { label: 'Paper Stickers', href: '/stickers/paper?featured=1' }];

/** Slugs whose crumb differs from the item's name (spec wording). */
const ITEM_LABELS: Readonly<Record<string, string>> = {
  sheet: 'Sticker Sheet',
  'other-finished-shape': 'Others',
};

/** Categories whose crumb is the category's own name: Paper Stickers, Vinyl Stickers, Special Stickers. */
const MATERIAL_CATEGORY_SLUGS: readonly string[] = ['paper', 'vinyl', 'special'];

const STICKER_ROUTE_PREFIX = '/stickers/';

export function breadcrumbTrail({ item, product, categories }: BreadcrumbInput): Crumb[] {
  if (!item) return DEFAULT_TRAIL.map((crumb) => ({ ...crumb }));

  const isSticker = item.route.startsWith(STICKER_ROUTE_PREFIX);
  const category = categories.find((c) => c.id === item.category_id);
  // ?featured= tells the item page which category the shopper came through (as in the default trail).
  const itemHref = isSticker ? `${item.route}?featured=${item.category_id}` : item.route;
  const itemLabel =
    isSticker && category && MATERIAL_CATEGORY_SLUGS.includes(category.url_slug)
      ? category.name
      : (ITEM_LABELS[item.url_slug] ?? item.name);

  const trail: Crumb[] = isSticker ? [{ ...STICKERS_CRUMB }] : [];
  trail.push({ label: itemLabel, href: itemHref });
  if (product) trail.push({ label: isSticker ? productDisplayName(product) : product.name.trim() });
  // The last crumb is the current page: never a link.
  const last = trail[trail.length - 1];
  if (last) delete last.href;
  return trail;
}
