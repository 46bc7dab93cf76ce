/** A configuration in words, as the price panel, cart, compare tray and quotation show it. */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { finishingLabel, productDisplayName, sizeLabel } from '../catalogue/labels.js';
import { formatQuantity } from '../catalogue/quantity-rules.js';
import { joinSummary } from './summary-text.js';
import { isStandardSheet, letteringSummaryParts, SHEET_COLOUR_CODE } from '../lettering/lettering-choice.js';
import type { ResolvedConfiguration } from './resolve-configuration.js';

/** The configuration in words, as the cart, compare tray and quotation show it. */
export function configurationSummary(snapshot: CatalogueSnapshot, config: ResolvedConfiguration): string {
  const { catalogue } = snapshot;
  const parts: string[] = [config.cutting.name];
  // A product shown under its family's name (Business Cards) is named by its stock, which changes the price.
  const productName = productDisplayName(config.product);
  if (!productName.includes(config.product.name.trim())) parts.unshift(config.product.name.trim());
  if (config.shape) parts.push(config.shape.name);
  parts.push(`${sizeLabel(config.cutting.id) === 'Size' ? '' : 'Sheet '}${formatQuantity(config.width)} × ${formatQuantity(config.height)} mm`.trim());
  if (config.cutsPerShape) parts.push(`${config.cutsPerShape} cuts per shape`);
  if (config.ea !== undefined) parts.push(`${config.ea} ${config.ea === 1 ? 'sticker' : 'stickers'} per sheet`);
  const orientation = config.orientationId !== null ? catalogue.orientationsById.get(config.orientationId) : undefined;
  if (orientation) parts.push(`Orientation ${orientation.name}`);
  const finishing = config.finishingId !== null ? catalogue.finishingsById.get(config.finishingId) : undefined;
  if (finishing) parts.push(finishingLabel(config.product.id) === 'Material' ? `Material: ${finishing.name}` : finishing.name);
  const adhesive = config.adhesiveId !== null ? catalogue.adhesivesById.get(config.adhesiveId) : undefined;
  if (adhesive) parts.push(`${adhesive.name} adhesive`);
  const color = config.colorId !== null ? catalogue.colorsById.get(config.colorId) : undefined;
  if (color) parts.push(color.name);
  for (const id of [...config.addonItemIds, ...config.premiumItemIds]) {
    const item = catalogue.addonItemsById.get(id);
    const addon = item ? catalogue.addonsById.get(item.addon_id) : undefined;
    // "No …" choices say nothing worth printing on a quotation; nor does lettering's standard sheet (the Colour says it).
    if (item && addon && addon.code === SHEET_COLOUR_CODE && isStandardSheet(catalogue.addonItems(addon.id), item.id)) continue;
    if (item && addon && !/^No\b/.test(item.name)) parts.push(addon.code === 'premium-processing' ? (item.premium_coating ? item.name : 'Premium processing') : `${addon.name}: ${item.name}`);
  }
  if (config.lettering) parts.push(...letteringSummaryParts(config.lettering));
  return joinSummary(productName, parts);
}
