/**
 * Resolves a shopper's configuration (the quote data) against the catalogue: every id exists,
 * every option goes with the others (offer.ts decides what is offered), the size, shape, cuts and
 * stickers per sheet pass the shared rules, and the option factors and price grid are looked up.
 * Throws ShopError for anything the page would not offer. Pricing it is price-quote.ts's job.
 */
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import type { StoredLettering } from '../../shared/stored-configuration.js';
import { isLettering, LETTERING_SHAPE_CLASS, SHEET_COLOUR_CODE } from '../lettering/lettering-choice.js';
import { resolveLettering } from '../lettering/lettering-configuration.js';
import type { AddonItemRow, CuttingRow, FeaturedItemRow, ProductRow, ShapeRow } from '../catalogue/catalogue.js';
import { isRollCutting, productDisplayName, showsPremiumCoating } from '../catalogue/labels.js';
import { needsCutPerShape, validateCutPerShape, validateStickersPerSheet } from './cut-rules.js';
import { addonCombinationProblem, offeredAddonIds, offeredAdhesiveIds, offeredFinishingIds } from './offer.js';
import type { PriceGrid } from './price-engine.js';
import { priceIndexOf, type PriceIndex } from './price-index.js';
import type { QuoteConfigurationInput } from './pricing.schemas.js';
import { customQuantityRule, type CustomQuantityRule } from '../catalogue/quantity-rules.js';
import { fixedSizes, isFixedSizeLookup, isShapeOffered, parseDimension, parseSizeInput, SIZE_REQUIRED_MESSAGE, validateShapeSides, validateSize, type OrientationName } from '../catalogue/size-rules.js';



export interface ResolvedConfiguration {
  product: ProductRow;
  cutting: CuttingRow;
  featuredItem: FeaturedItemRow | undefined;
  shape: (ShapeRow & { cuts: string }) | undefined;
  finishingId: number | null;
  adhesiveId: number | null;
  colorId: number | null;
  orientationId: number | null;
  /** Add-on items chosen (sheet colour, white print, punch hole…), premium processing excluded. */
  addonItemIds: number[];
  /** Premium processing as priced: its Yes item and the coating (empty for No). */
  premiumItemIds: number[];
  /** Premium processing ("Yes") is chosen: some runs are not offered with it (offer.ts). */
  premiumProcessing: boolean;
  premiumProcessingId: number | null;
  width: number;
  height: number;
  cutsPerShape: number | undefined;
  ea: number | undefined;
  grid: PriceGrid | undefined;
  quantityRule: CustomQuantityRule;
  /** Option factors in basis points, in a fixed order. */
  factorsBp: number[];
  /** Set when the size is over the maximum: no price, the shopper requests a quote. */
  sizeRequestQuote: string | undefined;
  /** Vinyl lettering's choices (lettering products only). */
  lettering: StoredLettering | undefined;
}

/** Validates ids, option combinations, size, shape and cuts against the catalogue. Throws ShopError. */
export function resolveConfiguration(
  snapshot: CatalogueSnapshot,
  input: Omit<QuoteConfigurationInput, 'quantity' | 'shipping_method_id'>,
  /** `strictLettering`: a line to store, whose lettering text must be there (lettering-configuration.ts). */
  options: { defaultSizeWhenMissing: boolean; strictLettering?: boolean },
): ResolvedConfiguration {
  const { catalogue } = snapshot;
  const prices = priceIndexOf(snapshot);
  const product = catalogue.productsById.get(input.product_id);
  if (!product) throw notFound("We couldn't find that product.");
  const productName = productDisplayName(product);

  let featuredItem: FeaturedItemRow | undefined;
  if (input.featured_item_id !== undefined) {
    featuredItem = catalogue.featuredItemsById.get(input.featured_item_id);
    if (!featuredItem) throw notFound("We couldn't find that featured item.");
    if (!catalogue.productsOfItem(featuredItem).some((p) => p.id === product.id)) {
      throw invalidField('product_id', `${productName} is not sold on the ${featuredItem.name} page.`);
    }
  }

  const productCutting = catalogue.productCuttings(product.id, featuredItem).find((c) => c.cutting.id === input.cutting_id);
  if (!productCutting) throw invalidField('cutting_id', `That cutting is not available for ${productName}.`);
  if (productCutting.disabled) {
    throw invalidField('cutting_id', `${productCutting.cutting.name} is currently unavailable for ${productName}.`);
  }
  const cutting = productCutting.cutting;

  // Finishing, adhesive and add-ons must be a combination the attribute lookups list for this cutting.
  const lookups = catalogue.attributeLookups(product.id, cutting.id);
  const finishingId = pickOption(input.finishing_id, offeredFinishingIds(lookups, cutting.id), 'finishing_id', 'That finishing is not available with this cutting.');
  const adhesiveIds = offeredAdhesiveIds(lookups, cutting.id, finishingId);
  const adhesiveId = isRollCutting(cutting.id) && input.adhesive_id === undefined
    ? null
    : pickOption(input.adhesive_id, adhesiveIds, 'adhesive_id', isRollCutting(cutting.id) ? 'Roll stickers have no adhesive choice.' : 'That adhesive is not available with this finishing.');
  const colorId = pickOption(input.color_id, [...catalogue.colorIds(product.id)], 'color_id', `That colour is not available for ${productName}.`);

  const allowedAddonIds = new Set(offeredAddonIds(lookups, cutting.id, finishingId));
  const { addonItemIds, premiumItemIds, premiumProcessingId } = resolveAddons(snapshot, product, cutting, finishingId, allowedAddonIds, input);

  let orientationId: number | null = null;
  let orientation: OrientationName | undefined;
  if (input.orientation_id !== undefined) {
    const row = catalogue.orientationsById.get(input.orientation_id);
    if (!row) throw invalidField('orientation_id', 'Please choose orientation A, B, C or D.');
    if (!catalogue.dimLookupsAllowOrientation(product.id, cutting.id)) {
      throw invalidField('orientation_id', 'An orientation is only chosen for roll stickers.');
    }
    orientationId = row.id;
    orientation = row.name as OrientationName;
  }

  // Size: the shared rules decide; over the maximum means "request a quote", not an error.
  const dimLookups = catalogue.dimLookups(product.id, cutting.id);
  let widthText = input.width ?? '';
  let heightText = input.height ?? '';
  if (options.defaultSizeWhenMissing && widthText === '' && heightText === '') {
    const smallest = smallestSize(dimLookups);
    widthText = String(smallest.width);
    heightText = String(smallest.height);
  }
  const width = parseSizeInput(widthText);
  const height = parseSizeInput(heightText);
  if (width === undefined || height === undefined) {
    throw new ShopError(422, 'validation', SIZE_REQUIRED_MESSAGE, [{ field: width === undefined ? 'width' : 'height', message: SIZE_REQUIRED_MESSAGE }]);
  }
  let sizeRequestQuote: string | undefined;
  if (dimLookups.length > 0 && dimLookups.every(isFixedSizeLookup)) {
    const sizes = fixedSizes(dimLookups);
    const [a, b] = [Math.max(width, height), Math.min(width, height)];
    if (!sizes.some((s) => Math.max(s.width, s.height) === a && Math.min(s.width, s.height) === b)) {
      throw invalidField('width', `Please choose one of the available sizes: ${sizes.map((s) => s.label).join(', ')}.`);
    }
  } else {
    const check = validateSize({ width: widthText, height: heightText, lookups: dimLookups.map(asDimLookup), orientation });
    if (!check.ok) {
      if (check.requestQuote) sizeRequestQuote = check.message;
      else throw invalidField(check.kind === 'orientation' ? 'orientation_id' : 'width', check.message);
    }
  }

  // Shape: must belong to the cutting; Circle/Square need equal sides, Oval/Rectangle unequal.
  // Lettering is cut to each letter's outline: the contour shape is the one offered (lettering-choice.ts).
  const contour = isLettering(product) ? productCutting.shapes.filter((s) => s.shape.element_class === LETTERING_SHAPE_CLASS) : [];
  const shapesOffered = contour.length > 0 ? contour : productCutting.shapes;
  let shape: (ShapeRow & { cuts: string }) | undefined;
  if (input.shape_id !== undefined) {
    const offered = shapesOffered.find((s) => s.shape.id === input.shape_id);
    if (!offered) throw invalidField('shape_id', contour.length > 0 ? 'Lettering is cut to the outline of each letter: it takes the Custom Shape only.' : `That shape is not available with ${cutting.name}.`);
    shape = { ...offered.shape, cuts: offered.cuts };
    const sidesMessage = validateShapeSides(shape.name, width, height);
    if (sidesMessage) throw invalidField('shape_id', sidesMessage);
  } else {
    const first = contour[0] ?? productCutting.shapes.find((s) => isShapeOffered(s.shape.name, width, height));
    if (first) shape = { ...first.shape, cuts: first.cuts };
  }

  let cutsPerShape: number | undefined;
  if (shape && needsCutPerShape(shape)) {
    const message = validateCutPerShape(input.cut_per_shape);
    if (message) throw invalidField('cut_per_shape', message);
    cutsPerShape = Number(input.cut_per_shape);
  }

  let ea: number | undefined;
  // Stickers per sheet: checked when given (the page always sends it for sheet cuttings); pricing does not depend on it.
  if (cutting.input_ea && input.ea !== undefined) {
    const message = validateStickersPerSheet(input.ea);
    if (message) throw invalidField('ea', message);
    ea = Number(input.ea);
  }

  const sheetColourAddon = catalogue.addonByCode(SHEET_COLOUR_CODE);
  const sheetColourItems = sheetColourAddon && allowedAddonIds.has(sheetColourAddon.id) ? catalogue.addonItems(sheetColourAddon.id) : [];
  const letteringResult = resolveLettering(product, input, {
    strict: options.strictLettering === true,
    sheetColour: sheetColourItems.length > 0 ? { items: sheetColourItems, chosenId: addonItemIds.find((id) => sheetColourItems.some((i) => i.id === id)) ?? sheetColourItems[0]?.id ?? null } : undefined,
  });
  if (!letteringResult.ok) throw invalidField(letteringResult.field, letteringResult.message);

  const factorsBp = optionFactors(prices, product.id, { finishingId, adhesiveId, colorId, orientationId, addonItemIds: [...addonItemIds, ...premiumItemIds] });
  return {
    product,
    cutting,
    featuredItem,
    shape,
    finishingId,
    adhesiveId,
    colorId,
    orientationId,
    addonItemIds,
    premiumItemIds,
    premiumProcessing: premiumItemIds.length > 0,
    premiumProcessingId,
    width,
    height,
    cutsPerShape,
    ea,
    grid: prices.grid(product.id, cutting.id),
    quantityRule: customQuantityRule(catalogue.customQuantityRules(product.id), product.id, cutting.id),
    factorsBp,
    sizeRequestQuote,
    lettering: letteringResult.lettering,
  };
}


// ---------------------------------------------------------------------------------------------

/** The chosen option if it is allowed, the first allowed one when none was chosen, null when there are none. */
function pickOption(chosen: number | undefined, allowed: number[], field: string, message: string): number | null {
  if (chosen === undefined) return allowed[0] ?? null;
  if (!allowed.includes(chosen)) throw invalidField(field, message);
  return chosen;
}

function asDimLookup(row: { id: number; cutting_id: number; min_size: string; max_size: string; is_equal: string }) {
  return { ...row, is_equal: row.is_equal === 'yes' ? ('yes' as const) : ('no' as const) };
}

/** The smallest size a cutting sells (its lookups' minimums, by area). */
export function smallestSize(lookups: readonly { min_size: string }[]): { width: number; height: number } {
  const sizes = lookups.map((l) => parseDimension(l.min_size));
  sizes.sort((x, y) => x.width * x.height - y.width * y.height);
  return sizes[0] ?? { width: 0, height: 0 };
}

function resolveAddons(
  snapshot: CatalogueSnapshot,
  product: ProductRow,
  cutting: CuttingRow,
  finishingId: number | null,
  allowedAddonIds: Set<number>,
  input: Pick<QuoteConfigurationInput, 'addon_item_id' | 'premium_processing_id'>,
): { addonItemIds: number[]; premiumItemIds: number[]; premiumProcessingId: number | null } {
  const { catalogue } = snapshot;
  const premiumAddon = catalogue.addonByCode('premium-processing');
  const chosen: AddonItemRow[] = [];
  for (const id of input.addon_item_id ?? []) {
    const item = catalogue.addonItemsById.get(id);
    if (!item || item.addon_id === premiumAddon?.id) {
      throw invalidField('addon_item_id', item ? 'Choose premium processing with premium_processing_id.' : 'That add-on does not exist.');
    }
    if (!allowedAddonIds.has(item.addon_id)) throw invalidField('addon_item_id', `${catalogue.addonsById.get(item.addon_id)?.name ?? 'That add-on'} is not available with this cutting and finishing.`);
    chosen.push(item);
  }
  for (const addonId of new Set(chosen.map((i) => i.addon_id))) {
    const addon = catalogue.addonsById.get(addonId);
    const count = chosen.filter((i) => i.addon_id === addonId).length;
    if (addon && count > addon.max_selected) {
      throw invalidField('addon_item_id', `Choose at most ${addon.max_selected} for ${addon.name}.`);
    }
  }
  // Add-ons that need another (a string needs a hole): the page never offers the pair, so refuse it.
  const offeredAddons = [...allowedAddonIds].flatMap((id) => catalogue.addonsById.get(id) ?? []);
  const combinationProblem = addonCombinationProblem(
    offeredAddons.map((addon) => ({ code: addon.code, name: addon.name, item: chosen.find((i) => i.addon_id === addon.id) })),
    Object.fromEntries(offeredAddons.map((addon) => [addon.code, addon.name])),
  );
  if (combinationProblem) throw invalidField('addon_item_id', combinationProblem);

  let premiumProcessingId: number | null = null;
  const premiumItems: number[] = [];
  if (input.premium_processing_id !== undefined && premiumAddon) {
    const item = catalogue.addonItemsById.get(input.premium_processing_id);
    if (!item || item.addon_id !== premiumAddon.id) throw invalidField('premium_processing_id', 'That premium processing option does not exist.');
    const items = catalogue.addonItems(premiumAddon.id);
    const [noItem, yesItem] = items.filter((i) => !i.premium_coating);
    const coatings = items.filter((i) => i.premium_coating);
    if (item.id !== noItem?.id) {
      if (!allowedAddonIds.has(premiumAddon.id)) {
        throw invalidField('premium_processing_id', isRollCutting(cutting.id) ? 'Premium processing is not available for roll stickers.' : 'Premium processing is not available with this cutting and finishing.');
      }
      // "Yes" means the first coating; Hologram and premium-coating finishings force the first coating.
      const forced = showsPremiumCoating({ productId: product.id, productName: product.name, finishingId: finishingId ?? undefined });
      const coating = item.premium_coating && !forced ? item : coatings[0];
      if (yesItem) premiumItems.push(yesItem.id);
      if (coating) premiumItems.push(coating.id);
      premiumProcessingId = coating?.id ?? item.id;
    } else {
      premiumProcessingId = item.id;
    }
  }
  return { addonItemIds: chosen.map((i) => i.id), premiumItemIds: premiumItems, premiumProcessingId };
}

function optionFactors(
  prices: PriceIndex,
  productId: number,
  options: { finishingId: number | null; adhesiveId: number | null; colorId: number | null; orientationId: number | null; addonItemIds: number[] },
): number[] {
  const factors: number[] = [];
  if (options.finishingId !== null) factors.push(prices.factor('finishing', options.finishingId, productId));
  if (options.adhesiveId !== null) factors.push(prices.factor('adhesive', options.adhesiveId, productId));
  if (options.colorId !== null) factors.push(prices.factor('color', options.colorId, productId));
  if (options.orientationId !== null) factors.push(prices.factor('orientation', options.orientationId, productId));
  for (const id of options.addonItemIds) factors.push(prices.factor('addon_item', id, productId));
  return factors;
}
