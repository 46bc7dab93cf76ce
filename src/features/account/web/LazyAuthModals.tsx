/**
 * The sign-in dialogs, loaded the first time they open (lazy-modal.tsx):
 * - LazyAuthModal: Sign in / Register (AuthModal.tsx), the header's and the account area's;
 * - LazyGuestAuthModal: 'Email Already Registered!' (GuestAuthModal.tsx), for the quote and
 *   inquiry forms (issue 10) and checkout when the email typed has an account.
 */
import type { AuthModalProps } from './AuthModal.js';
import type { GuestAuthModalProps } from './GuestAuthModal.js';
import { lazyModal } from '../../../web/components/ui/lazy-modal.js';

export type { AuthModalProps, GuestAuthModalProps };

export const LazyAuthModal = lazyModal<AuthModalProps>(() => import('./AuthModal.js').then((m) => m.AuthModal));

/** For the quote forms and checkout (orders/web/CheckoutSignIn.tsx): the email typed has an account. */
export const LazyGuestAuthModal = lazyModal<GuestAuthModalProps>(() => import('./GuestAuthModal.js').then((m) => m.GuestAuthModal));
