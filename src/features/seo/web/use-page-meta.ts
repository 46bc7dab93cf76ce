/**
 * Keeps the document title and description in step with client-side navigation, using the same
 * head the server renders into the HTML (GET /api/seo/meta).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiGet } from '../../../web/lib/api-client.js';
import type { SeoMeta } from '../seo.schemas.js';

interface ServedHead {
  pathname: string;
  title: string;
  description: string;
}

let servedHead: ServedHead | undefined;

/**
 * The head the server wrote into the document for the page it was served as, read once in the
 * browser before anything changes it. That page needs no request for its own head: asking for it
 * on every first visit would cost a request and a render of the whole layout as the page starts
 * (issue 24). Undefined on the server.
 */
function served(): ServedHead | undefined {
  if (servedHead === undefined && typeof document !== 'undefined') {
    servedHead = {
      pathname: window.location.pathname,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    };
  }
  return servedHead;
}

export function usePageMeta(): void {
  const { pathname } = useLocation();
  const head = served();
  const isServedPage = head?.pathname === pathname;
  const { data } = useQuery({
    queryKey: ['seo-meta', pathname],
    queryFn: async ({ signal }) => (await apiGet<SeoMeta>('/seo/meta', { url_from: pathname }, signal)).data,
    staleTime: 10 * 60_000,
    enabled: !isServedPage,
  });
  const shown = isServedPage ? head : data;
  useEffect(() => {
    if (!shown) return;
    document.title = shown.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', shown.description);
  }, [shown]);
}
