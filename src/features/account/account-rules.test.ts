import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  addressKey,
  addressProblems,
  changePasswordProblems,
  emailProblem,
  nameProblem,
  newPasswordProblem,
  normaliseVerificationCode,
  profileProblems,
  registrationProblems,
  verificationCodeHelp,
  verificationCodeProblem,
} from './account-rules.js';
import { isDisposableEmail } from './disposable-email.js';
import { isCommonPassword, newTemporaryPassword, newVerificationCode } from './secrets.js';

describe('account form rules', () => {
  it("email: required, a valid address, in the catalogue's words", () => {
    expect(emailProblem('')).toBe('Email address is required. Please try again.');
    expect(emailProblem('mei@')).toBe('Please enter a valid email.');
    expect(emailProblem('mei ling@example.sg')).toBe('Please enter a valid email.');
    expect(emailProblem(' mei@example.sg ')).toBeUndefined();
  });

  it('names: required, at most 100 characters, no HTML', () => {
    expect(nameProblem(' ', 'first')).toBe('First name is required. Please try again.');
    expect(nameProblem('', 'last')).toBe('Last name is required. Please try again.');
    expect(nameProblem('x'.repeat(101), 'first')).toBe('First name must be at most 100 characters.');
    expect(nameProblem('<b>Tan</b>', 'last')).toBe('Last name cannot contain HTML.');
  });

  it('profile: names as at registration; the phone optional, a Singapore number when given, stored as its 8 digits', () => {
    expect(profileProblems({ first_name: '', last_name: 'x'.repeat(101), phone: '1234' })).toEqual({
      first_name: ACCOUNT_MESSAGES.firstNameRequired,
      last_name: 'Last name must be at most 100 characters.',
      phone: ACCOUNT_MESSAGES.phoneInvalid,
    });
    expect(profileProblems({ first_name: 'Mei Ling', last_name: 'Tan', phone: '' })).toEqual({});
    expect(profileProblems({ phone: '+65 9123-4567' })).toEqual({});
  });

  it('passwords: 6 to 128 characters, not a common one', () => {
    expect(newPasswordProblem('')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(newPasswordProblem('12345')).toBe('The Password must be 6 or more characters.');
    expect(newPasswordProblem('x'.repeat(129))).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    expect(newPasswordProblem('x'.repeat(64))).toBeUndefined();
    expect(newPasswordProblem('qwerty123', isCommonPassword)).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(newPasswordProblem('Kopi-O kosong 88', isCommonPassword)).toBeUndefined();
    expect(registrationProblems({ email: 'a@b.sg', password: 'abcdef' })).toEqual({ first_name: ACCOUNT_MESSAGES.firstNameRequired, last_name: ACCOUNT_MESSAGES.lastNameRequired });
  });

  it('verification codes: 4 Crockford symbols, typed in any case, O and I/L read as 0 and 1', () => {
    expect(normaliseVerificationCode(' a1-b2 ')).toBe('A1B2');
    expect(normaliseVerificationCode('oIlz')).toBe('011Z');
    expect(verificationCodeProblem('')).toBe('Verification code required.');
    expect(verificationCodeProblem('abc')).toBe('Please enter the verification code sent to your email.');
    expect(verificationCodeProblem('7k9q')).toBeUndefined();
    for (let i = 0; i < 50; i++) expect(newVerificationCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(newTemporaryPassword()).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it("a wrong code keeps the catalogue's message, and a line under it says the typed code doesn't match (issue 17)", () => {
    const incorrect = ACCOUNT_MESSAGES.codeIncorrect;
    expect(verificationCodeHelp(incorrect, '7K9Q')).toBe("The code you typed doesn't match the one we sent. Check the newest email, or send a new code.");
    expect(verificationCodeHelp(incorrect, 'abc')).toBe('Our codes have 4 letters or digits; you typed 3. Check the newest email, or send a new code.');
    // Nothing typed: the message means what it says, no line.
    expect(verificationCodeHelp(incorrect, ' ')).toBeUndefined();
    expect(verificationCodeHelp(ACCOUNT_MESSAGES.codeRequired, '')).toBeUndefined();
    expect(verificationCodeHelp(ACCOUNT_MESSAGES.codeExpired, '7K9Q')).toBeUndefined();
    expect(verificationCodeHelp(undefined, '7K9Q')).toBeUndefined();
  });

  it('change password: old, new and confirm, and that they match', () => {
    expect(changePasswordProblems({}, { oldRequired: true })).toEqual({
      old_password: 'Old password is required. Please try again.',
      new_password: 'New password is required. Please try again.',
      confirm_password: 'Confirm password is required. Please try again.',
    });
    expect(changePasswordProblems({ new_password: 'abcdefg', confirm_password: 'abcdefh' }, { oldRequired: false })).toEqual({ confirm_password: 'New password and confirm password do not match.' });
  });

  it('addresses: Singapore postcodes and phones; the same address whatever its case and spacing', () => {
    expect(addressProblems({})).toEqual({
      label: 'Address label is required. Please try again.',
      address_line1: 'Address Line 1 is required. Please try again.',
      postcode: 'Postcode is required. Please try again.',
      phone: 'Phone number is required. Please try again.',
    });
    expect(addressProblems({ label: 'Home', address_line1: '1 Raffles Pl', postcode: '04861', phone: '+65 6123 4567' }).postcode).toBe(ACCOUNT_MESSAGES.postcodeInvalid);
    expect(addressProblems({ label: 'Home', address_line1: '1 Raffles Pl', postcode: '048616', phone: '+65 6123 4567' })).toEqual({});
    expect(addressKey({ address_line1: '1  Raffles Pl', postcode: '048616' })).toBe(addressKey({ address_line1: '1 raffles pl ', address_line2: '', postcode: '048616' }));
  });

  it('disposable domains (and their subdomains) are caught; an allowed domain is not', () => {
    expect(isDisposableEmail('a@mailinator.com', new Set())).toBe(true);
    expect(isDisposableEmail('a@x.mailinator.com', new Set())).toBe(true);
    expect(isDisposableEmail('a@mailinator.com', new Set(['mailinator.com']))).toBe(false);
    expect(isDisposableEmail('a@gmail.com', new Set())).toBe(false);
  });
});
