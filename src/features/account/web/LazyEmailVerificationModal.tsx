/** The email verification modal (EmailVerificationModal.tsx), loaded when it first opens. */
import type { EmailVerificationModalProps } from './EmailVerificationModal.js';
import { lazyModal } from '../../../web/components/ui/lazy-modal.js';

export const LazyEmailVerificationModal = lazyModal<EmailVerificationModalProps>(() => import('./EmailVerificationModal.js').then((m) => m.EmailVerificationModal));
