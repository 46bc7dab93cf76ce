/**
 * The configurator's selection and its cascade (configurator.md §4), as pure functions over a
 * product's attributes. The page holds a Selection in a reducer; every change goes through
 * `configure`, which applies the spec's resets and then `settle`s the selection so that each
 * choice is one the data still offers (the first one otherwise). Rules come from the shared rule
 * modules; nothing here decides a price (the server does).
 */
import type { Product } from '../catalogue/catalogue.schemas.js';
import type { ConfigurationIds } from '../../shared/configuration-url.js';
import { DEFAULT_LETTERING, disabledSheetColourIds, isLettering, LETTERING_SHAPE_CLASS, letteringParams, SHEET_COLOUR_CODE, type LetteringChoice } from '../lettering/lettering-choice.js';
import { forcedPremiumCoatingIndex, isRollCutting } from '../catalogue/labels.js';
import { MIN_CUTS_PER_SHAPE, MIN_STICKERS_PER_SHEET, MULTI_CUT_CUTTING_IDS, needsCutPerShape, validateCutPerShape, validateStickersPerSheet } from '../pricing/cut-rules.js';
import { addonPrerequisiteMet, isNoneChoice, offeredAddonIds, offeredAdhesiveIds, offeredFinishingIds, offeredQuantities, quantityOfferProblem } from '../pricing/offer.js';
import {
  customQuantityRule,
  keepOrFirstQuantity,
  validateCustomQuantity,
  type CustomQuantityRule,
} from '../catalogue/quantity-rules.js';
import {
  fixedSizes,
  isFixedSizeLookup,
  isShapeOffered,
  parseSizeInput,
  validateShapeSides,
  validateSize,
  type FixedSize,
  type OrientationName,
} from '../catalogue/size-rules.js';

export const PREMIUM_PROCESSING_CODE = 'premium-processing';
/** The die-cut cutting: every shape is listed and the size is checked against it (spec §4). */
export const DIE_CUT_CUTTING_ID = 1;
/** Promotions that preselect a quantity (spec §4 Promos): the bumper promo and ?roll_promo=1000. */
export const BUMPER_PRODUCT_ID = 4;
export const PROMO_QUANTITY = 1000;

/** The size a first visit starts from when the cutting has no preset (a typical logo sticker). */
export const POPULAR_SIZE_MM = 50;

export interface Selection extends ConfigurationIds {
  productId: number;
  /** As typed (text); fixed sizes fill both. */
  width: string;
  height: string;
  cutPerShape: string;
  /** Stickers per sheet as typed, for cuttings that take it (input_ea); '' elsewhere. */
  stickersPerSheet: string;
  /** The listed quantity chosen last. */
  quantity: number | null;
  /** The typed custom quantity; null when not in custom quantity mode. */
  customQuantity: string | null;
  /** Chosen item per add-on code (sheet-color, roll-orientation, white-print, punch-hole, tag-string). */
  addonItems: Record<string, number | null>;
  /** Premium processing: the top-level choice (No / Yes) and, for Yes, the premium coating. */
  premiumChoiceId: number | null;
  premiumCoatingId: number | null;
  /** Vinyl lettering: install ready, the creation tool and its text, font and alignment (null elsewhere). */
  lettering: LetteringChoice | null;
}

export type SelectionChange =
  | { type: 'product'; product: Product }
  | { type: 'cutting'; cuttingId: number }
  | { type: 'shape'; shapeId: number }
  | { type: 'finishing'; finishingId: number }
  | { type: 'adhesive'; adhesiveId: number }
  | { type: 'color'; colorId: number }
  | { type: 'orientation'; orientationId: number }
  | { type: 'size'; width: string; height: string }
  | { type: 'cuts'; value: string }
  | { type: 'stickersPerSheet'; value: string }
  | { type: 'quantity'; quantity: number }
  | { type: 'customQuantity'; value: string }
  /** Custom Quantity was picked: the box starts from the listed quantity when the rule takes it. */
  | { type: 'startCustomQuantity' }
  /** The custom box was left empty: back to the last chosen quantity. */
  | { type: 'leaveCustomQuantity' }
  | { type: 'addon'; code: string; itemId: number }
  | { type: 'premium'; choiceId: number }
  | { type: 'premiumCoating'; coatingId: number }
  | { type: 'lettering'; lettering: Partial<LetteringChoice> };

// ---- What the data offers --------------------------------------------------------------------

const inOrder = <T extends { id: number }>(all: readonly T[], ids: Iterable<number | null>): T[] => {
  const wanted = new Set(ids);
  return all.filter((o) => wanted.has(o.id));
};

export const cuttingsOf = (product: Product) => product.attributes.cuttings;

export function cuttingOf(product: Product, cuttingId: number | null) {
  return product.attributes.cuttings.find((c) => c.id === cuttingId);
}

// What goes together is decided by pricing/offer.ts, the module the server checks orders with.
export function finishingsFor(product: Product, cuttingId: number | null) {
  return inOrder(product.attributes.finishings, offeredFinishingIds(product.attributes.attribute_lookups, cuttingId));
}

/** Roll stickers (cutting 9) have no adhesive choice. */
export function adhesivesFor(product: Product, cuttingId: number | null, finishingId: number | null) {
  return inOrder(product.attributes.adhesives, offeredAdhesiveIds(product.attributes.attribute_lookups, cuttingId, finishingId));
}

export function addonsFor(product: Product, cuttingId: number | null, finishingId: number | null) {
  return inOrder(product.attributes.addons, offeredAddonIds(product.attributes.attribute_lookups, cuttingId, finishingId));
}

/** The chosen item of each add-on, in the shape pricing/offer.ts checks combinations with. */
export function addonChoices(addons: readonly Product['attributes']['addons'][number][], chosen: Readonly<Record<string, number | null>>) {
  return addons.map((addon) => ({ code: addon.code, name: addon.name, item: addon.items.find((i) => i.id === chosen[addon.code]) }));
}

export function premiumAddonFor(product: Product, cuttingId: number | null, finishingId: number | null) {
  return addonsFor(product, cuttingId, finishingId).find((a) => a.code === PREMIUM_PROCESSING_CODE);
}

export function dimLookupsFor(product: Product, cuttingId: number | null) {
  return product.attributes.dim_lookups.filter((d) => d.cutting_id === cuttingId);
}

/** Sizes the shopper picks from instead of typing: every lookup of the cutting is fixed (roll, badges). */
export function fixedSizesFor(product: Product, cuttingId: number | null): FixedSize[] {
  const lookups = dimLookupsFor(product, cuttingId);
  return lookups.length > 0 && lookups.every(isFixedSizeLookup) ? fixedSizes(lookups) : [];
}

export function presetSizesFor(product: Product, cuttingId: number | null) {
  return product.attributes.sizes.filter((s) => s.cutting_id === cuttingId);
}

/** Circle/Square only for equal sides, Oval/Rectangle otherwise; die cut lists all and checks instead. */
export function shapesFor(product: Product, cuttingId: number | null, width: string, height: string) {
  const shapes = cuttingOf(product, cuttingId)?.shapes ?? [];
  if (isLettering(product)) {
    const contour = shapes.filter((s) => s.element_class === LETTERING_SHAPE_CLASS);
    if (contour.length > 0) return contour;
  }
  if (cuttingId === DIE_CUT_CUTTING_ID) return shapes;
  return shapes.filter((s) => isShapeOffered(s.name, width, height));
}

export const orientationsFor = (product: Product, cuttingId: number | null) =>
  cuttingId !== null && isRollCutting(cuttingId) ? product.attributes.orientations : [];

export function quantityRuleFor(product: Product, cuttingId: number | null): CustomQuantityRule {
  return customQuantityRule(product.attributes.custom_quantity, product.id, cuttingId ?? -1);
}

/** Quantities listed for the cutting and options (pricing/offer.ts: premium processing hides runs 20–50). */
export function quantitiesFor(product: Product, selection: Pick<Selection, 'cuttingId' | 'premiumChoiceId' | 'premiumCoatingId'>): number[] {
  const listed = product.attributes.quantities.filter((q) => q.cutting_id === selection.cuttingId).map((q) => q.quantity);
  return offeredQuantities(listed, { rule: quantityRuleFor(product, selection.cuttingId), premiumProcessing: hasPremiumProcessing(product, selection) });
}

function premiumItems(product: Product) {
  return product.attributes.addons.find((a) => a.code === PREMIUM_PROCESSING_CODE);
}

/** True when the shopper chose premium processing ("Yes", i.e. not the first "No" item). */
export function hasPremiumProcessing(product: Product, selection: Pick<Selection, 'premiumChoiceId'>): boolean {
  const addon = premiumItems(product);
  return !!addon && selection.premiumChoiceId !== null && selection.premiumChoiceId !== addon.items[0]?.id;
}

// ---- The cascade -----------------------------------------------------------------------------

export interface InitialOptions {
  /** A quantity to keep if offered: ?roll_promo=1000, or the last choice when switching product. */
  quantity?: number | undefined;
  /** Keep the typed size when switching product. */
  width?: string;
  height?: string;
}

export function initialSelection(product: Product, options: InitialOptions = {}): Selection {
  return moveSizeIntoRange(initialBlank(product, options), product);
}

function initialBlank(product: Product, options: InitialOptions): Selection {
  // The bumper promo preselects 1,000 (spec §4 Promos).
  const promo = product.id === BUMPER_PRODUCT_ID ? PROMO_QUANTITY : options.quantity;
  const blank: Selection = {
    productId: product.id,
    cuttingId: null,
    shapeId: null,
    finishingId: null,
    adhesiveId: null,
    colorId: null,
    orientationId: null,
    width: options.width ?? '',
    height: options.height ?? '',
    cutPerShape: '',
    stickersPerSheet: '',
    quantity: promo ?? null,
    customQuantity: null,
    addonItems: {},
    premiumChoiceId: null,
    premiumCoatingId: null,
    lettering: isLettering(product) ? DEFAULT_LETTERING : null,
  };
  return settle(blank, product);
}

/** Applies one change with the spec's resets (§4), then settles every later choice. */
export function configure(selection: Selection, product: Product, change: SelectionChange): Selection {
  switch (change.type) {
    case 'product':
      // Changing product resets cuttings, shapes, finishings, adhesives, colours (and special processings).
      return initialSelection(change.product, { width: selection.width, height: selection.height, quantity: selection.quantity ?? undefined });
    case 'cutting': {
      const cutting = cuttingOf(product, change.cuttingId);
      if (!cutting || cutting.disabled) return selection;
      // Changing cutting resets shapes, finishings and adhesives; roll sizes come from its fixed sizes.
      const fixed = fixedSizesFor(product, change.cuttingId);
      const keepsSize = fixed.length === 0 || fixed.some((f) => sameSize(f, selection.width, selection.height));
      const next = settle(
        {
          ...selection,
          cuttingId: change.cuttingId,
          shapeId: null,
          finishingId: null,
          adhesiveId: null,
          orientationId: null,
          addonItems: {},
          premiumChoiceId: null,
          premiumCoatingId: null,
          cutPerShape: MULTI_CUT_CUTTING_IDS.includes(change.cuttingId) ? selection.cutPerShape : '',
          ...(keepsSize || !fixed[0] ? {} : { width: String(fixed[0].width), height: String(fixed[0].height) }),
        },
        product,
      );
      // A size the new cutting does not sell (a 50 mm sticker on an A-size sheet) moves into its range.
      return moveSizeIntoRange(next, product);
    }
    case 'finishing':
      // Changing finishing resets adhesives.
      return settle({ ...selection, finishingId: change.finishingId, adhesiveId: null }, product);
    case 'shape':
      return settle({ ...selection, shapeId: change.shapeId }, product);
    case 'adhesive':
      return settle({ ...selection, adhesiveId: change.adhesiveId }, product);
    case 'color':
      return settle({ ...selection, colorId: change.colorId }, product);
    case 'orientation':
      return settle({ ...selection, orientationId: change.orientationId }, product);
    case 'size':
      return shapeFollowingSize(settle({ ...selection, width: change.width, height: change.height }, product), product);
    case 'cuts':
      return { ...selection, cutPerShape: change.value };
    case 'stickersPerSheet':
      return { ...selection, stickersPerSheet: change.value };
    case 'quantity':
      // Picking a listed quantity leaves custom quantity mode.
      return settle({ ...selection, quantity: change.quantity, customQuantity: null }, product);
    case 'customQuantity':
      return { ...selection, customQuantity: change.value };
    case 'startCustomQuantity': {
      // Starting from the chosen quantity keeps the price on screen instead of an empty, erroring box.
      const start = selection.quantity === null ? '' : String(selection.quantity);
      return { ...selection, customQuantity: validateCustomQuantity(start, quantityRuleFor(product, selection.cuttingId)).ok ? start : '' };
    }
    case 'leaveCustomQuantity':
      return selection.customQuantity === '' ? { ...selection, customQuantity: null } : selection;
    case 'addon':
      return settle({ ...selection, addonItems: { ...selection.addonItems, [change.code]: change.itemId } }, product);
    case 'premium':
      return settle({ ...selection, premiumChoiceId: change.choiceId, premiumCoatingId: null }, product);
    case 'premiumCoating':
      return settle({ ...selection, premiumCoatingId: change.coatingId }, product);
    case 'lettering':
      return selection.lettering ? settle({ ...selection, lettering: { ...selection.lettering, ...change.lettering } }, product) : selection;
  }
}

/** Circle ↔ Oval and Square ↔ Rectangle: the same shape with equal or unequal sides. */
const SHAPE_COUNTERPARTS: Record<string, string> = { circle: 'oval', oval: 'circle', square: 'rectangle', rectangle: 'square' };

function counterpartOf<S extends { name: string }>(shapes: readonly S[], shape: { name: string } | undefined): S | undefined {
  const wanted = shape ? SHAPE_COUNTERPARTS[shape.name.trim().toLowerCase()] : undefined;
  return wanted ? shapes.find((s) => s.name.trim().toLowerCase() === wanted) : undefined;
}

/**
 * After a typed size, a Circle or Square that no longer fits becomes its Oval or Rectangle (and
 * back once the sides are equal again), so typing a size never ends on a shape error. A shape
 * the shopper picks for the size already typed keeps its message (spec §5).
 */
export function shapeFollowingSize(selection: Selection, product: Product): Selection {
  const shapes = cuttingOf(product, selection.cuttingId)?.shapes ?? [];
  const shape = shapes.find((s) => s.id === selection.shapeId);
  if (!shape || validateShapeSides(shape.name, selection.width, selection.height) === null) return selection;
  const counterpart = counterpartOf(shapes, shape);
  return counterpart && validateShapeSides(counterpart.name, selection.width, selection.height) === null ? { ...selection, shapeId: counterpart.id } : selection;
}

/** The size a cutting starts from: its first preset, else 50 × 50 mm when sold, else its smallest size. */
function startingSize(product: Product, cuttingId: number | null): { width: string; height: string } {
  const preset = presetSizesFor(product, cuttingId)[0];
  const popular = `${POPULAR_SIZE_MM}x${POPULAR_SIZE_MM}`;
  const popularFits = validateSize({ width: String(POPULAR_SIZE_MM), height: String(POPULAR_SIZE_MM), lookups: dimLookupsFor(product, cuttingId) }).ok;
  const [width = '', height = ''] = (preset?.value ?? (popularFits ? popular : (dimLookupsFor(product, cuttingId)[0]?.min_size ?? 'x'))).split('x');
  return { width, height };
}

/**
 * A size outside the cutting's range (kept from another cutting or product, or from a stale
 * link) becomes the cutting's starting size, e.g. A6 on a sheet, instead of a size message.
 */
export function moveSizeIntoRange(selection: Selection, product: Product): Selection {
  if (fixedSizesFor(product, selection.cuttingId).length > 0) return selection;
  const check = validateSize({ width: selection.width, height: selection.height, lookups: dimLookupsFor(product, selection.cuttingId) });
  if (check.ok || check.kind === 'orientation') return selection;
  return shapeFollowingSize(settle({ ...selection, ...startingSize(product, selection.cuttingId) }, product), product);
}

const pick = <T extends { id: number }>(options: readonly T[], current: number | null): number | null =>
  options.some((o) => o.id === current) ? current : (options[0]?.id ?? null);

/**
 * The shape: kept while offered; otherwise (a reset by product or cutting) the first one that
 * fits the size, so a kept 80 × 60 mm size on die cut starts on Oval, not on an erroring Circle.
 */
function pickShape(all: readonly { id: number; name: string }[], shapes: readonly { id: number; name: string }[], current: number | null, width: string, height: string): number | null {
  if (shapes.some((s) => s.id === current)) return current;
  // A Circle no longer offered for an unequal size becomes the Oval, not whatever is listed first.
  const counterpart = counterpartOf(shapes, all.find((s) => s.id === current));
  if (counterpart) return counterpart.id;
  return (shapes.find((s) => validateShapeSides(s.name, width, height) === null) ?? shapes[0])?.id ?? null;
}

function sameSize(size: { width: number; height: number }, width: string, height: string): boolean {
  const w = parseSizeInput(width);
  const h = parseSizeInput(height);
  return w !== undefined && h !== undefined && Math.max(w, h) === Math.max(size.width, size.height) && Math.min(w, h) === Math.min(size.width, size.height);
}

/** Makes every choice one the data offers, keeping what still is (spec §4 cascade order). */
export function settle(selection: Selection, product: Product): Selection {
  const cuttings = cuttingsOf(product).filter((c) => !c.disabled);
  const cuttingId = pick(cuttings, selection.cuttingId);

  // Fixed-size cuttings (roll, badges): the size is one of the fixed sizes.
  let { width, height } = selection;
  const fixed = fixedSizesFor(product, cuttingId);
  if (fixed.length > 0 && !fixed.some((f) => sameSize(f, width, height)) && fixed[0]) {
    width = String(fixed[0].width);
    height = String(fixed[0].height);
  }
  if (width === '' && height === '') {
    // A first visit starts from a popular size the data offers.
    ({ width, height } = startingSize(product, cuttingId));
  }

  const shapes = shapesFor(product, cuttingId, width, height);
  const finishingId = pick(finishingsFor(product, cuttingId), selection.finishingId);
  const adhesiveId = pick(adhesivesFor(product, cuttingId, finishingId), selection.adhesiveId);
  const colorId = pick(product.attributes.colors, selection.colorId);
  const orientations = orientationsFor(product, cuttingId);
  const orientationId = orientations.length > 0 ? pick(orientations, selection.orientationId) : null;

  const addons = addonsFor(product, cuttingId, finishingId).filter((a) => a.code !== PREMIUM_PROCESSING_CODE);
  const addonItems: Record<string, number | null> = {};
  for (const addon of addons) {
    // The creation tool can't make Full Colour lettering (lettering-choice.ts): that sheet is not offered with it.
    const disabled = addon.code === SHEET_COLOUR_CODE ? disabledSheetColourIds(addon.items, selection.lettering?.useCreationTool === true) : [];
    addonItems[addon.code] = pick(addon.items.filter((i) => !disabled.includes(i.id)), selection.addonItems[addon.code] ?? null);
  }
  // An add-on that needs another (a tag string needs a hole) falls back to its "none" item without it.
  for (const addon of addons) {
    if (!addonPrerequisiteMet(addon.code, addonChoices(addons, addonItems))) addonItems[addon.code] = addon.items.find(isNoneChoice)?.id ?? null;
  }

  // Premium processing: No/Yes, and for Yes a coating; Hologram and finishings 6/7 force the first coating.
  const premium = premiumAddonFor(product, cuttingId, finishingId);
  let premiumChoiceId: number | null = null;
  let premiumCoatingId: number | null = null;
  if (premium) {
    premiumChoiceId = pick(premium.items, selection.premiumChoiceId);
    if (premiumChoiceId !== premium.items[0]?.id) {
      const forced = forcedPremiumCoatingIndex({ productId: product.id, productName: product.name, finishingId: finishingId ?? undefined }) !== null;
      premiumCoatingId = forced ? (premium.finishing_premium_items[0]?.id ?? null) : pick(premium.finishing_premium_items, selection.premiumCoatingId);
    }
  }

  const shapeId = pickShape(cuttingOf(product, cuttingId)?.shapes ?? [], shapes, selection.shapeId, width, height);
  const shape = cuttingOf(product, cuttingId)?.shapes.find((s) => s.id === shapeId);
  // A cut count starts at 1, so a multi-cut sheet opens priced instead of asking for it.
  const cutPerShape = shape && needsCutPerShape(shape) ? selection.cutPerShape || String(MIN_CUTS_PER_SHAPE) : '';
  // Likewise stickers per sheet on sheet cuttings: it starts at 1 and the shopper sets their count.
  const stickersPerSheet = cuttingOf(product, cuttingId)?.input_ea ? selection.stickersPerSheet || String(MIN_STICKERS_PER_SHEET) : '';
  const settled: Selection = {
    ...selection,
    cutPerShape,
    stickersPerSheet,
    cuttingId,
    width,
    height,
    shapeId,
    finishingId,
    adhesiveId,
    colorId,
    orientationId,
    addonItems,
    premiumChoiceId,
    premiumCoatingId,
  };
  // Quantities reload with the options; the selection is kept if still offered, otherwise the first.
  return { ...settled, quantity: keepOrFirstQuantity(settled.quantity ?? undefined, quantitiesFor(product, settled)) ?? null };
}

// ---- What the shopper sees as errors, and what goes to pricing -------------------------------

export interface SelectionProblems {
  size?: string;
  orientation?: string;
  shape?: string;
  cuts?: string;
  /** Stickers per sheet (sheet cuttings). */
  stickersPerSheet?: string;
  quantity?: string;
  /** Over the maximum size or quantity: no price, the shopper requests a quote. */
  requestQuote?: 'size' | 'quantity';
}

/** Whether the selection's problems stop it being priced (a message shows instead of a total). */
export const problemsBlockPricing = (problems: SelectionProblems): boolean =>
  Boolean(problems.size || problems.shape || problems.cuts || problems.stickersPerSheet || problems.quantity || problems.orientation || problems.requestQuote);

export function selectionProblems(selection: Selection, product: Product): SelectionProblems {
  const problems: SelectionProblems = {};
  const cutting = cuttingOf(product, selection.cuttingId);
  const orientation = product.attributes.orientations.find((o) => o.id === selection.orientationId)?.name as OrientationName | undefined;
  const fixed = fixedSizesFor(product, selection.cuttingId);
  if (fixed.length === 0) {
    const check = validateSize({ width: selection.width, height: selection.height, lookups: dimLookupsFor(product, selection.cuttingId), orientation });
    if (!check.ok) {
      if (check.kind === 'orientation') problems.orientation = check.message;
      else problems.size = check.message;
      if (check.requestQuote) problems.requestQuote = 'size';
    }
  }
  const shape = cutting?.shapes.find((s) => s.id === selection.shapeId);
  if (shape && !problems.size) {
    const message = validateShapeSides(shape.name, selection.width, selection.height);
    if (message) problems.shape = message;
  }
  if (shape && needsCutPerShape(shape)) {
    const message = validateCutPerShape(selection.cutPerShape);
    if (message) problems.cuts = message;
  }
  if (cutting?.input_ea) {
    const message = validateStickersPerSheet(selection.stickersPerSheet);
    if (message) problems.stickersPerSheet = message;
  }
  if (selection.customQuantity !== null) {
    const check = validateCustomQuantity(selection.customQuantity, quantityRuleFor(product, selection.cuttingId));
    if (!check.ok) {
      problems.quantity = check.message;
      if (check.requestQuote) problems.requestQuote ??= 'quantity';
    } else {
      const notOffered = quantityOfferProblem(check.quantity, { premiumProcessing: hasPremiumProcessing(product, selection) });
      if (notOffered) problems.quantity = notOffered;
    }
  }
  return problems;
}

/** The quantity being priced: the typed custom quantity in custom mode, else the listed one. */
export function effectiveQuantity(selection: Selection): string {
  return selection.customQuantity !== null ? selection.customQuantity : selection.quantity !== null ? String(selection.quantity) : '';
}

export type PricingParams = Record<string, string | number | undefined>;

/** Query parameters of pricing/v2 for a selection (the spec's quote data fields). */
export function pricingParams(selection: Selection, product: Product, featuredItemId: number): PricingParams {
  const shape = cuttingOf(product, selection.cuttingId)?.shapes.find((s) => s.id === selection.shapeId);
  const addonItemIds = Object.values(selection.addonItems).filter((id): id is number => id !== null);
  return {
    featured_item_id: featuredItemId,
    product_id: product.id,
    cutting_id: selection.cuttingId ?? undefined,
    shape_id: selection.shapeId ?? undefined,
    finishing_id: selection.finishingId ?? undefined,
    adhesive_id: selection.adhesiveId ?? undefined,
    color_id: selection.colorId ?? undefined,
    orientation_id: selection.orientationId ?? undefined,
    width: selection.width,
    height: selection.height,
    quantity: effectiveQuantity(selection),
    cut_per_shape: shape && needsCutPerShape(shape) ? selection.cutPerShape : undefined,
    ea: cuttingOf(product, selection.cuttingId)?.input_ea ? selection.stickersPerSheet : undefined,
    addon_item_id: addonItemIds.length > 0 ? addonItemIds.join(',') : undefined,
    premium_processing_id: selection.premiumCoatingId ?? selection.premiumChoiceId ?? undefined,
    ...(selection.lettering ? letteringParams(selection.lettering) : {}),
  };
}
