import { describe, expect, it } from 'vitest';
import {
  cancellationWording,
  cancelProblem,
  cancelReasonProblem,
  creditNoteNumber,
  DEFAULT_DESK_REFUND_LIMIT_CENTS,
  isCancellable,
  MONEY_MESSAGES,
  paidCents,
  refundableCents,
  refundProblem,
} from './order-money-rules.js';
import { ORDER_STATUSES } from './order-rules.js';

const NO = 'O261123-01Z0ZAJNRV';

describe('who may cancel when', () => {
  it('an order may be cancelled before production only', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['placed', 'awaiting_payment', 'paid', 'artwork_received', 'proof_sent', 'approved']);
    expect(cancelProblem(NO, 'approved')).toBeNull();
    expect(cancelProblem(NO, 'in_production')).toBe(
      `Order ${NO} is "In production": an order can be cancelled only before production starts. Record a refund instead if the shopper is owed money.`,
    );
    expect(cancelProblem(NO, 'dispatched')).toMatch(/"Dispatched"/);
    expect(cancelProblem(NO, 'delivered')).toMatch(/"Delivered"/);
    expect(cancelProblem(NO, 'cancelled')).toBe(`Order ${NO} is already cancelled.`);
  });

  it('needs a reason of at most 500 characters', () => {
    expect(cancelReasonProblem(undefined)).toBe(MONEY_MESSAGES.reasonRequired);
    expect(cancelReasonProblem('  ')).toBe(MONEY_MESSAGES.reasonRequired);
    expect(cancelReasonProblem('x'.repeat(501))).toBe(MONEY_MESSAGES.reasonTooLong);
    expect(cancelReasonProblem(' Wrong size ')).toBeNull();
  });
});

describe('the refundable amount', () => {
  it('is what was paid (the total once paid) less what was refunded', () => {
    expect(paidCents({ paid_at: null, total_cents: 4250 })).toBe(0);
    expect(paidCents({ paid_at: new Date(), total_cents: 4250 })).toBe(4250);
    expect(refundableCents(4250, 3000)).toBe(1250);
    expect(refundableCents(4250, 4250)).toBe(0);
  });

  it('refuses an unpaid order, anything over what is left (in words), and the desk over its limit; an owner has none', () => {
    const check = { orderNo: NO, paidCents: 4250, refundedCents: 3000, amountCents: 1250, owner: false, deskLimitCents: DEFAULT_DESK_REFUND_LIMIT_CENTS };
    expect(refundProblem(check)).toBeNull();
    expect(refundProblem({ ...check, paidCents: 0, refundedCents: 0 })).toEqual({ status: 409, message: `Order ${NO} has not been paid, so there is nothing to refund.` });
    expect(refundProblem({ ...check, amountCents: 1251 })).toEqual({ status: 409, message: "Only S$12.50 of this order's S$42.50 is left to refund." });
    expect(refundProblem({ ...check, refundedCents: 4250 })?.message).toBe(`All S$42.50 paid for order ${NO} has already been refunded.`);
    const big = { ...check, paidCents: 50_000, refundedCents: 0, amountCents: 20_001 };
    expect(refundProblem(big)).toEqual({ status: 403, message: 'Refunds over S$200.00 need an owner.' });
    expect(refundProblem({ ...big, amountCents: 20_000 })).toBeNull();
    expect(refundProblem({ ...big, owner: true })).toBeNull();
  });
});

describe('credit notes and the shopper’s words', () => {
  it('credit note numbers are C + the Singapore date + 10 base32 characters', () => {
    expect(creditNoteNumber('2026-11-23', [0, 1, 31, 32, 255, 10, 18, 21, 24, 27])).toBe('C261123-01Z0ZAJNRV');
  });

  it('a cancelled order says why and what happens to the money', () => {
    expect(cancellationWording({ by: 'system', reason: 'x', paidCents: 0, refundedCents: 0 })).toEqual({
      heading: 'This order was cancelled',
      text: 'The PayNow payment did not arrive before the QR code expired, so we cancelled the order.',
      money: 'Nothing was charged. Any coupon or points you used are back in your account, and you are welcome to order again.',
    });
    expect(cancellationWording({ by: 'staff', reason: 'Shop closure', paidCents: 4250, refundedCents: 1000 }).money).toBe(
      'You paid S$42.50; S$32.50 of it is still to be refunded, and we will email you when it is.',
    );
  });
});
