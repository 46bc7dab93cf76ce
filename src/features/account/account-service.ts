/**
 * Account flows (forms-and-accounts.md §4, §5, §7, §8; OWASP ASVS 5.0 level 2):
 *
 * - registration: a 4-character code is emailed (hashed, 10 minutes, 5 tries, one live code per
 *   email); verifying it yields a single-use registration token; registering with that token
 *   creates the member, grants 2 points in the ledger, queues the welcome email and signs in;
 * - sign-in: argon2id, the same work for unknown emails, failed sign-ins counted per account and
 *   per IP in the database (shared by every server); an emailed temporary password works once
 *   within an hour and makes the member choose a new password;
 * - at sign-in and registration what the guest made (cart, quotations, quote requests) becomes the
 *   member's: each owning feature hands in how (AdoptGuestWork, accounts.ts).
 *
 * Every change and the email it causes are written in one transaction (the email outbox).
 */
import { isStaffRole } from './staff-roles.js';
import { sgPhoneDigits } from '../../shared/phone.js';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { isUniqueViolation } from '../../server/db/unique-violation.js';
import { ShopError } from '../../server/errors.js';
import { hitCounter, readCounter } from '../../server/plugins/rate-limit-store.js';
import type { FieldIssue } from '../../shared/envelope.js';
import { queueEmail, type EmailContext } from '../email/outbox.js';
import { newGuestId } from './guest-id.js';
import {
  ACCOUNT_MESSAGES,
  addressKey,
  addressProblems,
  allNotifications,
  changePasswordProblems,
  emailProblem,
  newPasswordProblem,
  normaliseEmail,
  normaliseVerificationCode,
  profileProblems,
  registrationProblems,
  REGISTRATION_POINTS,
  TEMPORARY_PASSWORD_VALID_MINUTES,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_VALID_MINUTES,
  verificationCodeProblem,
  type AddressInput,
  type FieldErrors,
  type NotificationSettings,
  type ProfileInput,
} from './account-rules.js';
import { AccountRepository, type AddressRow, type MemberRow } from './account.repository.js';
import type { Member, MemberAddress, PointsData } from './account.schemas.js';
import { accounts, type AdoptGuestWork } from './accounts.js';
import { isDisposableEmail } from './disposable-email.js';
import { dummyPasswordHash, hashPassword, isCommonPassword, newTemporaryPassword, newVerificationCode, sha256, verifyPassword } from './secrets.js';

/** A verified email may be registered within this time. */
const REGISTRATION_TOKEN_VALID_MS = 30 * 60_000;
export const MAX_ADDRESSES = 20;

export interface AccountLimits {
  /** Failed sign-ins per account per window (ASVS: at most 100 an hour). */
  failedSignInsPerAccount: number;
  failedSignInsPerIp: number;
  windowMs: number;
  /** Codes (and temporary passwords) emailed per address per window. */
  emailsPerAddress: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { failedSignInsPerAccount: 100, failedSignInsPerIp: 300, windowMs: 60 * 60_000, emailsPerAddress: 5 };

export interface AccountServiceOptions {
  db: Database;
  now: () => Date;
  /** What a guest made that becomes the member's at sign-in (cart, quotations, quote requests), in this order. */
  adoptGuestWork: readonly AdoptGuestWork[];
  email: EmailContext;
  limits: AccountLimits;
  /** Domains the disposable-email list holds that the shop accepts anyway. */
  allowedEmailDomains: ReadonlySet<string>;
}

/** A 422 with every field's message; the envelope's message is the first. */
function invalid(problems: Record<string, string | undefined>): ShopError | null {
  const issues: FieldIssue[] = Object.entries(problems)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, message]) => ({ field, message }));
  return issues[0] ? new ShopError(422, 'validation', issues[0].message, issues) : null;
}

function throwIfInvalid(problems: FieldErrors<string>): void {
  const error = invalid(problems);
  if (error) throw error;
}

const disposable = (field: string) => new ShopError(422, 'validation', ACCOUNT_MESSAGES.emailDisposable, [{ field, message: ACCOUNT_MESSAGES.emailDisposable }], { is_email_disposable: true });

function tooManySignIns(retryAfterMs: number): ShopError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ShopError(429, 'rate_limited', `Too many unsuccessful sign-ins. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again, or reset your password with Forgot Password.`);
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function memberAnswer(row: MemberRow, pointsBalance: number): Member {
  const settings: NotificationSettings = { marketing: row.notify_marketing, promo: row.notify_promo, cart: row.notify_cart, review: row.notify_review };
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    must_change_password: row.must_change_password,
    is_staff: isStaffRole(row.staff_role),
    staff_role: isStaffRole(row.staff_role) ? row.staff_role : null,
    notification_settings: { ...settings, all: allNotifications(settings) },
    points_balance: pointsBalance,
    member_since: row.created_at.toISOString(),
  };
}

const addressAnswer = (row: AddressRow): MemberAddress => ({
  id: row.id,
  label: row.label,
  address_line1: row.address_line1,
  address_line2: row.address_line2,
  postcode: row.postcode,
  phone: row.phone,
  is_default: row.is_default,
});

/** The signed-in member as the served page embeds it (the header's Sign in / account menu). */
export async function memberForPage(db: Database, memberId: number): Promise<Member | null> {
  const repository = new AccountRepository(db);
  const member = await repository.memberById(memberId);
  return member ? memberAnswer(member, await repository.pointsBalance(member.id)) : null;
}

export class AccountService {
  private readonly repository: AccountRepository;

  constructor(private readonly options: AccountServiceOptions) {
    this.repository = new AccountRepository(options.db);
  }

  private now(): Date {
    return this.options.now();
  }

  /** Runs `work` in one transaction, with the request's visitor reads and writes on it. */
  private atomically<T>(request: FastifyRequest, work: (tx: Database, repository: AccountRepository) => Promise<T>): Promise<T> {
    return this.options.db.transaction((tx) => request.visitor.inTransaction(tx, () => work(tx, new AccountRepository(tx))));
  }

  private checkEmail(email: string | undefined, field = 'email'): string {
    const problem = emailProblem(email);
    if (problem) throw invalid({ [field]: problem }) ?? new Error('unreachable');
    const normalised = normaliseEmail(email ?? '');
    if (isDisposableEmail(normalised, this.options.allowedEmailDomains)) throw disposable(field);
    return normalised;
  }

  /** Codes and temporary passwords emailed to one address: at most `emailsPerAddress` a window. */
  private async limitEmails(db: Database, purpose: string, email: string): Promise<void> {
    const { limits } = this.options;
    if (limits.emailsPerAddress <= 0) return;
    const hit = await hitCounter(db, `account:${purpose}:${email}`, limits.windowMs);
    if (hit.current > limits.emailsPerAddress) {
      const minutes = Math.max(1, Math.ceil(hit.ttl / 60_000));
      throw new ShopError(429, 'rate_limited', `We have sent several emails to this address already. Please check your inbox (and spam folder), or try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`);
    }
  }

  // ---- Email exists (inquiry/form/emailExist) ----

  async emailExists(email: string): Promise<boolean> {
    const normalised = this.checkEmail(email);
    return (await this.repository.memberByEmail(normalised)) !== undefined;
  }

  // ---- Registration ----

  async sendVerificationCode(request: FastifyRequest, body: { email?: string | undefined; first_name?: string | undefined; password?: string | undefined }): Promise<{ email: string; expires_in_seconds: number }> {
    const email = this.checkEmail(body.email);
    // The password chosen in the registration form comes along: refused now (too short, too common)
    // rather than after the shopper typed the emailed code.
    if (body.password !== undefined) throwIfInvalid({ password: newPasswordProblem(body.password, isCommonPassword) });
    const code = newVerificationCode();
    const now = this.now();
    await this.atomically(request, async (tx, repository) => {
      if (await repository.memberByEmail(email)) throw new ShopError(409, 'conflict', ACCOUNT_MESSAGES.emailUsed, [{ field: 'email', message: ACCOUNT_MESSAGES.emailUsed }]);
      await this.limitEmails(tx, 'code', email);
      await repository.replaceVerification(email, sha256(code), new Date(now.getTime() + VERIFICATION_CODE_VALID_MINUTES * 60_000), now);
      const firstName = body.first_name?.trim() || 'there';
      await queueEmail(tx, { kind: 'verification-code', to: email, firstName, code, validMinutes: VERIFICATION_CODE_VALID_MINUTES }, this.options.email);
    });
    return { email, expires_in_seconds: VERIFICATION_CODE_VALID_MINUTES * 60 };
  }

  async verify(
    request: FastifyRequest,
    body: { first_name?: string | undefined; last_name?: string | undefined; email?: string | undefined; password?: string | undefined; verification_code?: string | undefined },
  ): Promise<{ email: string; registration_token: string }> {
    const { password: _checkedAtRegistration, ...fields } = registrationProblems(body);
    throwIfInvalid({ ...fields, verification_code: verificationCodeProblem(body.verification_code) });
    const email = this.checkEmail(body.email);
    const code = normaliseVerificationCode(body.verification_code ?? '');
    const now = this.now();
    // A wrong try is counted even though the answer is an error: the transaction commits, then the error is thrown.
    const outcome = await this.atomically(request, async (_tx, repository) => {
      const pending = await repository.pendingVerification(email);
      if (!pending || pending.expires_at.getTime() <= now.getTime()) return { error: new ShopError(401, 'unauthorized', ACCOUNT_MESSAGES.codeExpired, [{ field: 'verification_code', message: ACCOUNT_MESSAGES.codeExpired }]) };
      if (pending.attempts >= VERIFICATION_CODE_MAX_TRIES) return { error: new ShopError(401, 'unauthorized', ACCOUNT_MESSAGES.codeTooManyTries, [{ field: 'verification_code', message: ACCOUNT_MESSAGES.codeTooManyTries }]) };
      if (!sameHash(sha256(code), pending.code_hash)) {
        const attempts = await repository.countWrongCode(pending.id);
        const message = attempts >= VERIFICATION_CODE_MAX_TRIES ? ACCOUNT_MESSAGES.codeTooManyTries : ACCOUNT_MESSAGES.codeIncorrect;
        return { error: new ShopError(attempts >= VERIFICATION_CODE_MAX_TRIES ? 401 : 422, attempts >= VERIFICATION_CODE_MAX_TRIES ? 'unauthorized' : 'validation', message, [{ field: 'verification_code', message }]) };
      }
      const token = randomBytes(32).toString('base64url');
      await repository.markVerified(pending.id, sha256(token), now);
      return { token };
    });
    if ('error' in outcome) throw outcome.error;
    return { email, registration_token: outcome.token };
  }

  async register(
    request: FastifyRequest,
    body: { first_name?: string | undefined; last_name?: string | undefined; email?: string | undefined; password?: string | undefined; subscribe?: boolean | undefined; registration_token?: string | undefined },
  ): Promise<Member> {
    throwIfInvalid(registrationProblems(body, isCommonPassword));
    const email = this.checkEmail(body.email);
    const passwordHash = await hashPassword((body.password ?? '').trim());
    const now = this.now();
    const subscribe = body.subscribe === true;
    try {
      return await this.atomically(request, async (tx, repository) => {
        if (await repository.memberByEmail(email)) throw new ShopError(409, 'conflict', ACCOUNT_MESSAGES.emailUsed, [{ field: 'email', message: ACCOUNT_MESSAGES.emailUsed }]);
        const live = await repository.useRegistrationToken(email, sha256(body.registration_token ?? ''), new Date(now.getTime() - REGISTRATION_TOKEN_VALID_MS), now);
        if (!live) throw new ShopError(401, 'unauthorized', ACCOUNT_MESSAGES.codeExpired);
        const visitorId = newGuestId();
        await repository.createVisitor(visitorId);
        const member = await repository.createMember({
          email,
          first_name: (body.first_name ?? '').trim(),
          last_name: (body.last_name ?? '').trim(),
          password_hash: passwordHash,
          visitor_id: visitorId,
          notify_marketing: subscribe,
          notify_promo: subscribe,
          notify_cart: subscribe,
          notify_review: subscribe,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        });
        await repository.grantPoints(member.id, REGISTRATION_POINTS, 'registration', 'Welcome points for registering', now);
        await queueEmail(tx, { kind: 'welcome', to: email, firstName: member.first_name, points: REGISTRATION_POINTS }, this.options.email);
        await this.signIn(request, tx, member);
        return memberAnswer(member, await repository.pointsBalance(member.id));
      });
    } catch (error) {
      // Two registrations of one email at the same moment: the second meets the unique email.
      if (isUniqueViolation(error)) throw new ShopError(409, 'conflict', ACCOUNT_MESSAGES.emailUsed, [{ field: 'email', message: ACCOUNT_MESSAGES.emailUsed }]);
      throw error;
    }
  }

  /** What the guest made (cart, quotations, quote requests) becomes the member's, then the browser is the member's. */
  private async signIn(request: FastifyRequest, tx: Database, member: MemberRow): Promise<void> {
    const guestId = await request.visitor.id();
    if (guestId && guestId !== member.visitor_id) {
      for (const adopt of this.options.adoptGuestWork) await adopt(tx, { visitorId: guestId }, { visitorId: member.visitor_id, memberId: member.id });
    }
    await request.visitor.signIn(member.id, member.visitor_id);
  }

  // ---- Sign in and out ----

  async login(request: FastifyRequest, body: { email?: string | undefined; password?: string | undefined }, clientIp: string): Promise<Member> {
    throwIfInvalid({ email: emailProblem(body.email), password: (body.password ?? '') === '' ? ACCOUNT_MESSAGES.passwordRequired : undefined });
    const email = normaliseEmail(body.email ?? '');
    const password = (body.password ?? '').trim();
    const { limits, db } = this.options;
    const accountKey = `signin-failed:account:${email}`;
    const ipKey = `signin-failed:ip:${clientIp}`;
    for (const [key, max] of [
      [accountKey, limits.failedSignInsPerAccount],
      [ipKey, limits.failedSignInsPerIp],
    ] as const) {
      if (max <= 0) continue;
      const counter = await readCounter(db, key);
      if (counter && counter.current >= max) throw tooManySignIns(counter.ttl);
    }
    const member = await this.repository.memberByEmail(email);
    const now = this.now();
    const passwordOk = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash()), password);
    const temporaryOk =
      !passwordOk &&
      member?.temporary_password_hash != null &&
      member.temporary_password_expires_at !== null &&
      member.temporary_password_expires_at.getTime() > now.getTime() &&
      (await verifyPassword(member.temporary_password_hash, password));
    if (!member || (!passwordOk && !temporaryOk)) {
      if (limits.failedSignInsPerAccount > 0) await hitCounter(db, accountKey, limits.windowMs);
      if (limits.failedSignInsPerIp > 0) await hitCounter(db, ipKey, limits.windowMs);
      throw new ShopError(401, 'unauthorized', ACCOUNT_MESSAGES.loginFailed, [{ field: 'password', message: ACCOUNT_MESSAGES.loginFailed }]);
    }
    return this.atomically(request, async (tx, repository) => {
      // The temporary password works once; a sign-in with the real password retires it too.
      const updated = await repository.updateMember(member.id, {
        temporary_password_hash: null,
        temporary_password_expires_at: null,
        ...(temporaryOk ? { must_change_password: true } : {}),
      });
      await this.signIn(request, tx, updated);
      return memberAnswer(updated, await repository.pointsBalance(updated.id));
    });
  }

  async logout(request: FastifyRequest): Promise<void> {
    await request.visitor.signOut();
  }

  /** Always the same answer, whether or not the email has an account (no account enumeration). */
  async forgotPassword(request: FastifyRequest, body: { email?: string | undefined }): Promise<void> {
    throwIfInvalid({ email: emailProblem(body.email) });
    const email = normaliseEmail(body.email ?? '');
    const temporary = newTemporaryPassword();
    const temporaryHash = await hashPassword(temporary);
    const now = this.now();
    await this.atomically(request, async (tx, repository) => {
      const member = await repository.memberByEmail(email);
      if (!member) return;
      await this.limitEmails(tx, 'temporary-password', email);
      await repository.updateMember(member.id, {
        temporary_password_hash: temporaryHash,
        temporary_password_expires_at: new Date(now.getTime() + TEMPORARY_PASSWORD_VALID_MINUTES * 60_000),
      });
      await queueEmail(tx, { kind: 'temporary-password', to: email, firstName: member.first_name, temporaryPassword: temporary, validMinutes: TEMPORARY_PASSWORD_VALID_MINUTES }, this.options.email);
    });
  }

  // ---- The member's own data ----

  memberOf(request: FastifyRequest): Promise<MemberRow | null> {
    return accounts.signedInMember(this.options.db, request);
  }

  requireMember(request: FastifyRequest): Promise<MemberRow> {
    return accounts.requireMember(this.options.db, request);
  }

  async me(request: FastifyRequest): Promise<Member | null> {
    const member = await this.memberOf(request);
    return member ? memberAnswer(member, await this.repository.pointsBalance(member.id)) : null;
  }

  async updateNotifications(request: FastifyRequest, body: Partial<NotificationSettings> & { all?: boolean | undefined }): Promise<Member> {
    const member = await this.requireMember(request);
    const all = body.all;
    const pick = (value: boolean | undefined, current: boolean) => (all !== undefined ? all : (value ?? current));
    const updated = await this.repository.updateMember(member.id, {
      notify_marketing: pick(body.marketing, member.notify_marketing),
      notify_promo: pick(body.promo, member.notify_promo),
      notify_cart: pick(body.cart, member.notify_cart),
      notify_review: pick(body.review, member.notify_review),
    });
    return memberAnswer(updated, await this.repository.pointsBalance(updated.id));
  }

  /**
   * My account's profile: the names (registration's rules) and the phone (a Singapore number,
   * stored as its 8 digits; empty removes it). Fields left out stay; sending the same values again
   * changes nothing and answers the same member, so a retried save is harmless.
   */
  async updateProfile(request: FastifyRequest, body: ProfileInput): Promise<Member> {
    const member = await this.requireMember(request);
    throwIfInvalid(profileProblems(body));
    const changes: { first_name?: string; last_name?: string; phone?: string | null } = {};
    if (body.first_name !== undefined) changes.first_name = body.first_name.trim();
    if (body.last_name !== undefined) changes.last_name = body.last_name.trim();
    if (body.phone !== undefined) changes.phone = body.phone.trim() === '' ? null : sgPhoneDigits(body.phone);
    return this.atomically(request, async (_tx, repository) => {
      const updated = Object.keys(changes).length === 0 ? member : await repository.updateMember(member.id, changes);
      return memberAnswer(updated, await repository.pointsBalance(updated.id));
    });
  }

  async changePassword(request: FastifyRequest, body: { old_password?: string | undefined; new_password?: string | undefined; confirm_password?: string | undefined }): Promise<Member> {
    const member = await this.requireMember(request);
    const oldRequired = !member.must_change_password;
    throwIfInvalid(changePasswordProblems(body, { oldRequired, isCommonPassword }));
    if (oldRequired && !(await verifyPassword(member.password_hash, (body.old_password ?? '').trim()))) {
      throw invalid({ old_password: ACCOUNT_MESSAGES.oldPasswordIncorrect }) ?? new Error('unreachable');
    }
    const passwordHash = await hashPassword((body.new_password ?? '').trim());
    return this.atomically(request, async (_tx, repository) => {
      const updated = await repository.updateMember(member.id, { password_hash: passwordHash, must_change_password: false, temporary_password_hash: null, temporary_password_expires_at: null });
      // Every other session ends; this browser gets a new one (ASVS 7.4.3).
      await request.visitor.renewSession();
      return memberAnswer(updated, await repository.pointsBalance(updated.id));
    });
  }

  // ---- Address book ----

  async addresses(request: FastifyRequest): Promise<MemberAddress[]> {
    const member = await this.requireMember(request);
    return (await this.repository.addresses(member.id)).map(addressAnswer);
  }

  private cleanAddress(body: AddressInput) {
    throwIfInvalid(addressProblems(body));
    const values = {
      label: (body.label ?? '').trim(),
      address_line1: (body.address_line1 ?? '').trim(),
      address_line2: (body.address_line2 ?? '').trim(),
      postcode: (body.postcode ?? '').trim(),
      // Stored as every phone is (src/shared/phone.ts): its 8 digits; shown as +65 9123 4567.
      phone: sgPhoneDigits(body.phone ?? ''),
    };
    return { ...values, address_key: addressKey(values) };
  }

  async addAddress(request: FastifyRequest, body: AddressInput & { is_default?: boolean | undefined }): Promise<MemberAddress> {
    const member = await this.requireMember(request);
    const values = this.cleanAddress(body);
    try {
      return await this.atomically(request, async (_tx, repository) => {
        const count = await repository.countAddresses(member.id);
        if (count >= MAX_ADDRESSES) throw new ShopError(422, 'validation', `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one to add another.`);
        // The first address is the default; a new default replaces the old one.
        const isDefault = count === 0 || body.is_default === true;
        if (isDefault) await repository.clearDefault(member.id);
        return addressAnswer(await repository.insertAddress({ ...values, member_id: member.id, is_default: isDefault }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ShopError(409, 'conflict', ACCOUNT_MESSAGES.addressExists);
      throw error;
    }
  }

  async editAddress(request: FastifyRequest, id: number, body: AddressInput & { is_default?: boolean | undefined }): Promise<MemberAddress> {
    const member = await this.requireMember(request);
    const values = this.cleanAddress(body);
    try {
      return await this.atomically(request, async (_tx, repository) => {
        const current = await repository.address(member.id, id);
        if (!current) throw new ShopError(404, 'not_found', ACCOUNT_MESSAGES.addressEditFailed);
        // The default stays until another is made the default (unticking it alone is ignored).
        const isDefault = current.is_default || body.is_default === true;
        if (isDefault && !current.is_default) await repository.clearDefault(member.id);
        const updated = await repository.updateAddress(member.id, id, { ...values, is_default: isDefault });
        if (!updated) throw new ShopError(404, 'not_found', ACCOUNT_MESSAGES.addressEditFailed);
        return addressAnswer(updated);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ShopError(409, 'conflict', ACCOUNT_MESSAGES.addressExists);
      throw error;
    }
  }

  async deleteAddress(request: FastifyRequest, id: number): Promise<void> {
    const member = await this.requireMember(request);
    await this.atomically(request, async (_tx, repository) => {
      const deleted = await repository.deleteAddress(member.id, id);
      if (!deleted) throw new ShopError(404, 'not_found', 'That address is not in your address book.');
      if (deleted.is_default) await repository.promoteOldestToDefault(member.id);
    });
  }

  // ---- Points ----

  async points(request: FastifyRequest): Promise<PointsData> {
    const member = await this.requireMember(request);
    const history = await this.repository.pointsHistory(member.id);
    return {
      balance: history.reduce((sum, entry) => sum + entry.points, 0),
      history: history.map((entry) => ({ points: entry.points, description: entry.description, date: entry.created_at.toISOString() })),
    };
  }

}
