/** The desk's coupons (issue 19): API shapes, imported by the Settings page too. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { dollarsToCents } from '../../shared/money.js';
import { COUPON_CODE_PATTERN, COUPON_DESCRIPTION_MAX, MAX_COUPON_AMOUNT_CENTS, STAFF_COUPON_MESSAGES as M } from './staff-coupon-rules.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Dollars as staff type them ("5", "5.50", "S$1,000.00") to whole cents, or the message. */
const dollars = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const plain = text.trim().replace(/^S?\$/i, '').replaceAll(',', '');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return dollarsToCents(Number(plain));
  });

/** An optional date: "" or null is none. */
const optionalDay = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: M.date }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date }).nullable());

/** An optional limit: "" or null is no limit. */
const optionalLimit = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: M.maxRedemptions }).int({ error: M.maxRedemptions }).min(1, { error: M.maxRedemptions }).max(1_000_000, { error: M.maxRedemptions }).nullable(),
);

export const staffCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  minimum_sub_total_cents: z.number().int(),
  starts_on: day.nullable(),
  ends_on: day.nullable(),
  max_redemptions: z.number().int().nullable(),
  /** Orders that used it. */
  redemptions: z.number().int(),
  once_per_customer: z.boolean(),
  active: z.boolean(),
  status: z.enum(['running', 'scheduled', 'ended', 'used_up']),
  status_label: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;
export const staffCouponsResponseSchema = successEnvelopeSchema(z.object({ today: day, coupons: z.array(staffCouponSchema) }));
export type StaffCoupons = z.infer<typeof staffCouponsResponseSchema>['data'];

export const createCouponBodySchema = z
  .object({
    code: z.string({ error: M.code }).transform((v) => v.replace(/\s+/g, '').toUpperCase()).pipe(z.string().regex(COUPON_CODE_PATTERN, { error: M.code })),
    description: z.string().trim().max(COUPON_DESCRIPTION_MAX, { error: M.description }).default(''),
    kind: z.enum(['percent', 'amount'], { error: M.kind }),
    /** The percentage ("15") or the amount in dollars ("5.00"), by kind. */
    value: z.string({ error: M.kind }).trim(),
    minimum: dollars(M.minimum).default(0),
    starts_on: optionalDay.default(null),
    ends_on: optionalDay.default(null),
    max_redemptions: optionalLimit.default(null),
    once_per_customer: z.boolean().default(true),
  })
  .transform((body, ctx) => {
    let percent_off: number | null = null;
    let amount_off_cents: number | null = null;
    if (body.kind === 'percent') {
      percent_off = /^\d{1,3}$/.test(body.value) ? Number(body.value) : NaN;
      if (!(percent_off >= 1 && percent_off <= 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: M.percent });
    } else {
      const plain = body.value.replace(/^S?\$/i, '').replaceAll(',', '');
      amount_off_cents = /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? dollarsToCents(Number(plain)) : 0;
      if (amount_off_cents <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: M.amount });
      else if (amount_off_cents > MAX_COUPON_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountTooHigh });
    }
    const { value: _value, kind: _kind, minimum, ...rest } = body;
    return { ...rest, percent_off, amount_off_cents, minimum_sub_total_cents: minimum };
  });
export type CreateCouponBody = z.input<typeof createCouponBodySchema>;
export type NewCoupon = z.output<typeof createCouponBodySchema>;

export const couponParamsSchema = z.object({ code: z.string().transform((v) => v.toUpperCase()) });

export const couponLimitsBodySchema = z.object({
  ends_on: optionalDay,
  max_redemptions: optionalLimit,
});
export type CouponLimitsBody = z.input<typeof couponLimitsBodySchema>;
