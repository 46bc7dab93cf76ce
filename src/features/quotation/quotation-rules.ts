/**
 * Quotation rules (configurator.md §3, §4, §7; forms-and-accounts.md §2 item 12): the number
 * format, the Bill To limits, validity and terms. Pure: shared by the API, the PDF and the modal.
 */
import { documentNumber, documentNumberPattern, normaliseDocumentNo, type DocumentNumberKind } from '../../shared/document-numbers.js';
import { CUTOFF_TIME_TEXT } from '../shipping/order-cutoff.js';
import { formatSgd } from '../../shared/money.js';

/** A quotation holds at most this many lines. */
export const MAX_QUOTATION_LINES = 20;

/** Bill To limits, in characters, after trimming. */
export const BILL_TO_LIMITS = { name: 100, company: 100, address: 500 } as const;
export type BillToField = keyof typeof BILL_TO_LIMITS;
export const BILL_TO_LABELS: Record<BillToField, string> = { name: 'Name', company: 'Company', address: 'Address' };

/** A quotation's prices hold for this many days from its issue date. */
export const QUOTATION_VALID_DAYS = 14;

export const QUOTATION_NOT_FOUND_MESSAGE = "We couldn't find that quotation.";

/** Quotations: Q + YYMMDD (Singapore date) + "-" + 6 base32 characters (2^30 numbers a day), e.g. Q261123-7KD2QX. */
const QUOTATION_NUMBER: DocumentNumberKind = { prefix: 'Q', randomLength: 6 };
export const QUOTATION_NO_PATTERN = documentNumberPattern(QUOTATION_NUMBER);

/** The number for a Singapore issue day ('YYYY-MM-DD') and six random values (0–255 each). */
export const quotationNumber = (issueDay: string, randomBytes: ArrayLike<number>): string => documentNumber(QUOTATION_NUMBER, issueDay, randomBytes);

/** Looks like one of our numbers (typed in lower case too). Anything else can't exist. */
export const normaliseQuotationNo = (text: string): string | null => normaliseDocumentNo(QUOTATION_NUMBER, text);

/** Angle-bracket tags such as <b> or </script>: Bill To is plain text. */
const HTML_TAG = /<\/?[a-z!?][^>]*>|<\/?>/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why a Bill To value can't be saved, or null when it can. `value` is already trimmed. */
export function billToProblem(field: BillToField, value: string): string | null {
  const label = BILL_TO_LABELS[field];
  if (value.length > BILL_TO_LIMITS[field]) return `${label} can be at most ${BILL_TO_LIMITS[field]} characters.`;
  if (HTML_TAG.test(value) || /[<>]/.test(value)) return `${label} must be plain text: please remove the < > characters.`;
  if (CONTROL.test(value) || (field !== 'address' && /[\r\n]/.test(value))) return `${label} contains characters that can't be printed.`;
  return null;
}

/** Trims a Bill To value; the address keeps its line breaks (normalised to \n), at most 2 blank lines in a row. */
export function normaliseBillTo(field: BillToField, value: string): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (field !== 'address') return text;
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The issue day plus the validity period ('YYYY-MM-DD', calendar days). */
export function validUntil(issueDay: string): string {
  const [y, m, d] = issueDay.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + QUOTATION_VALID_DAYS));
  return date.toISOString().slice(0, 10);
}

/** The terms printed under every quotation. */
export const QUOTATION_TERMS: readonly string[] = [
  'All prices are in Singapore dollars (SGD) and include GST.',
  // A quotation is a copy of the day's prices, not an offer checkout honours (only a quote answered by
  // staff is, issue 19): the cart prices every line again and says when a price changed.
  'This quotation is valid until the date above. Orders are charged at the prices of the day they are placed; if ours change before you order, your cart shows the new price.',
  'We send a digital artwork proof for your approval before anything is printed.',
  `Dispatch dates are estimated from artwork approval and payment; approvals after ${CUTOFF_TIME_TEXT} count from the next business day.`,
  'This quotation is not a tax invoice.',
];

/** What the shopper is told when today's prices differ from the quotation's (its own prices never change). */
export const QUOTATION_PRICE_MESSAGES = {
  changed: "Prices have changed since this quotation was made; adding it to the cart uses today's price.",
  lineToday: (cents: number) => `Today: ${formatSgd(cents)}`,
  lineGone: 'No longer available to order online',
} as const;

/**
 * The note a quotation shows when a line's price today (null: it can't be ordered online any more)
 * differs from the price it was given, else null. A document keeps the prices it was made with.
 */
export function quotationPriceNote(items: readonly { price_cents: number; today_price_cents: number | null }[]): string | null {
  return items.some((item) => item.today_price_cents !== item.price_cents) ? QUOTATION_PRICE_MESSAGES.changed : null;
}
