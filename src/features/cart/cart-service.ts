/**
 * The cart's rules. Every line is priced by the server (quote-line.ts). Adding a configuration
 * that is already in the cart adds to that line's quantity and re-prices it at the combined
 * quantity (one line per configuration — the shopper sees one row and the volume price). Reading
 * the cart re-prices every line, so a price change in the tables reaches the cart, with a note.
 */
import { notFound, ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { quoteLine, type QuoteLine, type QuoteLineInput } from '../pricing/quote-line.js';
import { orderTotals } from '../pricing/order-totals.js';
import { formatShopDate } from '../shipping/dispatch-date.js';
import { centsToDollars, formatSgd, unitPriceDollars } from '../../shared/money.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import type { CartItemRow, CartRepository } from './cart.repository.js';
import type { Cart, CartLine } from './cart.schemas.js';
import { paths } from '../../shared/paths.js';

/** A cart holds at most this many lines (a real order rarely has more; it bounds the work per read). */
export const MAX_CART_LINES = 50;
export const CART_FULL_MESSAGE = `Your cart already has ${MAX_CART_LINES} lines. Please check out or remove a line first.`;
export const LINE_NOT_FOUND_MESSAGE = "We couldn't find that line in your cart.";

/** Quote data back from a stored line, to re-price it. */
export function storedInput(configuration: StoredConfiguration, quantity: number): QuoteLineInput {
  const c = configuration;
  const optional = (v: number | null) => (v === null ? undefined : v);
  return {
    featured_item_id: optional(c.featured_item_id),
    product_id: c.product_id,
    cutting_id: c.cutting_id,
    shape_id: optional(c.shape_id),
    finishing_id: optional(c.finishing_id),
    adhesive_id: optional(c.adhesive_id),
    color_id: optional(c.color_id),
    orientation_id: optional(c.orientation_id),
    premium_processing_id: optional(c.premium_processing_id),
    addon_item_id: c.addon_item_ids,
    width: String(c.width),
    height: String(c.height),
    cut_per_shape: c.cut_per_shape === null ? undefined : String(c.cut_per_shape),
    quantity: String(quantity),
  };
}

export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly snapshot: () => CatalogueSnapshot,
    private readonly now: () => Date,
  ) {}

  /** Adds a configuration (or adds to its line). Returns whether an existing line grew. */
  async add(visitorId: string, input: QuoteLineInput): Promise<{ merged: boolean }> {
    const snapshot = this.snapshot();
    const line = quoteLine(snapshot, input);
    const cartId = await this.repository.findOrCreateCartId(visitorId);
    const existing = await this.repository.itemByKey(cartId, line.configurationKey);
    if (existing) {
      const combined = quoteLine(snapshot, storedInput(line.configuration, existing.quantity + line.quantity));
      await this.repository.update(existing.id, lineColumns(combined));
      return { merged: true };
    }
    if ((await this.repository.items(cartId)).length >= MAX_CART_LINES) throw new ShopError(409, 'conflict', CART_FULL_MESSAGE);
    await this.repository.insert({ cart_id: cartId, merge_slot: 0, ...lineColumns(line) });
    return { merged: false };
  }

  /** Changes a line's quantity or configuration; merges it into an equal line if there is one. */
  async update(visitorId: string, itemId: string, changes: Partial<QuoteLineInput>): Promise<void> {
    const cartId = await this.repository.findCartId(visitorId);
    const item = cartId ? await this.repository.item(cartId, itemId) : undefined;
    if (!cartId || !item) throw notFound(LINE_NOT_FOUND_MESSAGE);
    const snapshot = this.snapshot();
    const current = storedInput(item.configuration, item.quantity);
    const line = quoteLine(snapshot, { ...current, ...definedOnly(changes) });
    const twin = await this.repository.itemByKey(cartId, line.configurationKey);
    if (twin && twin.id !== item.id) {
      const combined = quoteLine(snapshot, storedInput(line.configuration, twin.quantity + line.quantity));
      await this.repository.update(twin.id, lineColumns(combined));
      await this.repository.remove(cartId, item.id);
      return;
    }
    await this.repository.update(item.id, lineColumns(line));
  }

  async remove(visitorId: string, itemId: string): Promise<void> {
    const cartId = await this.repository.findCartId(visitorId);
    if (!cartId || !(await this.repository.remove(cartId, itemId))) throw notFound(LINE_NOT_FOUND_MESSAGE);
  }

  /** The cart as the shopper sees it, every line re-priced now. */
  async view(visitorId: string | null): Promise<Cart> {
    const cartId = visitorId ? await this.repository.findCartId(visitorId) : null;
    const rows = cartId ? await this.repository.items(cartId) : [];
    const snapshot = this.snapshot();
    const lines: { row: CartItemRow; line: QuoteLine }[] = [];
    const priceChanges: string[] = [];
    for (const row of rows) {
      const configuration = row.configuration;
      try {
        const line = quoteLine(snapshot, storedInput(configuration, row.quantity));
        if (line.totalCents !== row.total_cents) {
          priceChanges.push(`${line.summary}: now ${formatSgd(line.totalCents)} (was ${formatSgd(row.total_cents)}).`);
          await this.repository.update(row.id, lineColumns(line));
        }
        lines.push({ row, line });
      } catch (error) {
        if (!(error instanceof ShopError) || !cartId) throw error;
        // The catalogue changed under this line (a product or size withdrawn): take it out and say so.
        priceChanges.push(`${row.summary} is no longer available to order online and was removed from your cart.`);
        await this.repository.remove(cartId, row.id);
      }
    }
    return this.summarise(snapshot, lines, priceChanges);
  }

  private summarise(snapshot: CatalogueSnapshot, lines: { row: CartItemRow; line: QuoteLine }[], priceChanges: string[]): Cart {
    const totals = orderTotals(
      snapshot,
      lines.map(({ line }) => ({ productId: line.configuration.product_id, quantity: line.quantity, totalCents: line.totalCents })),
      this.now(),
    );
    return {
      items: lines.map(({ row, line }) => toCartLine(snapshot, row.id, line)),
      item_count: lines.length,
      sub_total: centsToDollars(totals.subTotalCents),
      sub_total_cents: totals.subTotalCents,
      shipping_fee: centsToDollars(totals.shippingFeeCents),
      shipping_fee_cents: totals.shippingFeeCents,
      free_shipping: totals.freeShipping,
      total: centsToDollars(totals.totalCents),
      total_cents: totals.totalCents,
      dispatch_date: totals.dispatchDate,
      dispatch_date_text: totals.dispatchDate ? formatShopDate(totals.dispatchDate) : null,
      kickoff_note: totals.kickoffNote,
      price_changes: priceChanges,
    };
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function lineColumns(line: QuoteLine) {
  return {
    product_id: line.configuration.product_id,
    configuration: line.configuration,
    configuration_key: line.configurationKey,
    quantity: line.quantity,
    total_cents: line.totalCents,
    summary: line.summary,
  };
}

function toCartLine(snapshot: CatalogueSnapshot, id: string, line: QuoteLine): CartLine {
  const { catalogue } = snapshot;
  const product = catalogue.productsById.get(line.configuration.product_id);
  const item = line.configuration.featured_item_id !== null ? catalogue.featuredItemsById.get(line.configuration.featured_item_id) : undefined;
  const route = item?.route ?? catalogue.rows.featuredItems.find((i) => product && catalogue.productsOfItem(i).some((p) => p.id === product.id))?.route ?? '/';
  return {
    id,
    product_id: line.configuration.product_id,
    product: line.productName,
    summary: line.summary,
    quantity: line.quantity,
    unit_price: unitPriceDollars(line.unitCents),
    total_price: centsToDollars(line.totalCents),
    total_price_cents: line.totalCents,
    configuration: line.configuration,
    page_url: product ? paths.product(route, product.url_slug) : route,
  };
}
