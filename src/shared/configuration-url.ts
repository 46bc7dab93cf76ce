/**
 * A configuration as the query string of its product page, so a reload, back/forward or a pasted
 * link opens exactly the configuration (and so the price) the shopper saw. This module writes a
 * configuration (the page's selection, or a stored cart, quotation or order line) as query
 * parameters; reading them back against a product is the configurator's (selection-url.ts), and
 * the page a stored line links to is the catalogue's (product-page-url.ts).
 */
import { DEFAULT_LETTERING_ALIGNMENT, DEFAULT_LETTERING_FONT_ID, type StoredConfiguration, type StoredLettering } from './stored-configuration.js';

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
  // Vinyl lettering (features/lettering/lettering-choice.ts).
  'tool',
  'install_ready',
  'text',
  'font',
  'align',
] as const;


/**
 * Marks a configurator page opened from the cart's Edit (`?cart_line=<id>`): its Add to Cart
 * becomes Update line. Not part of the configuration: replacing the configuration keeps it.
 */
export const CART_LINE_PARAM = 'cart_line';

/** The lettering part of a configuration as the page holds it (features/lettering/lettering-choice.ts). */
export interface LetteringFields {
  useCreationTool: boolean;
  installReady: boolean;
  text: string;
  fontId: string;
  alignment: 'left' | 'center' | 'right';
}

/** The chosen options of a configuration, by id (null: none chosen). */
export interface ConfigurationIds {
  cuttingId: number | null;
  shapeId: number | null;
  finishingId: number | null;
  adhesiveId: number | null;
  colorId: number | null;
  orientationId: number | null;
}

/** A configuration as ids and typed values, the common ground of a selection and a stored line. */
export interface ConfigurationFields extends ConfigurationIds {
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
  lettering?: LetteringFields | null | undefined;
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
      if (lettering.fontId !== DEFAULT_LETTERING_FONT_ID) put('font', lettering.fontId);
      if (lettering.alignment !== DEFAULT_LETTERING_ALIGNMENT) put('align', lettering.alignment);
    }
  }
  return query;
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
    lettering: configuration.lettering ? letteringFieldsOf(configuration.lettering) : null,
  });
}

/** A stored lettering as the page holds it. */
function letteringFieldsOf(stored: StoredLettering): LetteringFields {
  const tool = stored.creation_tool;
  return {
    useCreationTool: tool !== null,
    installReady: stored.install_ready,
    // Without the tool there is no text, font or alignment to write (configurationQuery leaves them out).
    text: tool?.text ?? '',
    fontId: tool?.font_id ?? DEFAULT_LETTERING_FONT_ID,
    alignment: tool?.alignment ?? DEFAULT_LETTERING_ALIGNMENT,
  };
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
