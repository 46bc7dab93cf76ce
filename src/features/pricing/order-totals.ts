/**
 * The totals of a set of priced lines, the one computation the cart and quotations (and later
 * orders) share: sub total, shipping, total, the estimated dispatch date and the kick-off note.
 *
 * One parcel, sent by the method the shopper chose (Standard unless they chose another, e.g.
 * Express): the shipping fee is the highest fee of that method among the lines after the
 * free-shipping rule (a method costing 0 is free except for product 8; a sub total of S$100 or
 * more is free). Dispatch is the latest of the lines' dispatch dates with that method's printing
 * days.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { kickoffNote, kickoffPromoOn, kickoffQualifies } from '../promotions/kickoff.js';
import { deliveryDate as estimatedDelivery, dispatchSchedule, shopToday } from '../shipping/dispatch-date.js';
import { shippingFeeCents } from '../shipping/free-shipping.js';

export interface TotalledLine {
  productId: number;
  quantity: number;
  totalCents: number;
  /** A quoted line's own production days (issue 19: the quote's dispatch days), instead of its shipping method's. */
  printingDays?: number;
  /** A line at a price staff quoted (issue 19): no kick-off pieces. */
  quoted?: boolean;
}

/** The method every order starts with (the first, cheapest one of each product). */
export const STANDARD_SHIPPING = 'Standard';

export interface OrderTotals {
  /** The shipping method the totals are for. */
  shippingMethod: string;
  subTotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
  /** There are lines and none of them pays for shipping. */
  freeShipping: boolean;
  /** Latest estimated dispatch of the lines (shop date 'YYYY-MM-DD'), or null without lines. */
  dispatchDate: string | null;
  /** The parcel's estimated arrival: the dispatch date plus the method's delivery days (shipping/delivery-story.ts), or null without lines. */
  deliveryDate: string | null;
  kickoffNote: string | null;
  /** The kick-off coupon's code when the lines qualify for it (checkout offers it in one click), else null. */
  kickoffCode: string | null;
}

export function orderTotals(snapshot: CatalogueSnapshot, lines: readonly TotalledLine[], now: Date, shippingMethod: string = STANDARD_SHIPPING): OrderTotals {
  const { catalogue } = snapshot;
  const subTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  let shipping = 0;
  let dispatchDate: string | null = null;
  for (const line of lines) {
    const methods = catalogue.shippingMethods(line.productId);
    const method = methods.find((m) => m.method === shippingMethod) ?? methods[0];
    if (!method) continue;
    shipping = Math.max(shipping, shippingFeeCents({ productId: line.productId, shippingCostCents: method.cost_cents, totalCents: subTotalCents, thresholdCents: catalogue.freeShippingThresholdCents }));
    const { dispatchDate: lineDate } = dispatchSchedule({ now, printingDays: line.printingDays ?? method.printing_days, holidays: catalogue.holidayDates });
    if (dispatchDate === null || lineDate > dispatchDate) dispatchDate = lineDate;
  }
  const kickoffPromo = kickoffPromoOn(catalogue.rows.kickoffPromos, shopToday(now));
  const shippingDays = orderShippingDays(snapshot, lines, shippingMethod);
  return {
    shippingMethod,
    subTotalCents,
    shippingFeeCents: shipping,
    totalCents: subTotalCents + shipping,
    freeShipping: lines.length > 0 && shipping === 0,
    dispatchDate,
    deliveryDate: dispatchDate !== null && shippingDays !== null ? estimatedDelivery(dispatchDate, shippingDays, catalogue.holidayDates) : null,
    kickoffNote: kickoffNote(kickoffPromo, lines),
    kickoffCode: kickoffPromo && kickoffQualifies(kickoffPromo, lines) ? kickoffPromo.code : null,
  };
}

/**
 * The shipping days of the order's one parcel by `shippingMethod`: the longest of its lines' (each
 * line's product's method of that name, else its first, as orderTotals), or null without lines.
 */
export function orderShippingDays(snapshot: CatalogueSnapshot, lines: readonly Pick<TotalledLine, 'productId'>[], shippingMethod: string): number | null {
  let days: number | null = null;
  for (const line of lines) {
    const methods = snapshot.catalogue.shippingMethods(line.productId);
    const method = methods.find((m) => m.method === shippingMethod) ?? methods[0];
    if (method && (days === null || method.shipping_days > days)) days = method.shipping_days;
  }
  return days;
}

/** The shipping methods every line of an order can go by, in the shop's order (Standard first). */
export function commonShippingMethods(snapshot: CatalogueSnapshot, lines: readonly Pick<TotalledLine, 'productId'>[]): string[] {
  if (lines.length === 0) return [];
  const perLine = lines.map((line) => snapshot.catalogue.shippingMethods(line.productId).map((m) => m.method));
  return (perLine[0] ?? []).filter((method) => perLine.every((methods) => methods.includes(method)));
}
