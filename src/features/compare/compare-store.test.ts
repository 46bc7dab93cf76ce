import { describe, expect, it, vi } from 'vitest';
import {
  COMPARE_KEY_PREFIX,
  createCompareStore,
  hasCompareCookie,
  MAX_COMPARE_ITEMS,
  type CompareInput,
  type CompareStorage,
  type CookieJar,
} from './compare-store.js';

/** A Web Storage stand-in that, like some browsers, lists keys in an order of its own (reversed). */
class FakeStorage implements CompareStorage {
  readonly map = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()].reverse()[index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** document.cookie in miniature: writes set or expire one cookie; reads give "a=1; b=2". */
class FakeCookies implements CookieJar {
  readonly jar = new Map<string, string>();
  readonly writes: string[] = [];
  read() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  write(cookie: string) {
    this.writes.push(cookie);
    const [pair = '', ...attributes] = cookie.split(';').map((p) => p.trim());
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

function setup() {
  const storage = new FakeStorage();
  const cookies = new FakeCookies();
  const onChange = vi.fn();
  let n = 0;
  const store = createCompareStore({ storage, cookies, onChange, random: () => `r${++n}` });
  return { storage, cookies, onChange, store };
}

const input = (quantity: number, price: number, product = 'Standard Vinyl Stickers'): CompareInput => ({
  product,
  details: `Die Cut, Circle, 50 x 50 mm, Gloss, ${quantity} pcs`,
  price,
  quoteData: { product_id: 5, cutting_id: 1, width: '50', height: '50', quantity: String(quantity), cost: price },
});

describe('compare store', () => {
  it('stores each item under its own ct_ key with the spec fields and quote data marked compare_type', () => {
    const { storage, store } = setup();
    const { result, item } = store.add(input(100, 45.5));
    expect(result).toBe('added');
    expect(item).toBeDefined();
    const raw = storage.getItem(`${COMPARE_KEY_PREFIX}${item?.key}`);
    expect(raw).not.toBeNull();
    const stored = JSON.parse(raw ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['details', 'key', 'price', 'product', 'quote_data']);
    expect(stored).toMatchObject({ product: 'Standard Vinyl Stickers', price: 45.5, details: 'Die Cut, Circle, 50 x 50 mm, Gloss, 100 pcs' });
    expect(stored.quote_data).toMatchObject({ product_id: 5, quantity: '100', cost: 45.5, guest_id: null, origin_path: 'compare_type', summary: stored.details });
  });

  it('keeps the link back to the configuration when the page gives one', () => {
    const { storage, store } = setup();
    const { item } = store.add({ ...input(100, 45.5), pageUrl: '/stickers/vinyl/standard?cutting=1&quantity=100' });
    expect(JSON.parse(storage.getItem(`${COMPARE_KEY_PREFIX}${item?.key}`) ?? '{}').page_url).toBe('/stickers/vinyl/standard?cutting=1&quantity=100');
    expect(store.list()[0]?.page_url).toBe('/stickers/vinyl/standard?cutting=1&quantity=100');
  });

  it('sets cost to the price shown, whatever the quote data said', () => {
    const { store } = setup();
    const { item } = store.add({ ...input(10, 20), quoteData: { product_id: 5, cutting_id: 1, cost: 99 } });
    expect(item?.quote_data.cost).toBe(20);
  });

  it('skips duplicates: same product, details and price', () => {
    const { store, onChange } = setup();
    expect(store.add(input(100, 45.5)).result).toBe('added');
    expect(store.add(input(100, 45.5)).result).toBe('duplicate');
    expect(store.add({ ...input(100, 45.5), quoteData: { product_id: 5, cutting_id: 2 } }).result).toBe('duplicate');
    expect(store.list()).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Any one of the three differing makes it a new configuration.
    expect(store.add(input(100, 45.51)).result).toBe('added');
    expect(store.add(input(100, 45.5, 'PVC Vinyl Stickers')).result).toBe('added');
    expect(store.add(input(1000, 45.5)).result).toBe('added');
    expect(store.list()).toHaveLength(4);
  });

  it('lists items in the order they were added, whatever order storage gives keys in', () => {
    const { store } = setup();
    for (const [q, p] of [[10, 12], [100, 40], [1000, 150], [500, 90]] as const) store.add(input(q, p));
    expect(store.list().map((i) => i.price)).toEqual([12, 40, 150, 90]);
    // Removing one keeps the rest in order; the next one goes last.
    store.remove(store.list()[1]?.key ?? '');
    store.add(input(20, 15));
    expect(store.list().map((i) => i.price)).toEqual([12, 150, 90, 15]);
  });

  it('removes by key', () => {
    const { store, storage, onChange } = setup();
    const a = store.add(input(10, 12)).item;
    const b = store.add(input(100, 40)).item;
    store.remove(a?.key ?? '');
    expect(store.list().map((i) => i.key)).toEqual([b?.key]);
    expect(storage.getItem(`${COMPARE_KEY_PREFIX}${a?.key}`)).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('sets the compare session cookie with the first item and clears it with the last', () => {
    const { store, cookies } = setup();
    expect(hasCompareCookie(cookies.read())).toBe(false);
    const a = store.add(input(10, 12)).item;
    expect(cookies.writes).toEqual(['compare=1; path=/; SameSite=Lax']);
    const b = store.add(input(100, 40)).item;
    expect(cookies.writes).toHaveLength(1); // not rewritten while set
    store.remove(a?.key ?? '');
    expect(hasCompareCookie(cookies.read())).toBe(true);
    store.remove(b?.key ?? '');
    expect(hasCompareCookie(cookies.read())).toBe(false);
    expect(cookies.writes[1]).toBe('compare=; path=/; Max-Age=0; SameSite=Lax');
    // A session cookie: no Expires or Max-Age when set.
    expect(cookies.writes[0]).not.toMatch(/expires|max-age/i);
  });

  it('is active only while the compare cookie exists and storage holds ct_ keys', () => {
    const { store, cookies, storage } = setup();
    expect(store.isTrayActive()).toBe(false);
    store.add(input(10, 12));
    expect(store.isTrayActive()).toBe(true);
    // Cookie gone (new browser session, cleared by hand): inactive although keys remain.
    cookies.jar.delete('compare');
    expect(store.isTrayActive()).toBe(false);
    // Cookie without keys: inactive.
    cookies.jar.set('compare', '1');
    storage.map.clear();
    expect(store.isTrayActive()).toBe(false);
    // Other storage keys don't count.
    storage.setItem('title_notice', '1');
    expect(store.isTrayActive()).toBe(false);
  });

  it('reads the cookie among others', () => {
    expect(hasCompareCookie('guest=1; compare=1; cart=artwork')).toBe(true);
    expect(hasCompareCookie('compared=1; notcompare=1')).toBe(false);
    expect(hasCompareCookie('')).toBe(false);
  });

  it(`holds at most ${MAX_COMPARE_ITEMS} configurations`, () => {
    const { store } = setup();
    for (let i = 1; i <= MAX_COMPARE_ITEMS; i++) expect(store.add(input(i * 10, i)).result).toBe('added');
    expect(store.add(input(9990, 999)).result).toBe('full');
    expect(store.list()).toHaveLength(MAX_COMPARE_ITEMS);
    // A duplicate is still reported as a duplicate when full.
    expect(store.add(input(10, 1)).result).toBe('duplicate');
    store.remove(store.list()[0]?.key ?? '');
    expect(store.add(input(9990, 999)).result).toBe('added');
  });

  it('drops unreadable entries and ignores other keys', () => {
    const { store, storage } = setup();
    store.add(input(10, 12));
    storage.setItem('ct_broken', '{not json');
    storage.setItem('ct_wrong', JSON.stringify({ key: 'other', product: 'x', details: 'y', price: 1, quote_data: {} }));
    storage.setItem('other_key', 'x');
    expect(store.list().map((i) => i.price)).toEqual([12]);
    expect(storage.getItem('ct_broken')).toBeNull();
    expect(storage.getItem('other_key')).toBe('x');
  });

  it('reports storage it cannot use', () => {
    const { store, storage, cookies } = setup();
    storage.failWrites = true;
    expect(store.add(input(10, 12)).result).toBe('unavailable');
    expect(hasCompareCookie(cookies.read())).toBe(false);
    const none = createCompareStore({ storage: null, cookies: new FakeCookies() });
    expect(none.add(input(10, 12)).result).toBe('unavailable');
    expect(none.list()).toEqual([]);
    expect(none.isTrayActive()).toBe(false);
  });

  it('opens storage only when it needs it: a visitor without the compare cookie never touches it', () => {
    let opened = 0;
    const storage = new FakeStorage();
    const cookies = new FakeCookies();
    const store = createCompareStore({ storage: () => (opened++, storage), cookies });
    expect(store.isTrayActive()).toBe(false);
    expect(opened).toBe(0);
    expect(store.add(input(10, 12)).result).toBe('added');
    expect(store.isTrayActive()).toBe(true);
    expect(opened).toBe(1);
  });

  it('passes the guest id along when the page knows it', () => {
    const store = createCompareStore({ storage: new FakeStorage(), cookies: new FakeCookies(), guestId: () => 'g-1' });
    expect(store.add(input(10, 12)).item?.quote_data.guest_id).toBe('g-1');
  });
});
