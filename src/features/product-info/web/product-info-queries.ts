/**
 * Queries of the product-info panel: the lazily imported content chunks and the static JSON files
 * (configurator.md §7). Content never changes while the page is open, so nothing goes stale.
 */
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { BADGES_AND_MAGNETS_URL, DOWNLOAD_TEMPLATES_URL, loadProductContent, loadSupplyContent } from '../content/index.js';
import { badgesAndMagnetsSchema, downloadTemplatesSchema } from '../static-content.js';

export const productContentQuery = (slug: string) =>
  queryOptions({ queryKey: ['product-info', 'content', slug], queryFn: () => loadProductContent(slug), staleTime: Infinity });

export const supplyContentQuery = (featuredItemSlug: string) =>
  queryOptions({ queryKey: ['product-info', 'supply', featuredItemSlug], queryFn: () => loadSupplyContent(featuredItemSlug), staleTime: Infinity });

async function fetchStaticJson<T>(url: string, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

export const badgesAndMagnetsQuery = queryOptions({
  queryKey: ['product-info', 'badges-and-magnets'],
  queryFn: ({ signal }) => fetchStaticJson(BADGES_AND_MAGNETS_URL, badgesAndMagnetsSchema, signal),
  staleTime: Infinity,
});

export const downloadTemplatesQuery = queryOptions({
  queryKey: ['product-info', 'download-templates'],
  queryFn: ({ signal }) => fetchStaticJson(DOWNLOAD_TEMPLATES_URL, downloadTemplatesSchema, signal),
  staleTime: Infinity,
});

/** Product-info failures are only logged (configurator.md §8), as a warning. */
export function useWarnOnError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Product info: could not load ${what}.`, error);
  }, [error, what]);
}
