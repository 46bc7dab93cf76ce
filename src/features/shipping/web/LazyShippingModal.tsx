/**
 * The shipping modal, loaded the first time it opens: a closed dialog costs the first visit no
 * JavaScript (its calendar, holiday list and Radix dialog are a chunk of their own).
 */
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../web/components/ui/use-opened-once.js';
import type { ShippingModalProps } from './ShippingModal.js';

const ShippingModal = lazy(() => import('./ShippingModal.js').then((m) => ({ default: m.ShippingModal })));

export function LazyShippingModal(props: ShippingModalProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <ShippingModal {...props} />
    </Suspense>
  ) : null;
}
