/** The spec's timings of the sign-in flows (forms-and-accounts.md §9). */

/** Whether a typed email has an account is asked this long after typing stops (§9 "email check 300 ms"). */
export const EMAIL_CHECK_DELAY_MS = 300;
/** The login and verification modals open this long after the click or submit that asks for them. */
export const MODAL_OPEN_DELAY_MS = 100;
/** "Logged in Successfully" shows this long before the pending action carries on. */
export const SIGNED_IN_SUCCESS_MS = 2000;
/** The "code sent again" toast of the verification modal. */
export const RESEND_TOAST_MS = 5000;
/** 'Thank you for signing up.' shows this long before the processing view. */
export const SIGNED_UP_MESSAGE_MS = 1500;
/** The processing view shows at least this long after signing up, so it reads as a step, not a flash. */
export const PROCESSING_MIN_MS = 800;
