/**
 * The QUOTE modal, loaded the first time it opens: the sticker page's first visit loads none of
 * its code (first-visit JavaScript budget).
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';
import type { QuoteModalProps } from './QuoteModal.js';

const QuoteModal = lazy(() => import('./QuoteModal.js').then((m) => ({ default: m.QuoteModal })));

export function LazyQuoteModal(props: QuoteModalProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <QuoteModal {...props} />
    </Suspense>
  ) : null;
}
