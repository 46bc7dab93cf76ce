/**
 * Server side of the SEO head: resolves a requested path against the current catalogue, reads the
 * page family's review summary, and renders index.html for it with its status (200 or 404).
 */
import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import type { Database } from '../../server/db/client.js';
import { reviewSummary } from '../reviews/reviews.repository.js';
import { pageHead, resolvePageRoute, reviewTypeOfPath, type PageHead } from './page-head.js';
import { renderPage, type HtmlTemplate } from './render-head.js';

export interface ShopPageDeps {
  catalogue: CatalogueStore;
  db: Database;
  publicUrl: string;
}

export async function headForUrl(url: string, deps: ShopPageDeps): Promise<PageHead> {
  const snapshot = deps.catalogue.current();
  const route = resolvePageRoute(url, snapshot.catalogue);
  const type = route.kind === 'not-found' ? undefined : reviewTypeOfPath(url);
  const reviews = type ? await reviewSummary(deps.db, type) : undefined;
  return pageHead(route, { snapshot, publicUrl: deps.publicUrl, reviews });
}

export async function renderShopPage(url: string, template: HtmlTemplate, deps: ShopPageDeps): Promise<{ status: 200 | 404; html: string }> {
  const head = await headForUrl(url, deps);
  return { status: head.status, html: renderPage(template, head) };
}
