/**
 * The guest_id cookie's value: 128 random bits, written in the UUID layout so it fits the
 * `uuid` columns. Unlike randomUUID (122 random bits: 6 are the version and variant), every bit
 * is random, since the id is the visitor's only key to their cart and quotations.
 */
import { randomBytes } from 'node:crypto';

export const GUEST_COOKIE = 'guest_id';
export const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newGuestId(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Only values of our own shape are looked up (the database is never asked about junk). */
export const isGuestId = (value: string | undefined): value is string => value !== undefined && GUEST_ID.test(value.toLowerCase());
