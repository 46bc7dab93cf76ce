/**
 * API contract of accounts (forms-and-accounts.md §4, §7): registration with an emailed code,
 * sign-in and out, forgot password, the member's profile, password, notification settings,
 * address book, points and quotations, and the email-exists check. Shared with the web app
 * (types only). Bodies are typed loosely here (strings of bounded length): the catalogue's
 * messages come from account-rules.ts, which the server applies to every body.
 */
import { STAFF_ROLES } from './staff-roles.js';
import { z } from 'zod';
import { successEnvelopeSchema } from '../../shared/envelope.js';

/** A form field as sent: any text up to `max` characters (longer is refused before it is read). */
const field = (max = 1000) => z.string().max(max).optional();

export const emailExistQuerySchema = z.object({ email: z.string().max(320) });
export const emailExistDataSchema = z.object({ exists: z.boolean() });

export const verificationCodeBodySchema = z.object({ email: field(320), first_name: field(), password: field() });
export const verificationCodeDataSchema = z.object({
  email: z.string(),
  /** The code is valid this long (10 minutes). */
  expires_in_seconds: z.number().int(),
});

export const verifyBodySchema = z.object({ first_name: field(), last_name: field(), email: field(320), password: field(), verification_code: field(64) });
export const verifyDataSchema = z.object({
  email: z.string(),
  /** Presented to user/register: proves this browser verified the email. Single use, 30 minutes. */
  registration_token: z.string(),
});

export const registerBodySchema = z.object({
  first_name: field(),
  last_name: field(),
  email: field(320),
  password: field(),
  /** The registration form's "subscribe to mail": sets every notification setting. */
  subscribe: z.boolean().optional(),
  registration_token: field(200),
});

export const loginBodySchema = z.object({ email: field(320), password: field() });
export const forgotPasswordBodySchema = z.object({ email: field(320) });

export const notificationSettingsSchema = z.object({ marketing: z.boolean(), promo: z.boolean(), cart: z.boolean(), review: z.boolean(), all: z.boolean() });
/** Each setting optional; `all` sets the four at once (then the others are ignored). */
export const notificationSettingsBodySchema = z.object({ marketing: z.boolean().optional(), promo: z.boolean().optional(), cart: z.boolean().optional(), review: z.boolean().optional(), all: z.boolean().optional() });

export const memberSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The member's Singapore phone as its 8 digits (shown as "+65 9123 4567"), or null when not given. */
  phone: z.string().nullable(),
  /** Signed in with an emailed temporary password: a new password must be chosen before anything else. */
  must_change_password: z.boolean(),
  /** Shop staff (STAFF_EMAILS or scripts/create-staff.ts): the header's account menu links the staff order desk. */
  is_staff: z.boolean(),
  /** The staff role (owner, desk, production), or null for a shopper: the desk shows what the role may do. */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  notification_settings: notificationSettingsSchema,
  points_balance: z.number().int(),
  member_since: z.string(),
});

/**
 * PATCH user/profile: the member's names and phone. A field left out stays as it is; an empty
 * phone removes it. Checked with account-rules.ts profileProblems (registration's name rules).
 */
export const profileBodySchema = z.object({ first_name: field(), last_name: field(), phone: field(40) });

export const changePasswordBodySchema = z.object({ old_password: field(), new_password: field(), confirm_password: field() });

export const addressBodySchema = z.object({ label: field(), address_line1: field(), address_line2: field(), postcode: field(20), phone: field(40), is_default: z.boolean().optional() });
export const addressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  postcode: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export const addressParamsSchema = z.object({ addressId: z.coerce.number({ error: 'That is not an address of yours.' }).int().positive({ error: 'That is not an address of yours.' }) });

export const pointsEntrySchema = z.object({ points: z.number().int(), description: z.string(), date: z.string() });
export const pointsDataSchema = z.object({ balance: z.number().int(), history: z.array(pointsEntrySchema) });


export const emailExistResponseSchema = successEnvelopeSchema(emailExistDataSchema);
export const verificationCodeResponseSchema = successEnvelopeSchema(verificationCodeDataSchema);
export const verifyResponseSchema = successEnvelopeSchema(verifyDataSchema);
export const memberResponseSchema = successEnvelopeSchema(memberSchema);
/** GET user/me: the signed-in member, or null for a visitor who is not signed in. */
export const meResponseSchema = successEnvelopeSchema(memberSchema.nullable());
export const emptyResponseSchema = successEnvelopeSchema(z.null());
export const addressResponseSchema = successEnvelopeSchema(addressSchema);
export const addressesResponseSchema = successEnvelopeSchema(z.array(addressSchema));
export const pointsResponseSchema = successEnvelopeSchema(pointsDataSchema);

export type Member = z.infer<typeof memberSchema>;
export type MemberAddress = z.infer<typeof addressSchema>;
export type NotificationSettingsData = z.infer<typeof notificationSettingsSchema>;
export type PointsData = z.infer<typeof pointsDataSchema>;
export type VerificationCodeData = z.infer<typeof verificationCodeDataSchema>;
export type VerifyData = z.infer<typeof verifyDataSchema>;
export type EmailExistData = z.infer<typeof emailExistDataSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ProfileBody = z.infer<typeof profileBodySchema>;
