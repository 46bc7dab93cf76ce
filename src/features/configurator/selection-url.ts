/**
 * The configurator's selection in the page's query string, both ways (the parameters themselves
 * are written by src/shared/configuration-url.ts). Reading never fails: a parameter the product
 * does not offer (stale link, typo) is dropped and the cascade takes the nearest valid choice
 * instead, silently.
 */
import type { Product } from '../catalogue/catalogue.schemas.js';
import { hasConfiguration, type ConfigurationFields } from '../../shared/configuration-url.js';
import { isLettering, LETTERING_ALIGNMENTS, normalizeLetteringText, type LetteringChoice } from '../lettering/lettering-choice.js';
import { letteringFontById } from '../lettering/lettering-fonts.js';
import { LETTERING_TEXT_MAX_LENGTH } from '../lettering/lettering-rules.js';
import { sanitizeCutInput, sanitizeStickersPerSheetInput, validateCutPerShape, validateStickersPerSheet } from '../pricing/cut-rules.js';
import { formatQuantity, validateCustomQuantity } from '../catalogue/quantity-rules.js';
import { parseSizeInput, SIZE_INPUT_MAX_LENGTH, validateSize } from '../catalogue/size-rules.js';
import {
  dimLookupsFor,
  effectiveQuantity,
  initialSelection,
  moveSizeIntoRange,
  PREMIUM_PROCESSING_CODE,
  quantitiesFor,
  quantityRuleFor,
  settle,
  shapeFollowingSize,
  type Selection,
} from './configurator-state.js';

/** The page's selection as the fields of a configuration link. */
export function selectionFields(selection: Selection): ConfigurationFields {
  return {
    cuttingId: selection.cuttingId,
    shapeId: selection.shapeId,
    finishingId: selection.finishingId,
    adhesiveId: selection.adhesiveId,
    colorId: selection.colorId,
    orientationId: selection.orientationId,
    width: selection.width,
    height: selection.height,
    cutPerShape: selection.cutPerShape,
    ea: selection.stickersPerSheet,
    quantity: selection.quantity,
    customQuantity: selection.customQuantity,
    addonItemIds: Object.values(selection.addonItems).filter((id): id is number => id !== null),
    premiumProcessingId: selection.premiumCoatingId ?? selection.premiumChoiceId,
    lettering: selection.lettering,
  };
}

/** Lettering is designed with the creation tool unless the query says tool=no. */
const creationToolInQuery = (search: URLSearchParams): boolean => search.get('tool') !== 'no';

/**
 * Whether the page of this product, opened with this query, shows the lettering designer in the
 * gallery's place (lettering with the creation tool), so no product picture is shown first.
 */
export const showsLetteringDesigner = (product: Pick<Product, 'url_slug'>, search: URLSearchParams): boolean => isLettering(product) && creationToolInQuery(search);

/** The lettering a query describes: anything unreadable falls back to the default. */
function letteringFromQuery(search: URLSearchParams, fallback: LetteringChoice): LetteringChoice {
  const text = search.get('text');
  const font = search.get('font');
  const align = search.get('align');
  return {
    useCreationTool: creationToolInQuery(search),
    installReady: search.get('install_ready') !== 'no',
    text: text !== null && text.length <= LETTERING_TEXT_MAX_LENGTH ? normalizeLetteringText(text) : fallback.text,
    fontId: font !== null && letteringFontById(font) ? font : fallback.fontId,
    alignment: LETTERING_ALIGNMENTS.find((a) => a === align) ?? fallback.alignment,
  };
}

const idParam = (search: URLSearchParams, name: string): number | null => {
  const text = search.get(name);
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
};

const sizeParam = (search: URLSearchParams, name: string): string | undefined => {
  const text = search.get(name)?.trim() ?? '';
  return text.length <= SIZE_INPUT_MAX_LENGTH && parseSizeInput(text) !== undefined ? text : undefined;
};

/**
 * The selection a query describes, settled against the product: each id the product no longer
 * offers (or never did) gives way to the cascade's choice, an unreadable size to the product's
 * starting size, an invalid cut count to 1 and an unknown quantity to the first one listed.
 */
export function selectionFromQuery(search: URLSearchParams, product: Product, options: { quantity?: number | undefined } = {}): Selection {
  const width = sizeParam(search, 'width');
  const height = sizeParam(search, 'height');
  const bothSides = width !== undefined && height !== undefined;
  const start = initialSelection(product, { quantity: options.quantity });
  if (!hasConfiguration(search)) return start;

  // Add-on items are stored by their add-on's code; premium processing is a choice and a coating.
  const addonItems: Record<string, number | null> = {};
  let premiumChoiceId: number | null = null;
  let premiumCoatingId: number | null = null;
  const addonIds = (search.get('addons') ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  for (const addon of product.attributes.addons) {
    if (addon.code === PREMIUM_PROCESSING_CODE) continue;
    const chosen = addon.items.find((i) => addonIds.includes(i.id));
    if (chosen) addonItems[addon.code] = chosen.id;
  }
  const premium = product.attributes.addons.find((a) => a.code === PREMIUM_PROCESSING_CODE);
  const premiumId = idParam(search, 'premium');
  if (premium && premiumId !== null) {
    if (premium.items.some((i) => i.id === premiumId)) premiumChoiceId = premiumId;
    else if (premium.finishing_premium_items.some((i) => i.id === premiumId)) {
      // A coating is only chosen under "Yes", the item after "No".
      premiumChoiceId = premium.items[1]?.id ?? null;
      premiumCoatingId = premiumId;
    }
  }

  const cuts = sanitizeCutInput(search.get('cuts'));
  const ea = sanitizeStickersPerSheetInput(search.get('ea'));
  const asked: Selection = {
    ...start,
    cuttingId: idParam(search, 'cutting') ?? start.cuttingId,
    // An unreadable side drops both: the cutting's starting size is nearer than half a size.
    width: bothSides ? width : '',
    height: bothSides ? height : '',
    shapeId: idParam(search, 'shape'),
    finishingId: idParam(search, 'finishing'),
    adhesiveId: idParam(search, 'adhesive'),
    colorId: idParam(search, 'color'),
    orientationId: idParam(search, 'orientation'),
    cutPerShape: validateCutPerShape(cuts) === null ? cuts : '',
    stickersPerSheet: validateStickersPerSheet(ea) === null ? ea : '',
    quantity: idParam(search, 'quantity') ?? start.quantity,
    customQuantity: null,
    addonItems,
    premiumChoiceId,
    premiumCoatingId,
    lettering: start.lettering ? letteringFromQuery(search, start.lettering) : null,
  };
  // An id not offered gives way to the cascade's choice; a size outside the range to the starting one.
  const selection = moveSizeIntoRange(shapeFollowingSize(settle(asked, product), product), product);
  return { ...selection, ...quantityFrom(search, product, selection) };
}

/**
 * The quantity of a query: a listed one as chosen; any other valid quantity (custom_quantity, or
 * a stored line's quantity that is not listed) as a custom quantity; anything else is dropped.
 */
function quantityFrom(search: URLSearchParams, product: Product, selection: Selection): Partial<Pick<Selection, 'quantity' | 'customQuantity'>> {
  const wanted = search.get('custom_quantity') ?? search.get('quantity');
  if (wanted === null || !/^\d{1,6}$/.test(wanted)) return {};
  const listed = quantitiesFor(product, selection);
  if (search.get('custom_quantity') === null && listed.includes(Number(wanted))) return { quantity: Number(wanted), customQuantity: null };
  const rule = quantityRuleFor(product, selection.cuttingId);
  if (!rule.allowed) return {};
  const check = validateCustomQuantity(wanted, rule);
  return check.ok ? { customQuantity: wanted } : {};
}

/**
 * What the page changed from a link and why, in the shopper's words: a size or quantity the
 * product can't be priced at online (over the maximum, below the minimum) is replaced, and the
 * shopper is told so instead of finding a different configuration without a word (issue 17).
 */
export function linkAdjustments(search: URLSearchParams, product: Product, selection: Selection): string[] {
  const notes: string[] = [];
  const askedWidth = parseSizeInput(search.get('width')?.trim() ?? '');
  const askedHeight = parseSizeInput(search.get('height')?.trim() ?? '');
  if (askedWidth !== undefined && askedHeight !== undefined && (String(askedWidth) !== String(selection.width) || String(askedHeight) !== String(selection.height))) {
    const check = validateSize({ width: askedWidth, height: askedHeight, lookups: dimLookupsFor(product, selection.cuttingId) });
    // The field's "…from the button below" points nowhere from here: the notice says what to do itself.
    const reason = check.ok ? '' : check.requestQuote ? check.message.replace(/\s*For special sizes.*$/, ' For a bigger size, request a quote.') : check.message.endsWith('.') ? check.message : `${check.message}.`;
    if (!check.ok) notes.push(`The link asked for ${askedWidth} × ${askedHeight} mm. ${reason} The page shows ${selection.width} × ${selection.height} mm instead.`);
  }
  const askedQuantity = search.get('custom_quantity') ?? search.get('quantity');
  if (askedQuantity !== null && /^\d{1,9}$/.test(askedQuantity) && askedQuantity !== effectiveQuantity(selection)) {
    const rule = quantityRuleFor(product, selection.cuttingId);
    const check = validateCustomQuantity(askedQuantity, rule);
    const reason = check.ok
      ? 'That quantity is not offered for these options.'
      : check.requestQuote
        ? `That is more than we price online (up to ${formatQuantity(rule.max_allowed_qty)}): for more, request a quote.`
        : check.message.replace(/^\*\s*/, '');
    notes.push(`The link asked for ${formatQuantity(Number(askedQuantity))} pieces. ${reason} The page shows ${formatQuantity(Number(effectiveQuantity(selection)))} instead.`);
  }
  return notes;
}
