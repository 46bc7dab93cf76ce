/**
 * The totals of a set of priced lines, the one computation the cart and quotations (and later
 * orders) share: sub total, shipping, total, the estimated dispatch date and the kick-off note.
 *
 * One parcel: the shipping fee is the highest standard-shipping fee among the lines after the
 * free-shipping rule (a method costing 0 is free except for product 8; a sub total of S$100 or
 * more is free). Dispatch is the latest of the lines' dispatch dates.
 */
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { kickoffNote, kickoffPromoOn } from '../promotions/kickoff.js';
import { dispatchSchedule, shopToday } from '../shipping/dispatch-date.js';
import { shippingFeeCents } from '../shipping/free-shipping.js';

export interface TotalledLine {
  productId: number;
  quantity: number;
  totalCents: number;
}

export interface OrderTotals {
  subTotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
  /** There are lines and none of them pays for shipping. */
  freeShipping: boolean;
  /** Latest estimated dispatch of the lines (shop date 'YYYY-MM-DD'), or null without lines. */
  dispatchDate: string | null;
  kickoffNote: string | null;
}

export function orderTotals(snapshot: CatalogueSnapshot, lines: readonly TotalledLine[], now: Date): OrderTotals {
  const { catalogue } = snapshot;
  const subTotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  let shipping = 0;
  let dispatchDate: string | null = null;
  for (const line of lines) {
    const standard = catalogue.shippingMethods(line.productId)[0];
    if (!standard) continue;
    shipping = Math.max(shipping, shippingFeeCents({ productId: line.productId, shippingCostCents: standard.cost_cents, totalCents: subTotalCents }));
    const { dispatchDate: lineDate } = dispatchSchedule({ now, printingDays: standard.printing_days, holidays: catalogue.holidayDates });
    if (dispatchDate === null || lineDate > dispatchDate) dispatchDate = lineDate;
  }
  return {
    subTotalCents,
    shippingFeeCents: shipping,
    totalCents: subTotalCents + shipping,
    freeShipping: lines.length > 0 && shipping === 0,
    dispatchDate,
    kickoffNote: kickoffNote(kickoffPromoOn(catalogue.rows.kickoffPromos, shopToday(now)), lines),
  };
}
