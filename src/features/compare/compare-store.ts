/**
 * The compare tray's saved configurations (configurator.md §2, §3, §4; forms-and-accounts.md §3,
 * §4). Each compare type item `{ key, product, details, price, quote_data }` lives in session
 * storage under its own key `ct_{key}`; `quote_data` carries `guest_id` and `origin_path:
 * "compare_type"`. Adding skips duplicates (same product, details and price). A session cookie
 * `compare=1` is set with the first item and cleared with the last, and the tray is active only
 * while that cookie exists and storage holds ct_ keys.
 *
 * Storage and cookies are passed in (`createCompareStore`), so the rules run against fakes in unit
 * tests; `compareStore()` is the browser's instance. Every change is announced on `window` as a
 * `compare-tray-change` event, which the tray listens to.
 */
import type { CartQuoteData } from '../cart/cart.schemas.js';
import { dollarsToCents } from '../../shared/money.js';

/** Session storage key prefix of compare type items (spec). */
export const COMPARE_KEY_PREFIX = 'ct_';
/** The session cookie that marks the tray as in use (spec: "the tray is active only if a compare cookie exists"). */
export const COMPARE_COOKIE_NAME = 'compare';
/** Dispatched on `window` after an item is added or removed. */
export const COMPARE_CHANGE_EVENT = 'compare-tray-change';
/** At most this many configurations are compared at once. */
export const MAX_COMPARE_ITEMS = 12;
export const COMPARE_FULL_MESSAGE = `Compare holds up to ${MAX_COMPARE_ITEMS} configurations. Remove one to add another.`;

/** The quote data of a compared configuration: the cart's quote data, marked as coming from the tray. */
export type CompareQuoteData = CartQuoteData & {
  /** The guest id when the page knows it; the guest cookie is httpOnly, so usually null (the server reads the cookie). */
  guest_id: string | null;
  origin_path: 'compare_type';
  /** The configuration in words, as pricing/v2 gave it. */
  summary?: string;
};

/** A compare type item (spec §3). `price` is the total shown, in SGD. */
export interface CompareItem {
  key: string;
  product: string;
  details: string;
  price: number;
  quote_data: CompareQuoteData;
  /** The configurator page with this configuration (older entries may lack it). */
  page_url?: string;
}

/** What the page hands over when the shopper presses Compare. */
export interface CompareInput {
  product: string;
  details: string;
  price: number;
  quoteData: CartQuoteData;
  /** The configurator page with this configuration, for the card's link back. */
  pageUrl?: string | undefined;
}

export type AddResult = 'added' | 'duplicate' | 'full' | 'unavailable';

/** The bits of `document.cookie` the store needs. */
export interface CookieJar {
  /** The whole cookie header, as `document.cookie` reads it. */
  read(): string;
  /** Writes one cookie, as assigning `document.cookie` does. */
  write(cookie: string): void;
}

/** The bits of the Web Storage API the store needs. */
export type CompareStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface CompareStoreDeps {
  /**
   * null when the browser refuses session storage (privacy settings). A function is called the first
   * time the store needs storage: in Chromium the first touch of sessionStorage is a synchronous
   * round trip (about 4 ms, 15 ms at a phone's speed, inside the task that hydrates the page), and
   * a first-time visitor, without the compare cookie, never needs it.
   */
  storage: CompareStorage | null | (() => CompareStorage | null);
  cookies: CookieJar;
  /** Called after every change; the browser store dispatches `compare-tray-change`. */
  onChange?: () => void;
  /** The guest id, if the page knows it. */
  guestId?: () => string | null;
  /** Random part of new keys (tests pass a fixed one). */
  random?: () => string;
}

export interface CompareStore {
  /** Saved items in the order they were added; unreadable entries are dropped. */
  list(): CompareItem[];
  add(input: CompareInput): { result: AddResult; item?: CompareItem };
  remove(key: string): void;
  /** Compare cookie exists and storage holds ct_ keys (spec). */
  isTrayActive(): boolean;
}

const COOKIE_SET = `${COMPARE_COOKIE_NAME}=1; path=/; SameSite=Lax`;
const COOKIE_CLEAR = `${COMPARE_COOKIE_NAME}=; path=/; Max-Age=0; SameSite=Lax`;

/** Same product, same details, same price (to the cent): the spec's duplicate. */
export function isSameConfiguration(a: Pick<CompareItem, 'product' | 'details' | 'price'>, b: Pick<CompareItem, 'product' | 'details' | 'price'>): boolean {
  return a.product === b.product && a.details === b.details && dollarsToCents(a.price) === dollarsToCents(b.price);
}

export function hasCompareCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === COMPARE_COOKIE_NAME);
}

function parseItem(raw: string | null, key: string): CompareItem | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const item = value as Partial<CompareItem>;
    if (item.key !== key || typeof item.product !== 'string' || typeof item.details !== 'string' || typeof item.price !== 'number' || !Number.isFinite(item.price)) return null;
    if (typeof item.quote_data !== 'object' || item.quote_data === null) return null;
    return item as CompareItem;
  } catch {
    return null;
  }
}

/** Keys are "{sequence}-{random}": the sequence keeps insertion order, whatever order storage lists keys in. */
function sequenceOf(key: string): number {
  const n = Number.parseInt(key, 10);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

const defaultRandom = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

export function createCompareStore(deps: CompareStoreDeps): CompareStore {
  const { cookies } = deps;
  const random = deps.random ?? defaultRandom;
  let opened = typeof deps.storage === 'function' ? undefined : deps.storage;
  const openStorage = (): CompareStorage | null => (opened === undefined ? (opened = (deps.storage as () => CompareStorage | null)()) : opened);

  function storedKeys(): string[] {
    const storage = openStorage();
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(COMPARE_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  }

  function list(): CompareItem[] {
    const storage = openStorage();
    if (!storage) return [];
    const items: CompareItem[] = [];
    for (const storageKey of storedKeys()) {
      const item = parseItem(storage.getItem(storageKey), storageKey.slice(COMPARE_KEY_PREFIX.length));
      if (item) items.push(item);
      else storage.removeItem(storageKey); // unreadable (edited by hand, older format): drop it
    }
    return items.sort((a, b) => sequenceOf(a.key) - sequenceOf(b.key));
  }

  function syncCookie(): void {
    if (storedKeys().length > 0) {
      if (!hasCompareCookie(cookies.read())) cookies.write(COOKIE_SET);
    } else if (hasCompareCookie(cookies.read())) {
      cookies.write(COOKIE_CLEAR);
    }
  }

  return {
    list,
    add(input) {
      const storage = openStorage();
      if (!storage) return { result: 'unavailable' };
      const items = list();
      const candidate = { product: input.product, details: input.details, price: input.price };
      const existing = items.find((item) => isSameConfiguration(item, candidate));
      if (existing) {
        // A duplicate still (re)activates the tray, e.g. after the cookie was cleared by hand.
        syncCookie();
        return { result: 'duplicate', item: existing };
      }
      if (items.length >= MAX_COMPARE_ITEMS) return { result: 'full' };
      const sequence = Math.max(0, ...items.map((item) => sequenceOf(item.key)).filter((n) => n < Number.MAX_SAFE_INTEGER)) + 1;
      const key = `${sequence}-${random()}`;
      const item: CompareItem = {
        key,
        ...candidate,
        quote_data: { ...input.quoteData, cost: input.price, summary: input.details, guest_id: deps.guestId?.() ?? null, origin_path: 'compare_type' },
        ...(input.pageUrl ? { page_url: input.pageUrl } : {}),
      };
      try {
        storage.setItem(`${COMPARE_KEY_PREFIX}${key}`, JSON.stringify(item));
      } catch {
        return { result: 'unavailable' }; // quota exceeded or storage switched off
      }
      syncCookie();
      deps.onChange?.();
      return { result: 'added', item };
    },
    remove(key) {
      const storage = openStorage();
      if (!storage) return;
      storage.removeItem(`${COMPARE_KEY_PREFIX}${key}`);
      syncCookie();
      deps.onChange?.();
    },
    isTrayActive() {
      return hasCompareCookie(cookies.read()) && storedKeys().length > 0;
    },
  };
}

function browserSessionStorage(): CompareStorage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // SecurityError when the browser blocks storage
  }
}

let browserStore: CompareStore | null = null;

/** The browser's compare store (session storage, document.cookie, `compare-tray-change` on window). */
export function compareStore(): CompareStore {
  browserStore ??= createCompareStore({
    storage: browserSessionStorage,
    cookies: {
      read: () => (typeof document !== 'undefined' ? document.cookie : ''),
      write: (cookie) => {
        if (typeof document !== 'undefined') document.cookie = cookie;
      },
    },
    onChange: () => {
      if (typeof window !== 'undefined') window.dispatchEvent(new Event(COMPARE_CHANGE_EVENT));
    },
  });
  return browserStore;
}
