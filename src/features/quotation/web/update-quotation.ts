/**
 * Update quotation (configurator.md §7): POST /api/quote/update/quotation/{quotation_no} with name,
 * company and address; success is code 200 with the saved quotation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../web/lib/api-client.js';
import type { Quotation, UpdateQuotationBody } from '../quotation.schemas.js';
import { quotationQueryKey } from './get-quotation.js';

export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ quotationNo, billTo }: { quotationNo: string; billTo: UpdateQuotationBody }) =>
      (await apiSend<Quotation>('POST', `/quote/update/quotation/${encodeURIComponent(quotationNo)}`, billTo)).data,
    onSuccess: (quotation) => queryClient.setQueryData(quotationQueryKey(quotation.quotation_no), quotation),
  });
}
