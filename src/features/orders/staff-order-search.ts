/**
 * The desk's one search box (issue 19), as a pure rule: what staff typed, read as the one thing it
 * can be, so each search runs on one indexed column (orders.tables.ts):
 *
 * - an order number in any case and spacing ("o261123 - abcd efgh jk") is that order; the start of
 *   one ("O261123-AB") is every order whose number starts so;
 * - a phone number as people write it ("+65 9123 4567", "9123-4567", "(65) 91234567", "91234567"):
 *   its 8 digits (the orders keep 8 digits, +65 dropped), or the start of them from 3 digits on;
 * - text with an "@": the start of an email ("mei.tan@", "mei.tan@example.sg"), or, starting with
 *   "@", its end (the domain: "@example.sg");
 * - any other text: the start of the first name, the last name, "first last", or the email.
 *
 * Starts and ends, not any part: a prefix runs on a btree index (text_pattern_ops) on both PGlite
 * and PostgreSQL, where a substring search would need the pg_trgm extension (see
 * docs/features/staff-order-desk.md).
 */
import { normaliseOrderNo } from './order-rules.js';

export type OrderSearch =
  | { kind: 'order_no'; orderNo: string }
  | { kind: 'order_no_start'; start: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'phone_start'; start: string }
  | { kind: 'email_start'; start: string }
  | { kind: 'email_end'; end: string }
  | { kind: 'text'; start: string };

/** The longest search the box takes. */
export const ORDER_SEARCH_MAX_LENGTH = 200;

const PHONE_LIKE = /^[\d\s\-+().]+$/;
const ORDER_NO_START = /^O\d{1,6}(?:-[0-9A-Z]{0,10})?$/;

/** What `text` searches for, or null when it is blank. */
export function readOrderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  const packed = trimmed.replace(/\s+/g, '').toUpperCase();
  const orderNo = normaliseOrderNo(packed);
  if (orderNo) return { kind: 'order_no', orderNo };
  if (ORDER_NO_START.test(packed)) return { kind: 'order_no_start', start: packed };
  if (PHONE_LIKE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    // +65 (or 65 before 8 digits) is the country code, not part of the stored number.
    const local = /^\+\s*\(?65/.test(trimmed) || (digits.length === 10 && digits.startsWith('65')) ? digits.slice(2) : digits;
    if (local.length === 8) return { kind: 'phone', digits: local };
    if (local.length >= 3 && local.length < 8) return { kind: 'phone_start', start: local };
  }
  const lower = trimmed.toLowerCase();
  if (lower.includes('@')) {
    const packedLower = lower.replace(/\s+/g, '');
    return packedLower.startsWith('@') ? { kind: 'email_end', end: packedLower } : { kind: 'email_start', start: packedLower };
  }
  return { kind: 'text', start: lower };
}

/** `text` as a LIKE pattern's literal part: %, _ and \ match only themselves. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
