/**
 * One delivery story (issue 17). Every sentence the shop says about printing, dispatch and
 * delivery times, on a page, in an email or in a PDF, is written here from a shipping method's
 * `printing_days` and `shipping_days` and the 6:00 PM cut-off, so no two places can disagree.
 *
 * The model (configurator.md §9), counted in business days from the day production starts
 * (the day the shopper approves the proof and pays, by the cut-off), that day being day 1:
 * - printing takes `printing_days`;
 * - the parcel is dispatched on day `printing_days + 1`;
 * - it arrives by day `printing_days + shipping_days`, i.e. within `shipping_days − 1` business
 *   days after dispatch: the spec's turnaround "printing_days+1 to printing_days+shipping_days
 *   business days including delivery" (5 to 9 for the usual 4 + 5).
 *
 * Two figures of the spec are not used, because they contradict that model and each other:
 * "Delivery within 3 business days after shipping" (the usual Standard method's own turnaround
 * allows 4), and the fixed default "5 to 9 business days including delivery", which is only true
 * of 4 + 5 methods. Where the rates cannot be loaded, the page says so and states no time.
 */
import { CUTOFF_TIME_TEXT, turnaroundText } from './order-cutoff.js';

/** The two numbers of a shipping method that every time is worked out from. */
export interface MethodDays {
  printing_days: number;
  shipping_days: number;
}

export const businessDaysText = (n: number): string => `${n} business day${n === 1 ? '' : 's'}`;

/** "3 to 6 business days", or "4 business days" when both ends agree. */
export function businessDayRangeText(range: DayRange): string {
  return range.min === range.max ? businessDaysText(range.max) : `${range.min} to ${businessDaysText(range.max)}`;
}

/** The business day (production start = day 1) on which the parcel leaves the shop. */
export const dispatchBusinessDay = (m: MethodDays): number => m.printing_days + 1;

/** Business days the courier takes after dispatch, at most (0: delivered on the dispatch day). */
export const deliveryDaysAfterDispatch = (m: MethodDays): number => Math.max(0, m.shipping_days - 1);

/** The last business day of the turnaround, production start being day 1: printing + shipping days. */
export const arrivalBusinessDay = (m: MethodDays): number => m.printing_days + m.shipping_days;

/** "delivered within 4 business days of dispatch". */
export function deliveryAfterDispatchText(m: MethodDays): string {
  const days = deliveryDaysAfterDispatch(m);
  return days === 0 ? 'delivered on the day of dispatch' : `delivered within ${businessDaysText(days)} of dispatch`;
}

/** The courier's part, for a table cell: "Up to 4 business days", or "On the dispatch day". */
export function deliveryWindowText(m: MethodDays): string {
  const days = deliveryDaysAfterDispatch(m);
  return days === 0 ? 'On the dispatch day' : `Up to ${businessDaysText(days)}`;
}

/** "5 to 9 business days including delivery" (the spec's turnaround wording). */
export const turnaroundOf = (m: MethodDays): string => turnaroundText(m.printing_days, m.shipping_days);

/** The services banner: "arrives within 9 business days of your approval and payment". */
export const arrivalText = (m: MethodDays): string => `arrives within ${businessDaysText(arrivalBusinessDay(m))} of your approval and payment`;

/** When the count starts: the cut-off rule, in one sentence. */
export const CUTOFF_RULE_TEXT = `Production counts from the business day you approve your proof and pay, when that happens by ${CUTOFF_TIME_TEXT} Singapore time; after ${CUTOFF_TIME_TEXT}, at weekends and on public holidays, it counts from the next business day.`;

/** The short form, for a footer or a banner. */
export const CUTOFF_SHORT_TEXT = `Approve and pay by ${CUTOFF_TIME_TEXT} on a business day and production counts from that day`;

/** Deliveries are estimates. */
export const NO_GUARANTEE_TEXT = 'Delivery dates are our best estimate: couriers don’t guarantee a delivery date, so please order ahead for events.';

// ---- The shop as a whole (FAQ, shipping page, home page) ---------------------------------------

export interface DayRange {
  min: number;
  max: number;
}

/** One shipping method (by name) across every product: the ranges its times take. */
export interface MethodSummary {
  method: string;
  printing_days: DayRange;
  delivery_days_after_dispatch: DayRange;
  /** From the earliest dispatch day to the latest arrival day, production start being day 1. */
  total_days: DayRange;
}

const rangeOf = (values: number[]): DayRange => ({ min: Math.min(...values), max: Math.max(...values) });

/**
 * Every method name of the catalogue (in the order products list them: Standard first) with the
 * ranges of its printing, delivery and total times over all products.
 */
export function summariseMethods(methods: readonly (MethodDays & { method: string; sort_order?: number })[]): MethodSummary[] {
  const byName = new Map<string, MethodDays[]>();
  const sorted = [...methods].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const m of sorted) byName.set(m.method, [...(byName.get(m.method) ?? []), m]);
  return [...byName].map(([method, list]) => ({
    method,
    printing_days: rangeOf(list.map((m) => m.printing_days)),
    delivery_days_after_dispatch: rangeOf(list.map(deliveryDaysAfterDispatch)),
    total_days: { min: Math.min(...list.map(dispatchBusinessDay)), max: Math.max(...list.map(arrivalBusinessDay)) },
  }));
}

/** "Printing takes 3 to 6 business days with Standard shipping, depending on the product; 2 business days with Express." */
export function printingSentence(summary: readonly MethodSummary[]): string {
  const parts = summary.map((s, i) => {
    const varies = s.printing_days.min !== s.printing_days.max ? ', depending on the product' : '';
    return `${businessDayRangeText(s.printing_days)} with ${s.method}${i === 0 ? ' shipping' : ''}${varies}`;
  });
  return `Printing takes ${joinClauses(parts)}.`;
}

/** "Standard parcels are delivered within 4 business days of dispatch; Express parcels within 1 business day." */
export function deliverySentence(summary: readonly MethodSummary[]): string {
  const parts = summary.map((s, i) => {
    const d = s.delivery_days_after_dispatch;
    const within = d.max === 0 ? 'on the day of dispatch' : `within ${businessDaysText(d.max)}${i === 0 ? ' of dispatch' : ''}`;
    return i === 0 ? `${s.method} parcels are delivered ${within}` : `${s.method} parcels ${within}`;
  });
  return `${joinClauses(parts)}.`;
}

/** "In all, Standard orders arrive 4 to 11 business days after approval and payment; Express orders 3 to 4 business days." */
export function totalSentence(summary: readonly MethodSummary[]): string {
  const parts = summary.map((s, i) =>
    i === 0 ? `${s.method} orders arrive ${businessDayRangeText(s.total_days)} after approval and payment` : `${s.method} orders ${businessDayRangeText(s.total_days)}`,
  );
  return `In all, ${joinClauses(parts)}.`;
}

/** Clauses may hold commas of their own ("…, depending on the product"): semicolons keep them apart. */
const joinClauses = (parts: string[]): string => parts.join('; ');
