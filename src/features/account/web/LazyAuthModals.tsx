/**
 * The sign-in dialogs, loaded the first time they open (lazy-modal.tsx):
 * - LazyAuthModal: Sign in / Register (AuthModal.tsx), the header's and the account area's;
 * - LazyGuestAuthModal: 'Email Already Registered!' (GuestAuthModal.tsx), for the quote and
 *   inquiry forms (issue 10) when the email typed has an account.
 */
import type { AuthModalProps } from './AuthModal.js';
import type { GuestAuthModalProps } from './GuestAuthModal.js';
import { lazyModal } from './lazy-modal.js';

export type { AuthModalProps, GuestAuthModalProps };

export const LazyAuthModal = lazyModal<AuthModalProps>(() => import('./AuthModal.js').then((m) => m.AuthModal));

/**
 * For the quote forms: not used by a page of this feature yet (the registration flow draws the same
 * sign-in in its registered-mail template).
 * @public
 */
export const LazyGuestAuthModal = lazyModal<GuestAuthModalProps>(() => import('./GuestAuthModal.js').then((m) => m.GuestAuthModal));
