import { describe, expect, it } from 'vitest';
import { formatSgPhone } from './phone.js';

describe('a Singapore phone number, one format everywhere', () => {
  it('+65 and the 8 digits in two groups, however it was typed', () => {
    for (const typed of ['91234567', '9123 4567', '+6591234567', '65-9123-4567', '+65 9123 4567', ' 9123-4567 ']) expect(formatSgPhone(typed)).toBe('+65 9123 4567');
  });
  it('anything that is not a Singapore number is shown as given', () => {
    expect(formatSgPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
