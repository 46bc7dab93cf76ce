/** The desk's shipping settings (issue 19): API shapes, imported by the Settings page too. */
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';
import { requiredIdParam } from '../../shared/params.js';
import { HOLIDAY_KINDS, HOLIDAY_NAME_MAX, MAX_FEE_CENTS, MAX_THRESHOLD_CENTS, METHOD_NAME_MAX, parseDollars, SHIPPING_SETTINGS_MESSAGES as M } from './shipping-settings-rules.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Dollars as staff type them, to whole cents (422 on the field, in words, otherwise). */
const dollars = (what: string, max: number, tooHigh: string) =>
  z
    .string({ error: M.money(what) })
    .transform((text, ctx) => {
      const cents = parseDollars(text);
      if (cents === undefined) {
        ctx.addIssue({ code: 'custom', message: M.money(what) });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(z.number().max(max, { error: tooHigh }));

export const staffHolidaySchema = z.object({
  date: day,
  name: z.string(),
  /** public, observed or closure. */
  type: z.string(),
  /** "Public holiday", "Public holiday (observed)", "Shop closure". */
  kind_label: z.string(),
});

export const staffShippingMethodSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: z.string(),
  method: z.string(),
  cost_cents: z.number().int(),
  printing_days: z.number().int(),
  shipping_days: z.number().int(),
  offered: z.boolean(),
});

export const staffShippingSettingsSchema = z.object({
  /** The shop's day (Singapore), from which days may be added. */
  today: day,
  /** Holidays and closures from today on, by date. */
  holidays: z.array(staffHolidaySchema),
  /** Every product's methods, offered or not. */
  methods: z.array(staffShippingMethodSchema),
  free_shipping_threshold_cents: z.number().int(),
  /** Whether the signed-in member may change fees and the threshold (owners). */
  can_change_fees: z.boolean(),
});
export type StaffShippingSettings = z.infer<typeof staffShippingSettingsSchema>;
export const staffShippingSettingsResponseSchema = successEnvelopeSchema(staffShippingSettingsSchema);

export const addHolidayBodySchema = z.object({
  date: z.string({ error: M.dateRequired }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateRequired }),
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(HOLIDAY_NAME_MAX, { error: M.nameTooLong }),
  kind: z.enum(HOLIDAY_KINDS, { error: M.kindRequired }),
});
export type AddHolidayBody = z.input<typeof addHolidayBodySchema>;

export const holidayParamsSchema = z.object({ date: day.describe('The day, YYYY-MM-DD') });

export const shippingMethodParamsSchema = z.object({ id: requiredIdParam('The shipping method id') });

export const shippingMethodBodySchema = z.object({
  method: z.string({ error: M.methodNameRequired }).trim().min(1, { error: M.methodNameRequired }).max(METHOD_NAME_MAX, { error: M.methodNameTooLong }),
  fee: dollars('fee', MAX_FEE_CENTS, M.feeTooHigh),
  offered: z.boolean({ error: 'Say whether shoppers may choose the method.' }),
});
export type ShippingMethodBody = z.input<typeof shippingMethodBodySchema>;

export const freeShippingBodySchema = z.object({
  threshold: dollars('threshold', MAX_THRESHOLD_CENTS, M.thresholdTooHigh),
});
export type FreeShippingBody = z.input<typeof freeShippingBodySchema>;
