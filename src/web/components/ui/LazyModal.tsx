/**
 * Modal and Drawer, loaded the first time they open: a closed dialog costs the first visit no
 * JavaScript (Radix Dialog with its focus trap and scroll lock is a chunk of its own). Once
 * opened they stay mounted, so they animate closed and return focus like the eager ones.
 */
import { lazy, Suspense } from 'react';
import type { DrawerProps } from './Drawer.js';
import type { ModalProps } from './Modal.js';
import { useOpenedOnce } from './use-opened-once.js';

const Modal = lazy(() => import('./Modal.js').then((m) => ({ default: m.Modal })));
const Drawer = lazy(() => import('./Drawer.js').then((m) => ({ default: m.Drawer })));

export function LazyModal(props: ModalProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
}

export function LazyDrawer(props: DrawerProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  ) : null;
}
