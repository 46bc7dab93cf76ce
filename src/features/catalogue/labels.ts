/**
 * Labels, notes and display switches of the quote page (configurator.md §2, §4, §5, §9).
 * Pure: shared by the API and the quote page.
 */
import { CLASSIC_PAPER_NOTE } from '../../shared/option-notes.js';

export const BUSINESS_CARD_PRODUCT_IDS: readonly number[] = [19, 20, 21];
/** Sticker products (paper, vinyl, special) have ids below this. */
export const FIRST_NON_STICKER_PRODUCT_ID = 16;
export const BUSINESS_CARDS_NAME = 'Business Cards';

/** Product name for the services banner: "Business Cards", "Art Paper Stickers", "Button Badge". */
export function productDisplayName(product: { id: number; name: string }): string {
  const name = product.name.trim();
  if (BUSINESS_CARD_PRODUCT_IDS.includes(product.id)) return BUSINESS_CARDS_NAME;
  if (product.id < FIRST_NON_STICKER_PRODUCT_ID) {
    // Don't show "Hologram Stickers Stickers".
    return /\bstickers$/i.test(name) ? name : `${name} Stickers`;
  }
  return name;
}

/** Cuttings sold as sheets: their size is the sheet's size. */
export const SHEET_CUTTING_IDS: readonly number[] = [3, 5, 6, 8];
export const SHEET_SIZE_LABEL = 'Sheet size';
export const SIZE_LABEL = 'Size';

export function sizeLabel(cuttingId: number | null | undefined): string {
  return cuttingId != null && SHEET_CUTTING_IDS.includes(cuttingId) ? SHEET_SIZE_LABEL : SIZE_LABEL;
}

/** Products whose "finishing" is really a choice of material. */
export const MATERIAL_LABEL_PRODUCT_IDS: readonly number[] = [7, 8];
export const MATERIAL_LABEL = 'Material';
export const FINISHING_LABEL = 'Finishing';

export function finishingLabel(productId: number | null | undefined): string {
  return productId != null && MATERIAL_LABEL_PRODUCT_IDS.includes(productId) ? MATERIAL_LABEL : FINISHING_LABEL;
}

export const HOLOGRAM_PRODUCT_ID = 13;
export const PREMIUM_COATING_FINISHING_IDS: readonly number[] = [6, 7];

export interface PremiumCoatingContext {
  productId?: number | null;
  productName?: string | null;
  finishingId?: number | null;
}

const isHologram = ({ productId, productName }: PremiumCoatingContext): boolean =>
  productId === HOLOGRAM_PRODUCT_ID || (productName != null && /\bhologram\b/i.test(productName));

/** Premium coating is shown for the Hologram product or finishings 6 and 7. */
export function showsPremiumCoating(context: PremiumCoatingContext): boolean {
  return (
    isHologram(context) ||
    (context.finishingId != null && PREMIUM_COATING_FINISHING_IDS.includes(context.finishingId))
  );
}

/** In those cases the premium coating sub-choice is forced to the first option; else free choice (null). */
export function forcedPremiumCoatingIndex(context: PremiumCoatingContext): 0 | null {
  return showsPremiumCoating(context) ? 0 : null;
}

/** Roll stickers: fixed sizes, no adhesives, no premium processing, own title notice. */
export const ROLL_CUTTING_ID = 9;

export function isRollCutting(cuttingId: number | null | undefined): boolean {
  return cuttingId === ROLL_CUTTING_ID;
}

export const HIDDEN_FROM_SPECIAL_PROCESSING_PRODUCT_IDS: readonly number[] = [9, 23];
export const HIDDEN_INFO_PANEL_FEATURED_ITEM_IDS: readonly number[] = [10, 11, 12];

export function isHiddenFromSpecialProcessing(productId: number): boolean {
  return HIDDEN_FROM_SPECIAL_PROCESSING_PRODUCT_IDS.includes(productId);
}

export function showsInfoPanel(featuredItemId: number | null | undefined): boolean {
  return featuredItemId == null || !HIDDEN_INFO_PANEL_FEATURED_ITEM_IDS.includes(featuredItemId);
}

/** Columns of the featured category switcher: 2 or 4 items → 2, other counts above 2 → 3, else 1. */
export function switcherColumns(itemCount: number): 1 | 2 | 3 {
  if (itemCount === 2 || itemCount === 4) return 2;
  if (itemCount > 2) return 3;
  return 1;
}

// Notes: exact spec wording.
export const CLASSIC_PAPER_PRODUCT_ID = 2;
export { CLASSIC_PAPER_NOTE, PREMIUM_COATING_NOTE } from '../../shared/option-notes.js';
export const ROLL_TITLE_NOTICE =
  'Due to high demand for roll stickers, shipping days may be delayed. Thank you for your patience';

/** Note shown under the material for classic paper, else null. */
export function productNote(productId: number | null | undefined): string | null {
  return productId === CLASSIC_PAPER_PRODUCT_ID ? CLASSIC_PAPER_NOTE : null;
}

/** Once-per-session title notice: only roll stickers have one. */
export function titleNotice(cuttingId: number | null | undefined): string | null {
  return isRollCutting(cuttingId) ? ROLL_TITLE_NOTICE : null;
}

/** A product's name as shoppers search for it: "Art Paper Stickers", "Custom Decals", "Royal Extra White 400gsm Business Cards", "Button Badges". */
export function productSeoName(product: { id: number; name: string }): string {
  const name = product.name.trim();
  if (BUSINESS_CARD_PRODUCT_IDS.includes(product.id)) return /business cards?$/i.test(name) ? name : `${name} Business Cards`;
  if (product.id < FIRST_NON_STICKER_PRODUCT_ID) return /\b(stickers|decals|lettering)$/i.test(name) ? name : `${name} Stickers`;
  return /s$/i.test(name) ? name : `${name}s`;
}
