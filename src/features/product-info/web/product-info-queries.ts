/**
 * Queries of the product-info panel: the lazily imported content chunks and the static JSON files
 * (configurator.md §7). Content never changes while the page is open, so nothing goes stale.
 */
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BADGES_AND_MAGNETS_URL, DOWNLOAD_TEMPLATES_URL, loadProductContent, loadSupplyContent } from '../content/index.js';
import type { DownloadTemplates } from '../../artwork-templates/artwork-templates.schemas.js';
import type { BadgesAndMagnets } from '../static-content.schemas.js';

export const productContentQuery = (slug: string) =>
  queryOptions({ queryKey: ['product-info', 'content', slug], queryFn: () => loadProductContent(slug), staleTime: Infinity });

export const supplyContentQuery = (featuredItemSlug: string) =>
  queryOptions({ queryKey: ['product-info', 'supply', featuredItemSlug], queryFn: () => loadSupplyContent(featuredItemSlug), staleTime: Infinity });

/** The files ship with the app and content.test.ts checks them against their schemas, so their shape is trusted here. */
async function fetchStaticJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export const badgesAndMagnetsQuery = queryOptions({
  queryKey: ['product-info', 'badges-and-magnets'],
  queryFn: ({ signal }) => fetchStaticJson<BadgesAndMagnets>(BADGES_AND_MAGNETS_URL, signal),
  staleTime: Infinity,
});

export const downloadTemplatesQuery = queryOptions({
  queryKey: ['product-info', 'download-templates'],
  queryFn: ({ signal }) => fetchStaticJson<DownloadTemplates>(DOWNLOAD_TEMPLATES_URL, signal),
  staleTime: Infinity,
});

/** Product-info failures are only logged (configurator.md §8), as a warning. */
export function useWarnOnError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Product info: could not load ${what}.`, error);
  }, [error, what]);
}
