/**
 * The quotation modal, loaded the first time it opens (Print Quote): its Bill To form and Radix
 * dialog are a chunk of their own, not part of the configurator's first load. Print Quote itself
 * (usePrintQuote) is small and stays with the page.
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';
import type { QuotationModalProps } from './QuotationModal.js';

export { usePrintQuote } from './create-quotation.js';

const QuotationModal = lazy(() => import('./QuotationModal.js').then((m) => ({ default: m.QuotationModal })));

export function LazyQuotationModal(props: QuotationModalProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <QuotationModal {...props} />
    </Suspense>
  ) : null;
}
