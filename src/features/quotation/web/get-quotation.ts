/**
 * Reads a quotation (GET /api/quotations/{quotation_no}): only its owner gets it, anyone else the
 * 404 "We couldn't find that quotation." Also the document's addresses (configurator.md §7: under
 * the site root, without the api segment), opened in a new window.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../web/lib/api-client.js';
import type { Quotation } from '../quotation.schemas.js';

export const quotationQueryKey = (quotationNo: string) => ['quotation', quotationNo] as const;

export const quotationQuery = (quotationNo: string) =>
  queryOptions({
    queryKey: quotationQueryKey(quotationNo),
    queryFn: async ({ signal }) => (await apiGet<Quotation>(`/quotations/${encodeURIComponent(quotationNo)}`, {}, signal)).data,
    staleTime: 60_000,
    retry: false,
  });

export function useQuotation(quotationNo: string | null, enabled = true) {
  return useQuery({ ...quotationQuery(quotationNo ?? ''), enabled: enabled && quotationNo !== null });
}

export type QuotationDocumentMode = 'preview' | 'download';

/** /pdf/quotation/preview?quotation_no=… (inline) or /pdf/quotation/download?quotation_no=… (a file). */
export const quotationPdfUrl = (mode: QuotationDocumentMode, quotationNo: string): string =>
  `/pdf/quotation/${mode}?quotation_no=${encodeURIComponent(quotationNo)}`;

/** Opens the document in a new window, as the spec asks; the new window gets no handle on this page. */
export function openQuotationDocument(mode: QuotationDocumentMode, quotationNo: string): void {
  window.open(quotationPdfUrl(mode, quotationNo), '_blank', 'noopener');
}
