/**
 * Modal and Drawer, loaded the first time they open: a closed dialog costs the first visit no
 * JavaScript (Radix Dialog with its focus trap and scroll lock is a chunk of its own). Once
 * opened they stay mounted, so they animate closed and return focus like the eager ones.
 */
import type { DrawerProps } from './Drawer.js';
import type { ModalProps } from './Modal.js';
import { lazyModal } from './lazy-modal.js';

export const LazyModal = lazyModal<ModalProps>(() => import('./Modal.js').then((m) => m.Modal));

export const LazyDrawer = lazyModal<DrawerProps>(() => import('./Drawer.js').then((m) => m.Drawer));
