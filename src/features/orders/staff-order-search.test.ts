import { describe, expect, it } from 'vitest';
import { likeLiteral, readOrderSearch } from './staff-order-search.js';

describe('the desk’s search box', () => {
  it('reads an order number in any case and spacing, or the start of one', () => {
    expect(readOrderSearch(' o261123-01z0zajnrv ')).toEqual({ kind: 'order_no', orderNo: 'O261123-01Z0ZAJNRV' });
    expect(readOrderSearch('O261123 - 01Z0 ZAJN RV')).toEqual({ kind: 'order_no', orderNo: 'O261123-01Z0ZAJNRV' });
    expect(readOrderSearch('o261123-01z')).toEqual({ kind: 'order_no_start', start: 'O261123-01Z' });
    expect(readOrderSearch('O2611')).toEqual({ kind: 'order_no_start', start: 'O2611' });
  });

  it('reads a Singapore phone number in the forms people write it, as the 8 digits orders keep', () => {
    for (const typed of ['+65 9123 4567', '9123-4567', '91234567', '+6591234567', '(65) 9123 4567', '65 9123 4567', '+65-9123-4567']) {
      expect(readOrderSearch(typed), typed).toEqual({ kind: 'phone', digits: '91234567' });
    }
    expect(readOrderSearch('9123')).toEqual({ kind: 'phone_start', start: '9123' });
    expect(readOrderSearch('+65 912')).toEqual({ kind: 'phone_start', start: '912' });
    // Two digits are too few to mean a phone number: read as text (they match nothing).
    expect(readOrderSearch('91')).toEqual({ kind: 'text', start: '91' });
  });

  it('reads an email or its start, and a domain as the email’s end', () => {
    expect(readOrderSearch(' Mei.Tan@Example.SG ')).toEqual({ kind: 'email_start', start: 'mei.tan@example.sg' });
    expect(readOrderSearch('mei.tan@')).toEqual({ kind: 'email_start', start: 'mei.tan@' });
    expect(readOrderSearch('@example.sg')).toEqual({ kind: 'email_end', end: '@example.sg' });
  });

  it('reads anything else as the start of a name ("first", "last", "first last") or email, lower-case, spaces collapsed', () => {
    expect(readOrderSearch('Mei  Ling ')).toEqual({ kind: 'text', start: 'mei ling' });
    expect(readOrderSearch('TAN')).toEqual({ kind: 'text', start: 'tan' });
    expect(readOrderSearch('   ')).toBeNull();
  });

  it('keeps %, _ and \\ literal in a LIKE pattern', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
