/**
 * The cart's rules. Every line is priced by the server (quote-line.ts). Adding a configuration
 * that is already in the cart adds to that line's quantity and re-prices it at the combined
 * quantity (one line per configuration — the shopper sees one row and the volume price), unless
 * that quantity is not offered online: then the add keeps a line of its own (merge slots). Reading
 * the cart re-prices every line, so a price change in the tables reaches the cart, with a note.
 */
import { assertLetteringCuttable } from '../lettering/lettering-check.js';
import { letteringInput } from '../lettering/lettering-configuration.js';
import { invalidField, notFound, ShopError } from '../../server/errors.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { quoteLine, type QuoteLine, type QuoteLineInput } from '../pricing/quote-line.js';
import { commonShippingMethods, orderTotals, STANDARD_SHIPPING } from '../pricing/order-totals.js';
import { dispatchConditionText, formatShopDate, shopToday } from '../shipping/dispatch-date.js';
import { productDisplayName } from '../catalogue/labels.js';
import { QUOTED_LINE_MESSAGES, quotedLineKey, requestNoOfQuotedLine } from './cart-messages.js';
import { centsToDollars, formatSgd, unitPriceDollars } from '../../shared/money.js';
import type { StoredConfiguration } from '../../shared/stored-configuration.js';
import type { Database } from '../../server/db/client.js';
import type { AdoptGuestWork } from '../account/accounts.js';
import { CartRepository, type CartItemRow } from './cart.repository.js';
import type { ReusedArtwork } from './cart.tables.js';
import type { Cart, CartLine } from './cart.schemas.js';
import { linePageUrl } from '../catalogue/product-page-url.js';
import { paths } from '../../shared/paths.js';
import { targetOfConfiguration } from '../artwork/preflight.js';

/** A cart holds at most this many lines (a real order rarely has more; it bounds the work per read). */
export const MAX_CART_LINES = 50;
export const CART_FULL_MESSAGE = `Your cart already has ${MAX_CART_LINES} lines. Please check out or remove a line first.`;
export const LINE_NOT_FOUND_MESSAGE = "We couldn't find that line in your cart.";
export const ARTWORK_UPLOAD_MESSAGES = {
  notFound: 'We could not find that artwork. Please choose the file again.',
  otherSize: (checkedAt: string) => `Your artwork was checked at ${checkedAt}, not at the size you are adding. Please choose the file again so we can check it at this size.`,
} as const;
export const EMPTY_CART_SHIPPING_MESSAGE = 'Your cart is empty: add something before choosing how it is shipped.';

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
    ea: c.ea === undefined ? undefined : String(c.ea),
    ...letteringInput(c.lettering),
    quantity: String(quantity),
  };
}

export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly snapshot: () => CatalogueSnapshot,
    private readonly now: () => Date,
  ) {}

  /** The cart service on `db`: how other features (orders, the served page) reach carts. */
  static on(db: Database, snapshot: () => CatalogueSnapshot, now: () => Date): CartService {
    return new CartService(new CartRepository(db), snapshot, now);
  }

  /** The same service with its reads and writes on `tx` (the idempotency layer's transaction). */
  within(tx: Database): CartService {
    return new CartService(this.repository.within(tx), this.snapshot, this.now);
  }

  /** Locks the visitor's cart row until the transaction ends (checkout); its id, or null without a cart. */
  lockCart(visitorId: string): Promise<string | null> {
    return this.repository.lockCart(visitorId);
  }

  /** The cart's stored lines, in the cart's order. */
  lines(cartId: string): Promise<CartItemRow[]> {
    return this.repository.items(cartId);
  }

  /** Removes the cart and its lines (an order took them). */
  deleteCart(cartId: string): Promise<void> {
    return this.repository.deleteCart(cartId);
  }

  /**
   * Adds a configuration in a savepoint (an add refused after its insert, the line limit, leaves
   * nothing behind), with the artwork a reordered line reuses.
   */
  addReordered(visitorId: string, input: QuoteLineInput, reusedArtwork: ReusedArtwork | null): Promise<CartAddition> {
    return this.repository.savepoint(async (repository) => {
      const addition = await new CartService(repository, this.snapshot, this.now).add(visitorId, input);
      if (reusedArtwork) await repository.setReusedArtwork(addition.itemId, reusedArtwork);
      return addition;
    });
  }

  /**
   * Adds a configuration with the artwork chosen on its product page (issue 18): always a line of
   * its own (two designs are two lines, never one merged quantity), in the first free merge slot,
   * under the cart's row lock like any add. The upload must be this visitor's and checked at this
   * line's size and cut (the page uploads again when the size changes).
   */
  async addWithArtwork(visitorId: string, input: QuoteLineInput, artworkUploadId: string): Promise<CartAddition> {
    const snapshot = this.snapshot();
    const line = quoteLine(snapshot, input);
    await assertLetteringCuttable(line.configuration);
    return this.repository.atomically(async (repository) => {
      const upload = await repository.artworkUpload(visitorId, artworkUploadId);
      if (!upload) throw invalidField('artwork_upload_id', ARTWORK_UPLOAD_MESSAGES.notFound);
      // Checked at what this line prints: the same product, cut, shape and size.
      const checked = upload.target;
      const printed = targetOfConfiguration(line.configuration, snapshot.catalogue);
      const same =
        printed !== null &&
        (['product_id', 'cutting_id', 'shape', 'contour_cut', 'print_width_mm', 'print_height_mm'] as const).every((key) => printed[key] === checked[key]);
      if (!same) throw invalidField('artwork_upload_id', ARTWORK_UPLOAD_MESSAGES.otherSize(checked.size_words));
      const cartId = await repository.upsertCart(visitorId);
      if ((await repository.countItems(cartId)) >= MAX_CART_LINES) throw new ShopError(409, 'conflict', CART_FULL_MESSAGE);
      const slot = firstFreeSlot(await repository.itemsByKey(cartId, line.configurationKey));
      const itemId = await repository.insertLine({ cart_id: cartId, merge_slot: slot, ...lineColumns(line), artwork_upload_id: artworkUploadId });
      return { merged: false, itemId };
    });
  }

  /**
   * Adds a configuration, in one transaction that holds the cart's row lock (so concurrent adds,
   * on any server, take turns). A configuration already in the cart adds to its line, re-priced at
   * the combined quantity, if that quantity is offered; if not, the add goes to the next line of
   * the same configuration (merge slot 1, 2…), and a new line when none takes it. A valid add is
   * never refused for what is already in the cart, except by the line limit.
   */
  async add(visitorId: string, input: QuoteLineInput): Promise<CartAddition> {
    const snapshot = this.snapshot();
    const line = quoteLine(snapshot, input);
    await assertLetteringCuttable(line.configuration);
    return this.repository.atomically(async (repository) => {
      const cartId = await repository.upsertCart(visitorId);
      const lineCount = await repository.countItems(cartId);
      // Among slots 0…lineCount at least one is free, so the loop always ends with a line.
      for (let slot = 0; slot <= lineCount; slot++) {
        const stored = await repository.addToSlot({ cart_id: cartId, merge_slot: slot, ...lineColumns(line) });
        if (!stored.merged) {
          // Thrown after the insert: the transaction rolls back, insert included.
          if (lineCount >= MAX_CART_LINES) throw new ShopError(409, 'conflict', CART_FULL_MESSAGE);
          return { merged: false, itemId: stored.id };
        }
        const combined = offered(snapshot, line.configuration, stored.quantity);
        if (combined) {
          await repository.update(stored.id, lineColumns(combined));
          return { merged: true, itemId: stored.id, line: combined };
        }
        await repository.subtractQuantity(stored.id, line.quantity);
      }
      throw new Error(`no free merge slot among ${lineCount + 1} for one configuration`);
    });
  }

  /**
   * Puts a quote option the shop answered in the cart (issue 19), on the caller's transaction (the
   * quote's acceptance): a line of its own at exactly the quoted total, valid until the quote's
   * date. Accepting the same option again adds nothing (its key is the option's).
   */
  async addQuoted(visitorId: string, quoted: QuotedLineInput): Promise<{ itemId: string; added: boolean }> {
    return this.repository.atomically(async (repository) => {
      const cartId = await repository.upsertCart(visitorId);
      const key = quotedLineKey(quoted.requestNo, quoted.offerId);
      const [existing] = await repository.itemsByKey(cartId, key);
      if (existing) return { itemId: existing.id, added: false };
      if ((await repository.countItems(cartId)) >= MAX_CART_LINES) throw new ShopError(409, 'conflict', CART_FULL_MESSAGE);
      const itemId = await repository.insertLine({
        cart_id: cartId,
        merge_slot: 0,
        product_id: quoted.configuration.product_id,
        configuration: quoted.configuration,
        configuration_key: key,
        quantity: quoted.quantity,
        total_cents: quoted.totalCents,
        summary: quoted.summary,
        quote_offer_id: quoted.offerId,
        quoted_until: quoted.validUntil,
        quoted_dispatch_days: quoted.dispatchDays,
      });
      return { itemId, added: true };
    });
  }

  /**
   * Changes a line's quantity or configuration, in one transaction holding the cart's row lock.
   * A line changed into a configuration already in the cart merges into that line if the combined
   * quantity is offered; otherwise both lines stay, the changed one in a free merge slot.
   */
  async update(visitorId: string, itemId: string, changes: Partial<QuoteLineInput>, shippingMethod?: string): Promise<void> {
    const snapshot = this.snapshot();
    await this.repository.atomically(async (repository) => {
      const cartId = await repository.lockCart(visitorId);
      const item = cartId ? await repository.item(cartId, itemId) : undefined;
      if (!cartId || !item) throw notFound(LINE_NOT_FOUND_MESSAGE);
      if (item.quote_offer_id) throw new ShopError(409, 'conflict', QUOTED_LINE_MESSAGES.fixed);
      const productId = await this.replaceLine(repository, snapshot, cartId, item, changes);
      if (shippingMethod !== undefined) await preferMethod(repository, snapshot, cartId, shippingMethod, productId);
    });
  }

  /** Update's change of one line; answers the line's product (after the change). */
  private async replaceLine(repository: CartRepository, snapshot: CatalogueSnapshot, cartId: string, item: CartItemRow, changes: Partial<QuoteLineInput>): Promise<number> {
    const current = storedInput(item.configuration, item.quantity);
    // A whole configuration (it names its product, as Edit → Update line sends) replaces the line's:
    // an option it leaves out is not chosen. Anything less (a new quantity) changes just that.
    const whole = changes.product_id !== undefined && changes.cutting_id !== undefined;
    const next: QuoteLineInput = whole
      ? { quantity: current.quantity, ...definedOnly(changes), product_id: changes.product_id ?? current.product_id, cutting_id: changes.cutting_id ?? current.cutting_id }
      : { ...current, ...definedOnly(changes) };
    const line = quoteLine(snapshot, next);
    if (line.configurationKey !== item.configuration_key) await assertLetteringCuttable(line.configuration);
    // Same configuration, new quantity: the line stays where it is, in its slot.
    if (line.configurationKey === item.configuration_key) {
      await repository.update(item.id, lineColumns(line));
      return line.configuration.product_id;
    }
    const twins = await repository.itemsByKey(cartId, line.configurationKey);
    for (const twin of twins) {
      const combined = offered(snapshot, line.configuration, twin.quantity + line.quantity);
      if (combined) {
        await repository.update(twin.id, lineColumns(combined));
        await repository.remove(cartId, item.id);
        return line.configuration.product_id;
      }
    }
    await repository.update(item.id, { ...lineColumns(line), merge_slot: firstFreeSlot(twins) });
    return line.configuration.product_id;
  }

  /**
   * At sign-in or registration the guest's cart joins the member's: each line is added as an add
   * to cart would (merging with the same configuration, re-priced); a line that can no longer be
   * added (an option withdrawn, the line limit reached) moves as it is, so nothing is lost. The
   * guest's cart is then gone. Runs in the caller's transaction.
   */
  async adoptGuestCart(guestVisitorId: string, memberVisitorId: string): Promise<void> {
    if (guestVisitorId === memberVisitorId) return;
    const guestCartId = await this.repository.findCartId(guestVisitorId);
    if (!guestCartId) return;
    const lines = await this.repository.items(guestCartId);
    const memberCartId = await this.repository.upsertCart(memberVisitorId);
    for (const line of lines) {
      if (line.quote_offer_id) {
        // A quoted line keeps its price: it moves as it is.
        await this.repository.moveItem(line.id, memberCartId);
        continue;
      }
      try {
        // In a savepoint: an add refused after its insert (the line limit) leaves nothing behind.
        const added = await this.repository.savepoint(async (repository) => {
          const service = new CartService(repository, this.snapshot, this.now);
          const input = storedInput(line.configuration, line.quantity);
          if (!line.artwork_upload_id) return service.add(memberVisitorId, input);
          // Its artwork comes along: the upload becomes the member's.
          await repository.giveArtworkUpload(line.artwork_upload_id, guestVisitorId, memberVisitorId);
          return service.addWithArtwork(memberVisitorId, input, line.artwork_upload_id);
        });
        // A reordered line keeps the artwork it reuses.
        if (line.reused_artwork) await this.repository.setReusedArtwork(added.itemId, line.reused_artwork);
        await this.repository.remove(guestCartId, line.id);
      } catch (error) {
        if (!(error instanceof ShopError)) throw error;
        await this.repository.moveItem(line.id, memberCartId);
      }
    }
    await this.repository.deleteCart(guestCartId);
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
    const today = shopToday(this.now());
    for (const row of rows) {
      const configuration = row.configuration;
      if (row.quote_offer_id) {
        // Quoted by the shop: exactly the quoted total, never re-priced from the tables; past its date, said so (checkout refuses it).
        const line = quotedLineOf(snapshot, row);
        if (row.quoted_until !== null && row.quoted_until < today) priceChanges.push(QUOTED_LINE_MESSAGES.expired(line.summary, formatShopDate(row.quoted_until)));
        lines.push({ row, line });
        continue;
      }
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
    const artwork = await this.repository.artworkOfLines(rows.flatMap((row) => (row.artwork_upload_id ? [row.artwork_upload_id] : [])));
    return this.summarise(snapshot, lines, priceChanges, cartId ? await this.repository.shippingMethod(cartId) : STANDARD_SHIPPING, artwork);
  }

  /** Chooses the parcel's shipping method; it must be one every line of the cart can go by. */
  /**
   * The method the shopper picked in the price panel, sent with an add or update: refused (and the
   * change with it) when the product has no such method; the cart goes by it when every line can,
   * else it keeps its own choice, which the cart page shows.
   */
  async preferShippingMethod(visitorId: string, method: string, productId: number): Promise<void> {
    const cartId = await this.repository.findCartId(visitorId);
    if (cartId) await preferMethod(this.repository, this.snapshot(), cartId, method, productId);
  }

  async chooseShippingMethod(visitorId: string | null, method: string): Promise<void> {
    const cartId = visitorId ? await this.repository.findCartId(visitorId) : null;
    const rows = cartId ? await this.repository.items(cartId) : [];
    if (!cartId || rows.length === 0) throw notFound(EMPTY_CART_SHIPPING_MESSAGE);
    const offered = commonShippingMethods(this.snapshot(), rows.map((row) => ({ productId: row.product_id })));
    if (!offered.includes(method)) {
      throw invalidField('method', `${method} shipping is not available for every item in your cart. Please choose ${offered.join(' or ')}.`);
    }
    await this.repository.setShippingMethod(cartId, method);
  }

  private summarise(snapshot: CatalogueSnapshot, lines: { row: CartItemRow; line: QuoteLine }[], priceChanges: string[], chosenMethod: string, artwork: ReadonlyMap<string, CartLine['artwork_upload']> = new Map()): Cart {
    const totalled = lines.map(({ row, line }) => totalledLine(row, line));
    const now = this.now();
    const methods = commonShippingMethods(snapshot, totalled);
    // A method chosen before a line that can't go by it was added falls back to the first one offered.
    const shippingMethod = methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? STANDARD_SHIPPING);
    const totals = orderTotals(snapshot, totalled, now, shippingMethod);
    return {
      items: lines.map(({ row, line }) => toCartLine(snapshot, row, line, row.artwork_upload_id ? artwork.get(row.artwork_upload_id) : null)),
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
      dispatch_condition: totals.dispatchDate ? dispatchConditionText(now, snapshot.catalogue.holidayDates) : null,
      delivery_date: totals.deliveryDate,
      delivery_date_text: totals.deliveryDate ? formatShopDate(totals.deliveryDate) : null,
      kickoff_note: totals.kickoffNote,
      kickoff_code: totals.kickoffCode,
      price_changes: priceChanges,
      shipping_method: shippingMethod,
      shipping_options: methods.map((method) => {
        const option = method === shippingMethod ? totals : orderTotals(snapshot, totalled, now, method);
        return {
          method,
          fee: centsToDollars(option.shippingFeeCents),
          fee_cents: option.shippingFeeCents,
          free: option.freeShipping,
          dispatch_date: option.dispatchDate,
          dispatch_date_text: option.dispatchDate ? formatShopDate(option.dispatchDate) : null,
          delivery_date_text: option.deliveryDate ? formatShopDate(option.deliveryDate) : null,
        };
      }),
    };
  }
}

/** What an add did: a new line, or a merge into a line now re-priced at the combined quantity. */
export type CartAddition = { merged: false; itemId: string } | { merged: true; itemId: string; line: QuoteLine };

/** The configuration priced at `quantity`, or null if that quantity is not offered online. */
function offered(snapshot: CatalogueSnapshot, configuration: StoredConfiguration, quantity: number): QuoteLine | null {
  try {
    return quoteLine(snapshot, storedInput(configuration, quantity));
  } catch (error) {
    if (error instanceof ShopError) return null;
    throw error;
  }
}

/** The lowest merge slot none of these lines holds. */
function firstFreeSlot(lines: readonly CartItemRow[]): number {
  const taken = new Set(lines.map((line) => line.merge_slot));
  let slot = 0;
  while (taken.has(slot)) slot++;
  return slot;
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

function toCartLine(snapshot: CatalogueSnapshot, row: CartItemRow, line: QuoteLine, artwork?: CartLine['artwork_upload']): CartLine {
  const quoted = quotedInfo(row);
  return {
    id: row.id,
    product_id: line.configuration.product_id,
    product: line.productName,
    summary: line.summary,
    quantity: line.quantity,
    unit_price: unitPriceDollars(line.unitCents),
    total_price: centsToDollars(line.totalCents),
    total_price_cents: line.totalCents,
    configuration: line.configuration,
    // Back to the exact configuration (and quantity) of the line; a quoted line to its quote.
    page_url: quoted ? paths.quoteRequest(quoted.request_no) : linePageUrl(snapshot.catalogue, line.configuration, line.quantity),
    artwork_from_order: row.reused_artwork?.order_no ?? null,
    artwork_upload: artwork ?? null,
    quoted,
  };
}

/** What the cart says about a quoted line: its quote, and until when its price holds. */
function quotedInfo(row: CartItemRow): CartLine['quoted'] {
  const requestNo = requestNoOfQuotedLine(row.configuration_key);
  if (!row.quote_offer_id || !requestNo || row.quoted_until === null) return null;
  return { request_no: requestNo, valid_until: row.quoted_until, valid_until_text: formatShopDate(row.quoted_until), dispatch_days: row.quoted_dispatch_days ?? 0 };
}

/** A quoted option to put in the cart (CartService.addQuoted). */
export interface QuotedLineInput {
  requestNo: string;
  offerId: string;
  configuration: StoredConfiguration;
  summary: string;
  quantity: number;
  totalCents: number;
  /** 'YYYY-MM-DD': the last day the price holds. */
  validUntil: string;
  dispatchDays: number;
}

/** A quoted row as a priced line: its stored total, never the tables' (issue 19). */
export function quotedLineOf(snapshot: CatalogueSnapshot, row: CartItemRow): QuoteLine {
  const product = snapshot.catalogue.productsById.get(row.product_id);
  return {
    configuration: row.configuration,
    configurationKey: row.configuration_key,
    quantity: row.quantity,
    totalCents: row.total_cents,
    unitCents: row.total_cents / row.quantity,
    summary: row.summary,
    productName: product ? productDisplayName(product) : row.summary,
  };
}

/** A line as the order totals see it: a quoted line is dispatched after its quote's days, not the product's. */
export const totalledLine = (row: Pick<CartItemRow, 'quoted_dispatch_days' | 'quote_offer_id'>, line: QuoteLine) => ({
  productId: line.configuration.product_id,
  quantity: line.quantity,
  totalCents: line.totalCents,
  ...(row.quoted_dispatch_days !== null ? { printingDays: row.quoted_dispatch_days } : {}),
  ...(row.quote_offer_id !== null ? { quoted: true } : {}),
});

/** See CartService.preferShippingMethod; runs inside the caller's transaction. */
async function preferMethod(repository: CartRepository, snapshot: CatalogueSnapshot, cartId: string, method: string, productId: number): Promise<void> {
  const productMethods = snapshot.catalogue.shippingMethods(productId).map((m) => m.method);
  if (!productMethods.includes(method)) {
    throw invalidField('shipping_method', `${method} shipping is not offered for this product. Please choose ${productMethods.join(' or ')}.`);
  }
  const rows = await repository.items(cartId);
  if (commonShippingMethods(snapshot, rows.map((row) => ({ productId: row.product_id }))).includes(method)) await repository.setShippingMethod(cartId, method);
}

/** The cart's part in a sign-in (AdoptGuestWork, account/accounts.ts): the guest's lines join the member's cart. */
export const adoptGuestCart =
  (snapshot: () => CatalogueSnapshot, now: () => Date): AdoptGuestWork =>
  (tx, guest, member) =>
    CartService.on(tx, snapshot, now).adoptGuestCart(guest.visitorId, member.visitorId);
