/**
 * The shop's document numbers, one rule for all: a letter for the kind, the Singapore day as
 * YYMMDD, a dash, and random characters of Crockford's base32 (no I, L, O or U: nothing to misread
 * when a number is read out on the phone or typed). The random part makes a number impossible to
 * guess from another one of the same day, so a number is enough to look a document up (with the
 * look-up rate limit). Each feature names its kind (orders, quotations, quote requests).
 */
export const DOCUMENT_NO_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface DocumentNumberKind {
  /** The first letter: O (order), Q (quotation), R (quote request). */
  prefix: string;
  /** How many base32 characters (5 random bits each) follow the day. */
  randomLength: number;
}

/** The numbers of a kind, as a pattern (upper case, as issued). */
export function documentNumberPattern(kind: DocumentNumberKind): RegExp {
  return new RegExp(`^${kind.prefix}\\d{6}-[0-9A-HJKMNP-TV-Z]{${kind.randomLength}}$`);
}

/** The number of a kind for a Singapore day ('YYYY-MM-DD') and `randomLength` random bytes (0–255 each). */
export function documentNumber(kind: DocumentNumberKind, shopDay: string, randomBytes: ArrayLike<number>): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shopDay)) throw new RangeError(`Not a 'YYYY-MM-DD' day: ${shopDay}`);
  if (randomBytes.length < kind.randomLength) throw new RangeError('Not enough random bytes');
  let random = '';
  // 256 is a multiple of 32: each byte modulo 32 keeps every character equally likely.
  for (let i = 0; i < kind.randomLength; i++) random += DOCUMENT_NO_ALPHABET[(randomBytes[i] ?? 0) % 32];
  return `${kind.prefix}${shopDay.slice(2, 4)}${shopDay.slice(5, 7)}${shopDay.slice(8, 10)}-${random}`;
}

/** A number of that kind as typed (any case, spaces around), or null when it cannot be one. */
export function normaliseDocumentNo(kind: DocumentNumberKind, text: string): string | null {
  const value = text.trim().toUpperCase();
  return documentNumberPattern(kind).test(value) ? value : null;
}
