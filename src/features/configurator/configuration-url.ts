/**
 * The configuration in the page's query string, both ways, so a reload, back/forward or a pasted
 * link opens exactly the configuration (and so the price) the shopper saw. Pure: the page writes
 * its selection with it, and the server builds the links of cart and quotation lines with it from
 * their stored configurations. Reading never fails: a parameter the product does not offer (stale
 * link, typo) is dropped and the cascade takes the nearest valid choice instead, silently.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Product } from '../catalogue/catalogue.schemas.js';
import { paths } from '../../shared/paths.js';
import type { StoredConfiguration, StoredLettering } from '../../shared/stored-configuration.js';
import { DEFAULT_LETTERING, LETTERING_ALIGNMENTS, normalizeLetteringText, type LetteringChoice } from '../lettering/lettering-choice.js';
import { letteringFontById } from '../lettering/lettering-fonts.js';
import { LETTERING_TEXT_MAX_LENGTH } from '../lettering/lettering-rules.js';
import { sanitizeCutInput, sanitizeStickersPerSheetInput, validateCutPerShape, validateStickersPerSheet } from '../pricing/cut-rules.js';
import { validateCustomQuantity } from '../pricing/quantity-rules.js';
import { parseSizeInput, SIZE_INPUT_MAX_LENGTH } from '../pricing/size-rules.js';
import {
  initialSelection,
  moveSizeIntoRange,
  PREMIUM_PROCESSING_CODE,
  quantitiesFor,
  quantityRuleFor,
  settle,
  shapeFollowingSize,
  type Selection,
} from './configurator-state.js';

/** The query parameters of a configuration, in the order they are written. */
export const CONFIGURATION_PARAMS = [
  'cutting',
  'shape',
  'finishing',
  'adhesive',
  'color',
  'orientation',
  'width',
  'height',
  'cuts',
  'ea',
  'quantity',
  'custom_quantity',
  'addons',
  'premium',
  // Vinyl lettering (lettering-choice.ts).
  'tool',
  'install_ready',
  'text',
  'font',
  'align',
] as const;


/** A configuration as ids and typed values, the common ground of a selection and a stored line. */
export interface ConfigurationFields {
  cuttingId: number | null;
  shapeId: number | null;
  finishingId: number | null;
  adhesiveId: number | null;
  colorId: number | null;
  orientationId: number | null;
  width: string | number;
  height: string | number;
  cutPerShape: string | number | null;
  /** Stickers per sheet (cuttings that take a count per sheet). */
  ea?: string | number | null | undefined;
  /** The listed quantity, or any quantity when `customQuantity` is not given (the reader decides). */
  quantity: number | null;
  customQuantity?: string | null;
  addonItemIds: readonly number[];
  premiumProcessingId: number | null;
  /** Lettering products only. */
  lettering?: LetteringChoice | null | undefined;
}

/** The configuration's query parameters, in a fixed order (so equal configurations give equal links). */
export function configurationQuery(fields: ConfigurationFields): URLSearchParams {
  const query = new URLSearchParams();
  const put = (name: (typeof CONFIGURATION_PARAMS)[number], value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  };
  put('cutting', fields.cuttingId);
  put('shape', fields.shapeId);
  put('finishing', fields.finishingId);
  put('adhesive', fields.adhesiveId);
  put('color', fields.colorId);
  put('orientation', fields.orientationId);
  put('width', fields.width);
  put('height', fields.height);
  put('cuts', fields.cutPerShape);
  put('ea', fields.ea);
  if (fields.customQuantity !== null && fields.customQuantity !== undefined) put('custom_quantity', fields.customQuantity);
  else put('quantity', fields.quantity);
  if (fields.addonItemIds.length > 0) put('addons', [...fields.addonItemIds].sort((a, b) => a - b).join(','));
  put('premium', fields.premiumProcessingId);
  const lettering = fields.lettering;
  if (lettering) {
    // Defaults are left out, so a plain lettering link stays short.
    if (!lettering.useCreationTool) put('tool', 'no');
    if (!lettering.installReady) put('install_ready', 'no');
    if (lettering.useCreationTool) {
      put('text', lettering.text);
      if (lettering.fontId !== DEFAULT_LETTERING.fontId) put('font', lettering.fontId);
      if (lettering.alignment !== DEFAULT_LETTERING.alignment) put('align', lettering.alignment);
    }
  }
  return query;
}

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

/** A stored cart or quotation line (its configuration and quantity) as query parameters. */
export function storedConfigurationQuery(configuration: StoredConfiguration, quantity: number): URLSearchParams {
  return configurationQuery({
    cuttingId: configuration.cutting_id,
    shapeId: configuration.shape_id,
    finishingId: configuration.finishing_id,
    adhesiveId: configuration.adhesive_id,
    colorId: configuration.color_id,
    orientationId: configuration.orientation_id,
    width: configuration.width,
    height: configuration.height,
    cutPerShape: configuration.cut_per_shape,
    ea: configuration.ea,
    quantity,
    addonItemIds: configuration.addon_item_ids,
    premiumProcessingId: configuration.premium_processing_id,
    lettering: configuration.lettering ? letteringChoiceOf(configuration.lettering) : null,
  });
}

/** A stored lettering as the page holds it. */
function letteringChoiceOf(stored: StoredLettering): LetteringChoice {
  const tool = stored.creation_tool;
  return {
    useCreationTool: tool !== null,
    installReady: stored.install_ready,
    text: tool?.text ?? DEFAULT_LETTERING.text,
    fontId: tool?.font_id ?? DEFAULT_LETTERING.fontId,
    alignment: tool?.alignment ?? DEFAULT_LETTERING.alignment,
  };
}

/** The lettering a query describes: anything unreadable falls back to the default. */
function letteringFromQuery(search: URLSearchParams, fallback: LetteringChoice): LetteringChoice {
  const text = search.get('text');
  const font = search.get('font');
  const align = search.get('align');
  return {
    useCreationTool: search.get('tool') !== 'no',
    installReady: search.get('install_ready') !== 'no',
    text: text !== null && text.length <= LETTERING_TEXT_MAX_LENGTH ? normalizeLetteringText(text) : fallback.text,
    fontId: font !== null && letteringFontById(font) ? font : fallback.fontId,
    alignment: LETTERING_ALIGNMENTS.find((a) => a === align) ?? fallback.alignment,
  };
}

/**
 * The configurator page of a stored line, with its exact configuration and quantity: the line's
 * featured item, else the first item that lists the product.
 */
export function linePageUrl(catalogue: Catalogue, configuration: StoredConfiguration, quantity: number): string {
  const product = catalogue.productsById.get(configuration.product_id);
  const item = configuration.featured_item_id !== null ? catalogue.featuredItemsById.get(configuration.featured_item_id) : undefined;
  const route = item?.route ?? catalogue.rows.featuredItems.find((i) => product && catalogue.productsOfItem(i).some((p) => p.id === product.id))?.route ?? paths.home;
  return product ? withQuery(paths.product(route, product.url_slug), storedConfigurationQuery(configuration, quantity)) : route;
}

/** `path?query`, or the path alone when there is no query. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * The page's search parameters with the configuration replaced and every other parameter
 * (featured, roll_promo, section, cart_line) kept.
 */
export function replaceConfiguration(search: URLSearchParams, configuration: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of search) if (!(CONFIGURATION_PARAMS as readonly string[]).includes(name)) next.append(name, value);
  for (const [name, value] of configuration) next.set(name, value);
  return next;
}

/** True when the search parameters carry any part of a configuration. */
export const hasConfiguration = (search: URLSearchParams): boolean => CONFIGURATION_PARAMS.some((name) => search.has(name));

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
