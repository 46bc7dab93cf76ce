/**
 * Production start and dispatch dates (configurator.md §9): orders approved and paid after
 * 6:00 PM Singapore time start the next business day; dispatch counts printing_days + 1
 * business days, skipping weekends and public holidays. Pure: the caller passes `now`, and all
 * calendar maths happens in Singapore time, never the machine's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, getHours, isWeekend } from 'date-fns';

export const SHOP_TIME_ZONE = 'Asia/Singapore';
/** Approval and payment at or after 18:00 are processed the next business day. */
export const ORDER_CUTOFF_HOUR = 18;
export const DEFAULT_TURNAROUND_TEXT = '5 to 9 business days including delivery';

/** A calendar day in Singapore, 'YYYY-MM-DD'. */
export type ShopDay = string;
export type Holidays = ReadonlySet<string> | readonly string[];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of that day in Singapore; throws on anything that is not a real 'YYYY-MM-DD' day. */
function shopMidnight(day: ShopDay): TZDate {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${JSON.stringify(day)}`);
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), SHOP_TIME_ZONE);
  if (toShopDay(date) !== day) throw new RangeError(`No such day: ${day}`);
  return date;
}

const toShopDay = (date: TZDate): ShopDay => format(date, 'yyyy-MM-dd');

const asSet = (holidays: Holidays): ReadonlySet<string> =>
  holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);

/** Today's date in Singapore at the instant `now`. */
export function shopToday(now: Date): ShopDay {
  return toShopDay(new TZDate(now.getTime(), SHOP_TIME_ZONE));
}

export function isBusinessDay(day: ShopDay, holidays: Holidays): boolean {
  return !isWeekend(shopMidnight(day)) && !asSet(holidays).has(day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: ShopDay, holidays: Holidays): ShopDay {
  const set = asSet(holidays);
  let date = addDays(shopMidnight(day), 1);
  while (isWeekend(date) || set.has(toShopDay(date))) date = addDays(date, 1);
  return toShopDay(date);
}

/** Today if it is a business day and before 18:00 in Singapore, otherwise the next business day. */
export function productionStartDate(now: Date, holidays: Holidays): ShopDay {
  const set = asSet(holidays);
  const sgNow = new TZDate(now.getTime(), SHOP_TIME_ZONE);
  const today = toShopDay(sgNow);
  if (isBusinessDay(today, set) && getHours(sgNow) < ORDER_CUTOFF_HOUR) return today;
  return nextBusinessDay(today, set);
}

export interface DispatchSchedule {
  startDate: ShopDay;
  /** Business days of production: from the start up to the day before dispatch. */
  productionDates: ShopDay[];
  /** Estimated dispatch: the (printing_days + 1)-th business day, the start being day 1. */
  dispatchDate: ShopDay;
}

export function dispatchSchedule(input: { now: Date; printingDays: number; holidays: Holidays }): DispatchSchedule {
  const { now, printingDays } = input;
  if (!Number.isInteger(printingDays) || printingDays < 0) {
    throw new RangeError(`printingDays must be a whole number of days, got ${printingDays}`);
  }
  const holidays = asSet(input.holidays);
  const startDate = productionStartDate(now, holidays);
  const days: ShopDay[] = [startDate];
  while (days.length < printingDays + 1) {
    days.push(nextBusinessDay(days[days.length - 1] as ShopDay, holidays));
  }
  const dispatchDate = days[days.length - 1] as ShopDay;
  return { startDate, productionDates: days.slice(0, -1), dispatchDate };
}

/** Turnaround table line, e.g. "5 to 9 business days including delivery" for 4 + 5 days. */
export function turnaroundText(printingDays: number, shippingDays: number): string {
  return `${printingDays + 1} to ${printingDays + shippingDays} business days including delivery`;
}

/** The services banner promises free shipping within shipping + printing business days. */
export function servicesBannerBusinessDays(printingDays: number, shippingDays: number): number {
  return shippingDays + printingDays;
}

/** e.g. "Thu, 26 Nov 2026": fixed English format, same on server and browser. */
export function formatShopDate(day: ShopDay): string {
  return format(shopMidnight(day), 'EEE, d MMM yyyy');
}
