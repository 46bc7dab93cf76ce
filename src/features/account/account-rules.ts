/**
 * The rules of account forms (forms-and-accounts.md §5, §8, §9) with the catalogue's exact wording:
 * names, email, password, verification code, change password, Singapore addresses and
 * notification settings. Pure: the web forms validate with them as the shopper types, the server
 * validates every request with them, so both say the same thing.
 */
import { isSgPhone, normalisePhone } from '../../shared/phone.js';

// ---- Messages (§8) ---------------------------------------------------------------------------
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required. Please try again.',
  lastNameRequired: 'Last name is required. Please try again.',
  emailRequired: 'Email address is required. Please try again.',
  emailInvalid: 'Please enter a valid email.',
  emailUsed: 'Email address already used. Please use another email.',
  emailDisposable: "Sorry, we don't allow disposable email address.",
  passwordRequired: 'Password is required. Please try again.',
  passwordTooShort: 'The Password must be 6 or more characters.',
  /** Not in the catalogue: ASVS 5.0 asks for at least 64 characters; more than 128 is refused. */
  passwordTooLong: 'The Password must be at most 128 characters.',
  /** Not in the catalogue: the most common passwords are refused (ASVS 6.2.4). */
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  oldPasswordRequired: 'Old password is required. Please try again.',
  oldPasswordIncorrect: 'Old password is incorrect. Please try again.',
  newPasswordRequired: 'New password is required. Please try again.',
  confirmPasswordRequired: 'Confirm password is required. Please try again.',
  passwordsDoNotMatch: 'New password and confirm password do not match.',
  codeRequired: 'Verification code required.',
  codeIncorrect: 'Please enter the verification code sent to your email.',
  codeExpired: 'Verification code expired, resend email verification.',
  /** Not in the catalogue: after 5 wrong codes the code is spent. */
  codeTooManyTries: 'Too many incorrect codes. Please resend email verification.',
  verified: 'Thank you for verifying your email address.',
  signedUp: 'Thank you for signing up.',
  loginFailed: 'Please enter the correct password.',
  guestPasswordRequired: 'Please Enter password.',
  guestPasswordIncorrect: 'Incorrect password.',
  temporaryPasswordSent: 'A temporary password has been sent.',
  addressLine1Required: 'Address Line 1 is required. Please try again.',
  // The catalogue's words with its typo ("Pleasy") corrected (issue 17: a typo costs trust).
  postcodeRequired: 'Postcode is required. Please try again.',
  /** Not in the catalogue: Singapore postcodes have 6 digits. */
  postcodeInvalid: 'Please enter a valid 6-digit Singapore postcode.',
  phoneRequired: 'Phone number is required. Please try again.',
  /** Not in the catalogue: a Singapore number (8 digits, optionally +65). */
  phoneInvalid: 'Please enter a valid Singapore phone number.',
  addressLabelRequired: 'Address label is required. Please try again.',
  addressAdded: 'Your new address has been added successfully.',
  addressEdited: 'Your existing address has been edited successfully.',
  addressAddFailed: 'Unable to add address. Please try again.',
  addressEditFailed: 'Unable to edit address. Please try again.',
  addressExists: 'You are using an address that already exist.',
  /** Not in the catalogue: My account's profile form saved. */
  profileSaved: 'Your profile has been saved.',
} as const;

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 4;
/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is unambiguous. */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_VALID_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const TEMPORARY_PASSWORD_VALID_MINUTES = 60;
/** Points a new member gets for registering (§1). */
export const REGISTRATION_POINTS = 2;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const ADDRESS_LABEL_MAX_LENGTH = 60;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const hasHtml = (text: string) => /<[^>]*>/.test(text);
// A practical email check (the browser's type=email rule): something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Emails compare lower-cased and trimmed: one account per address. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function emailProblem(email: string | undefined): string | undefined {
  const text = (email ?? '').trim();
  if (text === '') return ACCOUNT_MESSAGES.emailRequired;
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) return ACCOUNT_MESSAGES.emailInvalid;
  return undefined;
}

export function nameProblem(name: string | undefined, which: 'first' | 'last'): string | undefined {
  const text = (name ?? '').trim();
  if (text === '') return which === 'first' ? ACCOUNT_MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.lastNameRequired;
  if (text.length > NAME_MAX_LENGTH) return `${which === 'first' ? 'First' : 'Last'} name must be at most ${NAME_MAX_LENGTH} characters.`;
  if (hasHtml(text)) return `${which === 'first' ? 'First' : 'Last'} name cannot contain HTML.`;
  return undefined;
}

/**
 * A new password: the spec's 6-character minimum and message, at most 128 characters, and not one
 * of the most common passwords (`isCommonPassword`, a bundled list checked on the server).
 */
export function newPasswordProblem(password: string | undefined, isCommonPassword: (password: string) => boolean = () => false): string | undefined {
  const text = (password ?? '').trim();
  if (text === '') return ACCOUNT_MESSAGES.passwordRequired;
  if ([...text].length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if ([...text].length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (isCommonPassword(text)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return undefined;
}

/** A verification code as typed: case-insensitive, spaces ignored; Crockford's O→0, I/L→1. */
export function normaliseVerificationCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * A line under the code field where the catalogue's words mislead (issue 17): a wrong code is
 * answered 'Please enter the verification code sent to your email.', which reads as if the field
 * were empty. When something was typed, this says what went wrong and what to do; the message
 * itself stays as the catalogue has it. Undefined for any other message, or an empty field.
 */
export function verificationCodeHelp(message: string | null | undefined, typed: string): string | undefined {
  if (message !== ACCOUNT_MESSAGES.codeIncorrect) return undefined;
  const code = normaliseVerificationCode(typed);
  if (code === '') return undefined;
  if (code.length !== VERIFICATION_CODE_LENGTH) return `Our codes have ${VERIFICATION_CODE_LENGTH} letters or digits; you typed ${code.length}. Check the newest email, or send a new code.`;
  return "The code you typed doesn't match the one we sent. Check the newest email, or send a new code.";
}

export function verificationCodeProblem(code: string | undefined): string | undefined {
  const text = normaliseVerificationCode(code ?? '');
  if (text === '') return ACCOUNT_MESSAGES.codeRequired;
  if (text.length !== VERIFICATION_CODE_LENGTH || [...text].some((c) => !VERIFICATION_CODE_ALPHABET.includes(c))) return ACCOUNT_MESSAGES.codeIncorrect;
  return undefined;
}

export interface RegistrationInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
}

export function registrationProblems(input: RegistrationInput, isCommonPassword?: (password: string) => boolean): FieldErrors<'first_name' | 'last_name' | 'email' | 'password'> {
  const problems: FieldErrors<'first_name' | 'last_name' | 'email' | 'password'> = {};
  const first = nameProblem(input.first_name, 'first');
  if (first) problems.first_name = first;
  const last = nameProblem(input.last_name, 'last');
  if (last) problems.last_name = last;
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  const password = newPasswordProblem(input.password, isCommonPassword);
  if (password) problems.password = password;
  return problems;
}

export interface ChangePasswordInput {
  old_password?: string;
  new_password?: string;
  confirm_password?: string;
}

/** `oldRequired` is false when the member signed in with a temporary password and must choose a new one. */
export function changePasswordProblems(input: ChangePasswordInput, options: { oldRequired: boolean; isCommonPassword?: (password: string) => boolean }): FieldErrors<'old_password' | 'new_password' | 'confirm_password'> {
  const problems: FieldErrors<'old_password' | 'new_password' | 'confirm_password'> = {};
  if (options.oldRequired && (input.old_password ?? '') === '') problems.old_password = ACCOUNT_MESSAGES.oldPasswordRequired;
  if ((input.new_password ?? '').trim() === '') problems.new_password = ACCOUNT_MESSAGES.newPasswordRequired;
  else {
    const problem = newPasswordProblem(input.new_password, options.isCommonPassword);
    if (problem) problems.new_password = problem;
  }
  if ((input.confirm_password ?? '') === '') problems.confirm_password = ACCOUNT_MESSAGES.confirmPasswordRequired;
  else if (!problems.new_password && input.confirm_password?.trim() !== input.new_password?.trim()) problems.confirm_password = ACCOUNT_MESSAGES.passwordsDoNotMatch;
  return problems;
}

export interface AddressInput {
  label?: string;
  address_line1?: string;
  address_line2?: string;
  postcode?: string;
  phone?: string;
}

const SG_POSTCODE = /^\d{6}$/;

export function addressProblems(input: AddressInput): FieldErrors<'label' | 'address_line1' | 'address_line2' | 'postcode' | 'phone'> {
  const problems: FieldErrors<'label' | 'address_line1' | 'address_line2' | 'postcode' | 'phone'> = {};
  const label = (input.label ?? '').trim();
  if (label === '') problems.label = ACCOUNT_MESSAGES.addressLabelRequired;
  else if (label.length > ADDRESS_LABEL_MAX_LENGTH) problems.label = `Address label must be at most ${ADDRESS_LABEL_MAX_LENGTH} characters.`;
  const line1 = (input.address_line1 ?? '').trim();
  if (line1 === '') problems.address_line1 = ACCOUNT_MESSAGES.addressLine1Required;
  else if (line1.length > ADDRESS_LINE_MAX_LENGTH) problems.address_line1 = `Address Line 1 must be at most ${ADDRESS_LINE_MAX_LENGTH} characters.`;
  if ((input.address_line2 ?? '').trim().length > ADDRESS_LINE_MAX_LENGTH) problems.address_line2 = `Address Line 2 must be at most ${ADDRESS_LINE_MAX_LENGTH} characters.`;
  const postcode = (input.postcode ?? '').trim();
  if (postcode === '') problems.postcode = ACCOUNT_MESSAGES.postcodeRequired;
  else if (!SG_POSTCODE.test(postcode)) problems.postcode = ACCOUNT_MESSAGES.postcodeInvalid;
  const phone = normalisePhone(input.phone ?? '');
  if (phone === '') problems.phone = ACCOUNT_MESSAGES.phoneRequired;
  else if (!isSgPhone(phone)) problems.phone = ACCOUNT_MESSAGES.phoneInvalid;
  return problems;
}

export interface ProfileInput {
  first_name?: string | undefined;
  last_name?: string | undefined;
  phone?: string | undefined;
}

/**
 * My account's profile: the names as registration checks them (required, at most 100 characters,
 * no HTML) and the member's phone, optional (registration does not ask for one; empty removes it)
 * but a Singapore number when given. A field left out of `input` is not checked (it is not changing).
 */
export function profileProblems(input: ProfileInput): FieldErrors<'first_name' | 'last_name' | 'phone'> {
  const problems: FieldErrors<'first_name' | 'last_name' | 'phone'> = {};
  const first = input.first_name === undefined ? undefined : nameProblem(input.first_name, 'first');
  if (first) problems.first_name = first;
  const last = input.last_name === undefined ? undefined : nameProblem(input.last_name, 'last');
  if (last) problems.last_name = last;
  const phone = normalisePhone(input.phone ?? '');
  if (phone !== '' && !isSgPhone(phone)) problems.phone = ACCOUNT_MESSAGES.phoneInvalid;
  return problems;
}

/** Two entries are the same address when line 1, line 2 and postcode match, ignoring case and spacing. */
export function addressKey(input: Pick<AddressInput, 'address_line1' | 'address_line2' | 'postcode'>): string {
  const clean = (text: string | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return [clean(input.address_line1), clean(input.address_line2), clean(input.postcode)].join('|');
}

export interface NotificationSettings {
  marketing: boolean;
  promo: boolean;
  cart: boolean;
  review: boolean;
}

/** "all" is the four together: on when every one is on. */
export const allNotifications = (settings: NotificationSettings): boolean => settings.marketing && settings.promo && settings.cart && settings.review;
