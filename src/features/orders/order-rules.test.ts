import { describe, expect, it } from 'vitest';
import { checkoutProblems, dispatchDateBasis, dispatchSentences, dispatchWording, normaliseOrderNo, ORDER_NO_PATTERN, ORDER_PROGRESS, ORDER_STATUSES, orderNumber, orderStatusLabel, staffMoveProblem, staffNextActions, staffWaitingFor, timelineStatuses } from './order-rules.js';

const contact = { first_name: 'Mei Ling', last_name: 'Tan', email: 'mei@example.sg', phone: '9123 4567' };
const address = { line1: '1 Raffles Place', postcode: '048616' };

describe('order numbers', () => {
  it('are O + the Singapore date + 10 base32 characters, each byte taken modulo 32', () => {
    const no = orderNumber('2026-11-23', [0, 1, 31, 32, 255, 10, 18, 21, 24, 27]);
    expect(no).toBe('O261123-01Z0ZAJNRV');
    expect(no).toMatch(ORDER_NO_PATTERN);
    expect(() => orderNumber('23/11/2026', new Array(10).fill(0))).toThrow(RangeError);
    expect(() => orderNumber('2026-11-23', [1, 2, 3])).toThrow(RangeError);
  });

  it('are read in any case with spaces around; anything else cannot be one', () => {
    expect(normaliseOrderNo(' o261123-01z0zajnrv ')).toBe('O261123-01Z0ZAJNRV');
    expect(normaliseOrderNo('Q261123-01Z0ZA')).toBeNull();
    expect(normaliseOrderNo('O261123-01Z0ZAJMRI')).toBeNull();
  });
});

describe('statuses', () => {
  it('run from placed to delivered, each with its label; cancelled stands apart', () => {
    expect(ORDER_PROGRESS[0]).toBe('placed');
    expect(ORDER_PROGRESS.at(-1)).toBe('delivered');
    expect(ORDER_STATUSES).toEqual([...ORDER_PROGRESS, 'cancelled']);
    expect(ORDER_STATUSES.map(orderStatusLabel)).toContain('Awaiting payment');
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
  });

  it('the timeline lists every step while the order goes on; once cancelled, the steps it reached, then Cancelled', () => {
    expect(timelineStatuses('paid', () => false)).toEqual([...ORDER_PROGRESS]);
    const reached = new Set(['placed', 'awaiting_payment', 'paid']);
    expect(timelineStatuses('cancelled', (s) => reached.has(s))).toEqual(['placed', 'awaiting_payment', 'paid', 'cancelled']);
  });

  it('a cancelled order has no next move on the desk and cannot be moved on', () => {
    expect(staffNextActions('cancelled')).toEqual([]);
    expect(staffMoveProblem('O261123-01Z0ZAJNRV', 'cancelled', 'in_production')).toBe('Order O261123-01Z0ZAJNRV is cancelled: it can\'t move to "In production".');
  });
});

describe('checkoutProblems', () => {
  it('accepts a Singapore address and phone (with or without +65)', () => {
    expect(checkoutProblems(contact, address)).toEqual({});
    expect(checkoutProblems({ ...contact, phone: '+65 6741-2280' }, address)).toEqual({});
  });

  it("says what is missing in the catalogue's words", () => {
    expect(checkoutProblems({ ...contact, phone: '' }, { line1: '', postcode: '' })).toEqual({
      'contact.phone': 'Phone number is required. Please try again.',
      'address.line1': 'Address Line 1 is required. Please try again.',
      'address.postcode': 'Postcode is required. Please try again.',
    });
    expect(checkoutProblems({ ...contact, phone: '2123 4567' }, { ...address, postcode: '48616' })).toEqual({
      'contact.phone': 'Please enter a valid Singapore phone number.',
      'address.postcode': 'Please enter a valid 6-digit Singapore postcode.',
    });
    expect(checkoutProblems({ ...contact, last_name: 'y'.repeat(101) }, address)).toEqual({ 'contact.last_name': 'Last name must be at most 100 characters.' });
  });
});

describe('the staff order desk', () => {
  it('moves an order forward only: paid, in production (only once the proof is approved), dispatched, delivered', () => {
    expect(staffNextActions('awaiting_payment')).toEqual(['paid']);
    expect(staffNextActions('paid')).toEqual([]);
    expect(staffNextActions('artwork_received')).toEqual([]);
    expect(staffNextActions('proof_sent')).toEqual([]);
    expect(staffNextActions('approved')).toEqual(['in_production']);
    expect(staffNextActions('in_production')).toEqual(['dispatched']);
    expect(staffNextActions('dispatched')).toEqual(['delivered']);
    expect(staffNextActions('delivered')).toEqual([]);
    expect(staffMoveProblem('O1', 'approved', 'in_production')).toBeNull();
    expect(staffMoveProblem('O1', 'proof_sent', 'in_production')).toBe(
      'Order O1 is at "Proof sent": nothing is printed before the shopper approves a proof, so it can move to "In production" only from "Proof approved".',
    );
    expect(staffMoveProblem('O1', 'awaiting_payment', 'in_production')).toBe('Order O1 is still awaiting payment: mark it paid before it moves to "In production".');
    expect(staffMoveProblem('O1', 'paid', 'dispatched')).toBe('Order O1 is at "Payment received": it can move to "Dispatched" only from "In production".');
    expect(staffMoveProblem('O1', 'delivered', 'in_production')).toMatch(/^Order O1 is at "Delivered"/);
  });
});

describe('dispatch and delivery', () => {
  const at = new Date('2026-11-23T02:00:00Z');
  const order = { dispatch_date_text: 'Fri, 27 Nov 2026', delivery_date_text: 'Thu, 3 Dec 2026', shipping_method: 'Standard' };

  it('the dispatch date is confirmed only once the order is both paid and approved', () => {
    expect(dispatchDateBasis({ paid_at: null, approved_at: null })).toBe('estimate');
    expect(dispatchDateBasis({ paid_at: at, approved_at: null })).toBe('estimate');
    expect(dispatchDateBasis({ paid_at: null, approved_at: at })).toBe('estimate');
    expect(dispatchDateBasis({ paid_at: at, approved_at: at })).toBe('confirmed');
  });

  it('an estimate says when it holds; a confirmed date what it was worked out from; delivery apart, by the method', () => {
    expect(dispatchWording({ ...order, dispatch_date_basis: 'estimate' })).toEqual({
      heading: 'Estimated dispatch',
      date: 'Fri, 27 Nov 2026',
      note: 'This date holds if you pay and approve your proof by 6:00 PM Singapore time on a business day; otherwise it moves.',
      delivery: { heading: 'Estimated delivery', date: 'Thu, 3 Dec 2026', by: 'By Standard shipping', text: 'Thu, 3 Dec 2026 by Standard shipping' },
    });
    expect(dispatchWording({ ...order, dispatch_date_basis: 'confirmed' })).toEqual({
      heading: 'Dispatch date',
      date: 'Fri, 27 Nov 2026',
      note: 'Worked out from your payment and proof approval.',
      delivery: { heading: 'Estimated delivery', date: 'Thu, 3 Dec 2026', by: 'By Standard shipping', text: 'Thu, 3 Dec 2026 by Standard shipping' },
    });
  });

  it('without a dispatch date: no date is promised', () => {
    const wording = dispatchWording({ dispatch_date_text: null, delivery_date_text: null, shipping_method: 'Express', dispatch_date_basis: 'estimate' });
    expect(wording).toMatchObject({ heading: 'Estimated dispatch', date: 'We will tell you the dispatch date once your proof is approved.', note: null });
    expect(wording.delivery).toEqual({ heading: 'Estimated delivery', date: null, by: 'By Express shipping', text: 'By Express shipping, after dispatch' });
  });

  it('as sentences (the order confirmation PDF)', () => {
    expect(dispatchSentences({ ...order, dispatch_date_basis: 'confirmed' })).toEqual({
      dispatch: 'Dispatch date: Fri, 27 Nov 2026. Worked out from your payment and proof approval.',
      delivery: 'Estimated delivery: Thu, 3 Dec 2026 by Standard shipping.',
    });
    expect(dispatchSentences({ ...order, dispatch_date_basis: 'estimate' }).dispatch).toBe(
      'Estimated dispatch: Fri, 27 Nov 2026. This date holds if you pay and approve your proof by 6:00 PM Singapore time on a business day; otherwise it moves.',
    );
    expect(dispatchSentences({ dispatch_date_text: null, delivery_date_text: null, shipping_method: 'Standard', dispatch_date_basis: 'estimate' }).dispatch).toBe(
      'We will tell you the dispatch date once your proof is approved.',
    );
  });
});

describe('what an order waits for on the staff desk', () => {
  it('says what comes next when staff have no move: never "nothing left to do" right after Mark paid', () => {
    expect(staffNextActions('paid')).toEqual([]);
    expect(staffWaitingFor('paid')).toBe("Paid. Waiting for the shopper's artwork; send a proof under Artwork and proof once it is in.");
    expect(staffWaitingFor('proof_sent')).toBe('Waiting for the shopper to approve the proof or ask for changes.');
    expect(staffWaitingFor('delivered')).toBe('Delivered. Nothing left to do on this order.');
  });
});
