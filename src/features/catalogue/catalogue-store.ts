/**
 * Keeps the current catalogue snapshot in memory and rebuilds it when the database's catalogue
 * revision moves, so catalogue reads never wait on the database. Pricing builds its price index
 * per snapshot (pricing/price-index.ts).
 *
 * Fresh on every server at once (issue 19): the server that makes a change calls `fresh()` after
 * it; on PostgreSQL every request first calls `freshWithin(2)`: one indexed one-row read of the
 * revision serves the requests of the next 2 ms, and the snapshot is rebuilt only when the
 * revision moved (shop-services.ts says why the embedded database needs neither).
 */
import type { Database } from '../../server/db/client.js';
import { Catalogue } from './catalogue.js';
import { readCatalogueRevision, readCatalogueSnapshot } from './catalogue.repository.js';

export interface CatalogueSnapshot {
  revision: number;
  catalogue: Catalogue;
}

export class CatalogueStore {
  private snapshot: CatalogueSnapshot | undefined;
  private refreshing: Promise<void> | undefined;
  /** The check that starts when the running one ends, shared by the requests that arrived during it. */
  private nextCheck: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  current(): CatalogueSnapshot {
    if (!this.snapshot) throw new Error('CatalogueStore.current() before load()');
    return this.snapshot;
  }

  async load(): Promise<CatalogueSnapshot> {
    // Rows and revision from one consistent read, so a snapshot never pairs new rows with an old revision.
    const { revision, rows } = await readCatalogueSnapshot(this.db);
    this.snapshot = { revision, catalogue: new Catalogue(rows) };
    return this.snapshot;
  }

  /** Reloads when the revision changed since the last load; concurrent calls share one reload. */
  refreshIfChanged(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const revision = await readCatalogueRevision(this.db);
        if (revision !== this.snapshot?.revision) await this.load();
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  /** When the last revision check completed (performance.now()), or undefined while none has. */
  private checkedAt: number | undefined;

  /**
   * Makes sure the snapshot is at least as new as the database was `withinMs` ago: when a revision
   * check completed less than `withinMs` ago nothing is read and nothing waits (undefined);
   * otherwise the check under way is joined, or one starts. A burst of requests thus shares one
   * read, and most of them do not wait at all (waiting on even a fast read holds up each
   * connection's next request).
   */
  freshWithin(withinMs: number): Promise<void> | undefined {
    if (this.checkedAt !== undefined && performance.now() - this.checkedAt < withinMs) return undefined;
    const check = this.refreshIfChanged();
    if (this.pendingCheck !== check) {
      this.pendingCheck = check;
      void check.then(
        () => {
          this.checkedAt = performance.now();
        },
        () => undefined,
      );
    }
    return check;
  }
  private pendingCheck: Promise<void> | undefined;

  /**
   * Resolves once the snapshot is at least as new as the database was when this was called. A
   * check already running may have read the revision before a change this caller must see, so
   * callers arriving during one share the single check that starts after it (at most one waits).
   */
  fresh(): Promise<void> {
    if (!this.refreshing) return this.refreshIfChanged();
    this.nextCheck ??= this.refreshing
      .catch(() => undefined)
      .then(() => {
        this.nextCheck = undefined;
        return this.refreshIfChanged();
      });
    return this.nextCheck;
  }
}
