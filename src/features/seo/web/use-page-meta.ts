/**
 * Keeps the document title and description in step with client-side navigation, using the same
 * head the server renders into the HTML (GET /api/seo/meta).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiGet } from '../../../web/lib/api-client.js';
import type { SeoMeta } from '../seo.schemas.js';

export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: ['seo-meta', pathname],
    queryFn: async ({ signal }) => (await apiGet<SeoMeta>('/seo/meta', { url_from: pathname }, signal)).data,
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (!data) return;
    document.title = data.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', data.description);
  }, [data]);
}
