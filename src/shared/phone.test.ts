import { describe, expect, it } from 'vitest';
import { formatSgPhone, isSgPhone, sgPhoneDigits } from './phone.js';

describe('a Singapore phone number, one format everywhere', () => {
  it('+65 and the 8 digits in two groups, however it was typed', () => {
    for (const typed of ['91234567', '9123 4567', '+6591234567', '65-9123-4567', '+65 9123 4567', ' 9123-4567 ']) expect(formatSgPhone(typed)).toBe('+65 9123 4567');
  });
  it('anything that is not a Singapore number is shown as given', () => {
    expect(formatSgPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('a Singapore phone number, one way to store it', () => {
  it('is checked as typed and stored as its 8 digits (members, address book, orders)', () => {
    for (const typed of ['+65 9123-4567', '6591234567', '9123 4567']) {
      expect(isSgPhone(typed)).toBe(true);
      expect(sgPhoneDigits(typed)).toBe('91234567');
    }
    expect(sgPhoneDigits('+65 6741-2280')).toBe('67412280');
    for (const typed of ['1234 5678', '912345678', '+44 20 7946 0958', '']) expect(isSgPhone(typed)).toBe(false);
  });
});
