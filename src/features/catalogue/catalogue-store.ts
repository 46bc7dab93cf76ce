/**
 * Keeps the current catalogue snapshot in memory and rebuilds it when the database's catalogue
 * revision moves (a cheap one-row poll), so requests never wait on the database for catalogue
 * reads. Pricing builds its price index per snapshot (pricing/price-index.ts).
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
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

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

  /** Polls the revision every `intervalMs`; errors are logged and the old snapshot kept. */
  watch(intervalMs: number, onError: (err: unknown) => void): void {
    this.stop();
    this.timer = setInterval(() => {
      this.refreshIfChanged().catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
