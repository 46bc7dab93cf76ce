/**
 * Account calls (forms-and-accounts.md §7) under /api: the email-exists check, registration with
 * an emailed code, sign-in and out, forgot password, and the member's profile, password,
 * notification settings, address book, points and quotations. Handlers parse, call
 * AccountService, answer; every answer is private to the asking browser.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featurePlugin } from '../../server/feature-plugin.js';
import { clientErrorResponses } from '../../server/route-schemas.js';
import { errorEnvelopeSchema, success } from '../../shared/envelope.js';
import type { AdoptGuestWork } from './accounts.js';
import { ACCOUNT_MESSAGES } from './account-rules.js';
import { AccountService, DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './account-service.js';
import {
  addressBodySchema,
  addressesResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  changePasswordBodySchema,
  emailExistQuerySchema,
  emailExistResponseSchema,
  emptyResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  memberResponseSchema,
  meResponseSchema,
  notificationSettingsBodySchema,
  pointsResponseSchema,
  profileBodySchema,
  registerBodySchema,
  verificationCodeBodySchema,
  verificationCodeResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from './account.schemas.js';
import { syncStaffFromList } from './staff-access.js';
import { scheduleRecurringSweep } from '../../server/jobs/recurring-sweep.js';
import { ACCOUNT_SWEEP_JOB, sweepAccountLeftovers } from './account-housekeeping.js';

export interface AccountFeatureOptions {
  limits?: Partial<AccountLimits> | undefined;
  /** Domains the disposable-email list holds that the shop accepts anyway (DISPOSABLE_EMAIL_ALLOW). */
  allowedEmailDomains?: ReadonlySet<string> | undefined;
  /** Members with these emails are staff, others not (STAFF_EMAILS); applied when the app starts. */
  staffEmails?: readonly string[] | undefined;
  /** What a guest made that becomes the member's at sign-in, each from its owning feature (src/server/app.ts hands them in). */
  adoptGuestWork?: readonly AdoptGuestWork[] | undefined;
}

const errors = { 401: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema, ...clientErrorResponses };
const tags = ['account'];

export const accountFeature = featurePlugin<AccountFeatureOptions>('account', ['shop-services', 'request-context', 'email', 'jobs'], async (app, options) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.shop.database.db;
  // Expired sessions and old verification codes, hourly (account-housekeeping.ts).
  scheduleRecurringSweep(app, { name: ACCOUNT_SWEEP_JOB, everySeconds: 3600, sweep: (signal) => sweepAccountLeftovers(db, app.shop.now(), signal) });
  const accounts = new AccountService({
    db,
    now: app.shop.now,
    adoptGuestWork: options.adoptGuestWork ?? [],
    email: app.emailOutbox.context,
    limits: { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits },
    allowedEmailDomains: options.allowedEmailDomains ?? new Set(),
  });
  const config = { visitorOwned: true };
  const staffCount = await syncStaffFromList(db, options.staffEmails ?? []);
  app.log.info({ staff: staffCount }, 'staff members set from STAFF_EMAILS');

  api.get('/inquiry/form/emailExist', {
    config,
    schema: {
      summary: 'Whether an email has an account (the quote forms switch to sign-in); a disposable address answers 422 with error.is_email_disposable',
      tags,
      querystring: emailExistQuerySchema,
      response: { 200: emailExistResponseSchema, ...errors },
    },
    handler: async (request) => success({ exists: await accounts.emailExists(request.query.email) }),
  });

  api.post('/user/verification-code', {
    config,
    schema: {
      summary: 'Email a 4-character verification code (valid 10 minutes; a new code replaces the last)',
      tags,
      body: verificationCodeBodySchema,
      response: { 200: verificationCodeResponseSchema, ...errors },
    },
    handler: async (request) => {
      const sent = await accounts.sendVerificationCode(request, request.body);
      // The code is committed in the outbox: send it now rather than at the worker's next look.
      app.emailOutbox.nudge();
      return success(sent, 200, `A verification code has been sent to ${sent.email}.`);
    },
  });

  api.post('/user/verify', {
    config,
    schema: {
      summary: 'Check the emailed code; answers a single-use registration token for user/register',
      description: 'A wrong code answers 422; an expired code, or a code after 5 wrong tries, answers 401.',
      tags,
      body: verifyBodySchema,
      response: { 200: verifyResponseSchema, ...errors },
    },
    handler: async (request) => success(await accounts.verify(request, request.body), 200, ACCOUNT_MESSAGES.verified),
  });

  api.post('/user/register', {
    config,
    schema: {
      summary: 'Create the account from a verified email and sign in (the guest cart and quotations move to it; 2 welcome points)',
      tags,
      body: registerBodySchema,
      response: { 201: memberResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const member = await accounts.register(request, request.body);
      app.emailOutbox.nudge();
      return reply.code(201).send(success(member, 201, ACCOUNT_MESSAGES.signedUp));
    },
  });

  api.post('/user/login', {
    config,
    schema: {
      summary: 'Sign in (an emailed temporary password signs in once and asks for a new password)',
      description: 'Failed sign-ins are limited per account and per IP; over the limit the answer is 429.',
      tags,
      body: loginBodySchema,
      response: { 200: memberResponseSchema, ...errors },
    },
    handler: async (request) => success(await accounts.login(request, request.body, normalizeIP(request.ip)), 200, 'Signed in.'),
  });

  api.post('/user/logout', {
    config,
    schema: { summary: 'Sign out: the session ends and the browser is a new visitor', tags, response: { 200: emptyResponseSchema, ...errors } },
    handler: async (request) => {
      await accounts.logout(request);
      return success(null, 200, 'Signed out.');
    },
  });

  api.post('/user/forgot-password', {
    config,
    schema: {
      summary: 'Email a temporary password (valid 1 hour, single use); the same answer for any email',
      tags,
      body: forgotPasswordBodySchema,
      response: { 200: emptyResponseSchema, ...errors },
    },
    handler: async (request) => {
      await accounts.forgotPassword(request, request.body);
      app.emailOutbox.nudge();
      return success(null, 200, ACCOUNT_MESSAGES.temporaryPasswordSent);
    },
  });

  api.get('/user/me', {
    config,
    schema: { summary: 'The signed-in member, or null', tags, response: { 200: meResponseSchema, ...errors } },
    handler: async (request) => success(await accounts.me(request)),
  });

  api.patch('/user/profile', {
    config,
    schema: {
      summary: "Change the member's first and last name and phone (a Singapore number, stored as its 8 digits; empty removes it)",
      description: 'Fields left out stay as they are. The same change sent again answers the same member. Not signed in: 401.',
      tags,
      body: profileBodySchema,
      response: { 200: memberResponseSchema, ...errors },
    },
    handler: async (request) => success(await accounts.updateProfile(request, request.body), 200, ACCOUNT_MESSAGES.profileSaved),
  });

  api.put('/user/notification-settings', {
    config,
    schema: { summary: 'Marketing, promo, cart and review emails (all = the four together)', tags, body: notificationSettingsBodySchema, response: { 200: memberResponseSchema, ...errors } },
    handler: async (request) => success(await accounts.updateNotifications(request, request.body), 200, 'Your notification settings have been saved.'),
  });

  api.post('/user/change-password', {
    config,
    schema: {
      summary: "Change the password (the old one is not asked right after signing in with a temporary password); the member's other sessions end",
      tags,
      body: changePasswordBodySchema,
      response: { 200: memberResponseSchema, ...errors },
    },
    handler: async (request) => success(await accounts.changePassword(request, request.body), 200, 'Your password has been changed.'),
  });

  api.get('/user/addresses', {
    config,
    schema: { summary: "The member's address book, the default first", tags, response: { 200: addressesResponseSchema, ...errors } },
    handler: async (request) => success(await accounts.addresses(request)),
  });

  api.post('/user/addresses', {
    config,
    schema: { summary: 'Add an address (Singapore, 6-digit postcode); the first is the default', tags, body: addressBodySchema, response: { 201: addressResponseSchema, ...errors } },
    handler: async (request, reply) => reply.code(201).send(success(await accounts.addAddress(request, request.body), 201, ACCOUNT_MESSAGES.addressAdded)),
  });

  api.put('/user/addresses/:addressId', {
    config,
    schema: { summary: 'Edit an address (or make it the default)', tags, params: addressParamsSchema, body: addressBodySchema, response: { 200: addressResponseSchema, ...errors } },
    handler: async (request) => success(await accounts.editAddress(request, request.params.addressId, request.body), 200, ACCOUNT_MESSAGES.addressEdited),
  });

  api.delete('/user/addresses/:addressId', {
    config,
    schema: { summary: 'Delete an address (a deleted default passes to the oldest remaining)', tags, params: addressParamsSchema, response: { 200: emptyResponseSchema, ...errors } },
    handler: async (request) => {
      await accounts.deleteAddress(request, request.params.addressId);
      return success(null, 200, 'The address has been deleted.');
    },
  });

  api.get('/user/points', {
    config,
    schema: { summary: 'Points balance and history (a ledger)', tags, response: { 200: pointsResponseSchema, ...errors } },
    handler: async (request) => success(await accounts.points(request)),
  });
});
