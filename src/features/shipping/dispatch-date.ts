/**
 * Production start and dispatch dates (configurator.md §9): orders approved and paid after
 * 6:00 PM Singapore time start the next business day; dispatch counts printing_days + 1
 * business days, skipping weekends and public holidays. Pure: the caller passes `now`, and all
 * calendar maths happens in Singapore time, never the machine's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { addDays, format, getHours, isWeekend } from 'date-fns';

import { CUTOFF_TIME_TEXT, ORDER_CUTOFF_HOUR } from './order-cutoff.js';

export const SHOP_TIME_ZONE = 'Asia/Singapore';

/** A calendar day in Singapore, 'YYYY-MM-DD'. */
export type ShopDay = string;
export type Holidays = ReadonlySet<string> | readonly string[];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Singapore calendar day as a UTC-midnight date. Only "now" needs a time-zone conversion;
 * stepping from day to day is plain calendar arithmetic, which UTC does exactly and cheaply
 * (a TZDate per step costs ~100× more, and pricing computes dispatch dates on every request).
 * Throws on anything that is not a real 'YYYY-MM-DD' day.
 */
function calendarDay(day: ShopDay): UTCDate {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${JSON.stringify(day)}`);
  const date = new UTCDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (toShopDay(date) !== day) throw new RangeError(`No such day: ${day}`);
  return date;
}

const toShopDay = (date: Date): ShopDay => format(date, 'yyyy-MM-dd');

const asSet = (holidays: Holidays): ReadonlySet<string> =>
  holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);

/** Today's date in Singapore at the instant `now`. */
export function shopToday(now: Date): ShopDay {
  return toShopDay(new TZDate(now.getTime(), SHOP_TIME_ZONE));
}

export function isBusinessDay(day: ShopDay, holidays: Holidays): boolean {
  return !isWeekend(calendarDay(day)) && !asSet(holidays).has(day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: ShopDay, holidays: Holidays): ShopDay {
  const set = asSet(holidays);
  let date = addDays(calendarDay(day), 1);
  while (isWeekend(date) || set.has(toShopDay(date))) date = addDays(date, 1);
  return toShopDay(date);
}

/**
 * The Singapore day at `now`, and whether it is already past the 18:00 cut-off. Memoised per
 * minute: the answer cannot change within a minute (the cut-off falls on a minute boundary).
 */
function shopClock(now: Date): { today: ShopDay; afterCutoff: boolean } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return lastClock.value;
  const sgNow = new TZDate(now.getTime(), SHOP_TIME_ZONE);
  const value = { today: toShopDay(sgNow), afterCutoff: getHours(sgNow) >= ORDER_CUTOFF_HOUR };
  lastClock = { minute, value };
  return value;
}
let lastClock: { minute: number; value: { today: ShopDay; afterCutoff: boolean } } | undefined;

function startDateFor(today: ShopDay, afterCutoff: boolean, holidays: ReadonlySet<string>): ShopDay {
  return isBusinessDay(today, holidays) && !afterCutoff ? today : nextBusinessDay(today, holidays);
}

/** What dispatch dates depend on at `now`: the Singapore day and the cut-off side, e.g. "2026-11-23|before". */
export function shopClockState(now: Date): string {
  const { today, afterCutoff } = shopClock(now);
  return `${today}|${afterCutoff ? 'after' : 'before'}`;
}

/** Today if it is a business day and before 18:00 in Singapore, otherwise the next business day. */
export function productionStartDate(now: Date, holidays: Holidays): ShopDay {
  const { today, afterCutoff } = shopClock(now);
  return startDateFor(today, afterCutoff, asSet(holidays));
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
  const { today, afterCutoff } = shopClock(now);
  // The schedule only changes with the Singapore day, the cut-off and the holiday list: memoised.
  let cache = scheduleCache.get(holidays);
  if (!cache) scheduleCache.set(holidays, (cache = new Map()));
  const key = `${today}|${afterCutoff}|${printingDays}`;
  const cached = cache.get(key);
  if (cached) return { ...cached, productionDates: [...cached.productionDates] };

  const startDate = startDateFor(today, afterCutoff, holidays);
  const days: ShopDay[] = [startDate];
  while (days.length < printingDays + 1) {
    days.push(nextBusinessDay(days[days.length - 1] as ShopDay, holidays));
  }
  const dispatchDate = days[days.length - 1] as ShopDay;
  const schedule = { startDate, productionDates: days.slice(0, -1), dispatchDate };
  if (cache.size > 1000) cache.clear();
  cache.set(key, schedule);
  return { ...schedule, productionDates: [...schedule.productionDates] };
}

/** Per holiday set (the catalogue keeps one Set per snapshot), schedules by day, cut-off and printing days. */
const scheduleCache = new WeakMap<ReadonlySet<string>, Map<string, DispatchSchedule>>();

/**
 * The estimated delivery day of a parcel dispatched on `dispatchDate` by a method of `shippingDays`:
 * the last day of the turnaround the shop quotes (turnaroundText: printing_days + shipping_days
 * business days from the start, dispatch being day printing_days + 1), i.e. shippingDays − 1
 * business days after dispatch, skipping weekends and holidays (0 or 1: the dispatch day itself).
 */
export function deliveryDate(dispatchDate: ShopDay, shippingDays: number, holidays: Holidays): ShopDay {
  if (!Number.isInteger(shippingDays) || shippingDays < 0) {
    throw new RangeError(`shippingDays must be a whole number of days, got ${shippingDays}`);
  }
  calendarDay(dispatchDate);
  const set = asSet(holidays);
  let day = dispatchDate;
  for (let counted = 1; counted < shippingDays; counted++) day = nextBusinessDay(day, set);
  return day;
}

/**
 * The condition under an estimated dispatch date, true to the Singapore clock: on a business day
 * before 6:00 PM the date holds if the shopper approves and pays today; after 6:00 PM, at a weekend
 * or on a public holiday, production starts the next business day, which is named.
 */
export function dispatchConditionText(now: Date, holidays: Holidays): string {
  const { today, afterCutoff } = shopClock(now);
  const start = startDateFor(today, afterCutoff, asSet(holidays));
  if (start === today) return `if you approve and pay before ${CUTOFF_TIME_TEXT} today (Singapore time)`;
  const why = !isBusinessDay(today, asSet(holidays)) ? 'we are closed today' : `it is past the ${CUTOFF_TIME_TEXT} cut-off`;
  return `if you approve and pay by ${CUTOFF_TIME_TEXT} on ${formatShopDate(start)} (${why}, so production starts the next business day)`;
}

/** e.g. "Thu, 26 Nov 2026": fixed English format, same on server and browser. */
export function formatShopDate(day: ShopDay): string {
  let text = formattedDays.get(day);
  if (text === undefined) {
    text = format(calendarDay(day), 'EEE, d MMM yyyy');
    if (formattedDays.size > 5000) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}
const formattedDays = new Map<ShopDay, string>();
