/**
 * Pricing answers cached per parameter set (configurator.md §7 caches them per parameter hash in
 * the browser; the server does the same). An answer depends only on the query, the catalogue
 * revision and the Singapore clock state (shop day, before/after the 18:00 cut-off), so those
 * three make the key, and a price change or a new day can never serve a stale answer.
 * Bounded, least-recently-used first out.
 */
export class PricingAnswerCache {
  private readonly entries = new Map<string, string>();

  constructor(readonly maxEntries: number) {}

  static key(url: string, revision: number, clockState: string): string {
    return `${revision}|${clockState}|${url}`;
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Refresh its place: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, body: string): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, body);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
