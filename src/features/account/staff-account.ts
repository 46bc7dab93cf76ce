/**
 * A staff account from the command line (`scripts/create-staff.ts`): creates the member with a
 * verified email and the given password (argon2id, the shop's password rules), or, when the
 * address has an account already, gives it that name and password. Either way the member is made
 * staff (`members.staff_role`, owner unless another role is given) at once. The shop applies STAFF_EMAILS at every start (a listed
 * member is staff, anyone else is not), so the address must be listed there to stay staff.
 */
import type { Database } from '../../server/db/client.js';
import type { StaffRole } from './staff-roles.js';
import { newGuestId } from './guest-id.js';
import { emailProblem, nameProblem, newPasswordProblem, normaliseEmail } from './account-rules.js';
import { AccountRepository, type MemberRow } from './account.repository.js';
import { hashPassword, isCommonPassword } from './secrets.js';

export interface StaffAccountInput {
  email: string;
  /** "Mei Ling Tan": the last word is the last name. */
  name: string;
  password: string;
  /** Owner unless given: an owner must also be listed in STAFF_EMAILS to stay one after the next start. */
  role?: StaffRole;
}

/** What is wrong with the input, or null. */
export function staffAccountProblem(input: StaffAccountInput): string | null {
  const words = input.name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return `Give the staff member's first and last name, e.g. 'Mei Ling Tan' (got '${input.name}').`;
  return (
    emailProblem(input.email) ??
    nameProblem(words.slice(0, -1).join(' '), 'first') ??
    nameProblem(words.at(-1), 'last') ??
    newPasswordProblem(input.password, isCommonPassword) ??
    null
  );
}

export async function createStaffAccount(db: Database, input: StaffAccountInput, now: Date): Promise<{ member: MemberRow; created: boolean }> {
  const problem = staffAccountProblem(input);
  if (problem) throw new Error(problem);
  const words = input.name.trim().split(/\s+/);
  const names = { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) ?? '' };
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password.trim());
  return db.transaction(async (tx) => {
    const accounts = new AccountRepository(tx);
    const existing = await accounts.memberByEmail(email);
    if (existing) {
      const member = await accounts.updateMember(existing.id, {
        ...names,
        password_hash: passwordHash,
        must_change_password: false,
        temporary_password_hash: null,
        temporary_password_expires_at: null,
        staff_role: input.role ?? 'owner',
      });
      return { member, created: false };
    }
    const visitorId = newGuestId();
    await accounts.createVisitor(visitorId);
    const member = await accounts.createMember({ email, ...names, password_hash: passwordHash, visitor_id: visitorId, staff_role: input.role ?? 'owner', email_verified_at: now, created_at: now, updated_at: now });
    return { member, created: true };
  });
}
