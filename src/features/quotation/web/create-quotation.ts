/**
 * Create quotation (configurator.md §7): POST /api/quotations with the spec's body — the quote
 * data of each line with the price shown, and the totals. The server prices the lines and
 * computes the shipping fee and total itself; a price that no longer matches answers 409 with
 * the current one, which the caller shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiSend, newIdempotencyKey } from '../../../web/lib/api-client.js';
import type { CartQuoteData } from '../../cart/cart.schemas.js';
import type { CreatedQuotation, CreateQuotationBody } from '../quotation.schemas.js';
import { quotationQueryKey } from './get-quotation.js';

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateQuotationBody) => (await apiSend<CreatedQuotation>('POST', '/quotations', body, { idempotencyKey: newIdempotencyKey() })).data,
    // The modal opens on the new number: give it the quotation without another request.
    onSuccess: (created) => queryClient.setQueryData(quotationQueryKey(created.quotation_no), created.quotation),
  });
}

/** The configuration on the page, with the total it shows (`cost`, SGD) and its summary. */
export type PrintQuoteData = CartQuoteData & { summary?: string };

/**
 * The configurator's "Print Quote": a one-line quotation of the current configuration. It sends
 * the line's price as the sub total and leaves the shipping fee and total to the server (which
 * applies the free-shipping rule), so the browser never states a fee of its own. Resolves to the
 * new quotation_no; rejects with an ApiError carrying the server's message.
 */
export function usePrintQuote(): { printQuote(quoteData: PrintQuoteData): Promise<string>; isPending: boolean } {
  const create = useCreateQuotation();
  const { mutateAsync } = create;
  const printQuote = useCallback(
    async (quoteData: PrintQuoteData) => {
      // The page's own summary is for the page; the quotation prints the server's wording.
      const { summary: _summary, ...line } = quoteData;
      const body: CreateQuotationBody = { quotations: [line], point_discount: 0, coupon_discount: 0 };
      if (typeof line.cost === 'number') body.sub_total = line.cost;
      return (await mutateAsync(body)).quotation_no;
    },
    [mutateAsync],
  );
  return { printQuote, isPending: create.isPending };
}
