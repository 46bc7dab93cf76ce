/**
 * What staff may change in the shipping settings (issue 19), pure and shared by the server (which
 * decides) and the desk's Settings page (which shows the same words): holidays and shop closures,
 * shipping methods' fees, names and whether they are offered, and the free-shipping threshold.
 * The checks are those the seeded data meets: dates are real days, names are given, money is whole
 * cents of at least zero, and every product keeps at least one method shoppers can choose.
 */
import { centsToDollars, dollarsToCents, formatSgd } from '../../shared/money.js';
import { formatShopDate } from './dispatch-date.js';

/** The kinds staff add; seeded rows also hold "observed" (a public holiday's Monday in lieu). */
export const HOLIDAY_KINDS = ['public', 'closure'] as const;

const KIND_LABELS: Record<string, string> = { public: 'Public holiday', observed: 'Public holiday (observed)', closure: 'Shop closure' };
export const holidayKindLabel = (type: string): string => KIND_LABELS[type] ?? type;

export const HOLIDAY_NAME_MAX = 60;
export const METHOD_NAME_MAX = 30;
/** The highest fee or threshold the desk takes: a typo of an extra digit is refused, not saved. */
export const MAX_FEE_CENTS = 100_000;
export const MAX_THRESHOLD_CENTS = 1_000_000;

export const SHIPPING_SETTINGS_MESSAGES = {
  dateRequired: 'Choose the date, e.g. 2026-12-24.',
  datePast: (today: string) => `Choose today (${formatShopDate(today)}) or a later day: a day that has passed can't be added.`,
  dateTaken: (date: string, name: string) => `${formatShopDate(date)} is already in the calendar as ${name}.`,
  nameRequired: 'Give the day a name, e.g. Christmas Day or Stocktake.',
  nameTooLong: `Keep the name to ${HOLIDAY_NAME_MAX} characters.`,
  kindRequired: 'Choose the kind of day: Public holiday or Shop closure.',
  noSuchDay: (date: string) => `${date} is not in the calendar (someone may have removed it already).`,
  pastDay: (date: string) => `${formatShopDate(date)} has passed and stays in the calendar.`,
  methodNameRequired: 'Give the method a name, e.g. Standard.',
  methodNameTooLong: `Keep the method's name to ${METHOD_NAME_MAX} characters.`,
  methodNameTaken: (name: string, product: string) => `${product} already has a method named ${name}.`,
  money: (what: string) => `Enter the ${what} in dollars, e.g. 15.00 (0 for free).`,
  feeTooHigh: `A fee can be at most ${formatSgd(MAX_FEE_CENTS)}.`,
  thresholdTooHigh: `The threshold can be at most ${formatSgd(MAX_THRESHOLD_CENTS)}.`,
  lastOffered: (product: string) => `${product} needs at least one method shoppers can choose: offer another first.`,
  noSuchMethod: 'There is no such shipping method.',
} as const;

/** Whole cents from what staff type ("15", "15.5", "15.50", "S$1,500.00"), or undefined when it isn't an amount. */
export function parseDollars(text: string): number | undefined {
  const plain = text.trim().replace(/^S?\$/i, '').replaceAll(',', '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return undefined;
  return dollarsToCents(Number(plain));
}

/** Cents as staff type them back: "15.00". */
export const dollarsText = (cents: number): string => centsToDollars(cents).toFixed(2);

/** Why a holiday or closure can't be added on `date` (today being `today`), or undefined. */
export function holidayDateProblem(date: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return SHIPPING_SETTINGS_MESSAGES.dateRequired;
  return date < today ? SHIPPING_SETTINGS_MESSAGES.datePast(today) : undefined;
}

/** Whether a product's methods still leave one offered after `id` is set to `offered`. */
export function keepsOneOffered(methods: readonly { id: number; offered: boolean }[], id: number, offered: boolean): boolean {
  return methods.some((m) => (m.id === id ? offered : m.offered));
}
