/**
 * What other features ask of the account feature, on their own transaction: a member, their
 * address book entry, their points, a guest's details. The account feature alone writes its
 * tables (members, visitors, the points ledger); a feature that needs one of them changed calls
 * one of these functions with the transaction it is in (`accounts.spendPoints(tx, …)`), so the
 * change commits or rolls back with its own.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { ShopError } from '../../server/errors.js';
import type { StaffRole } from './staff-roles.js';
import { AccountRepository, type AddressRow, type MemberRow } from './account.repository.js';

export type { AddressRow, MemberRow };

/** A visitor's guest details (all null unless a quote request stored them). */
export type GuestDetails = { first_name: string | null; last_name: string | null; email: string | null; member_id: number | null };

/** The answer to a member-only call from someone not signed in (401). */
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

export const accounts = {
  /** The member signed in on this request, or null. */
  async signedInMember(db: Database, request: FastifyRequest): Promise<MemberRow | null> {
    const session = await request.visitor.member();
    return session ? ((await new AccountRepository(db).memberById(session.id)) ?? null) : null;
  },
  /** The member signed in on this request; a 401 "Please sign in to continue." for anyone else. */
  async requireMember(db: Database, request: FastifyRequest): Promise<MemberRow> {
    const member = await accounts.signedInMember(db, request);
    if (!member) throw new ShopError(401, 'unauthorized', SIGN_IN_REQUIRED_MESSAGE);
    return member;
  },
  memberById: (db: Database, id: number): Promise<MemberRow | undefined> => new AccountRepository(db).memberById(id),
  memberByEmail: (db: Database, email: string): Promise<MemberRow | undefined> => new AccountRepository(db).memberByEmail(email),
  /** One of the member's address book entries (undefined when it is not theirs). */
  address: (db: Database, memberId: number, addressId: number): Promise<AddressRow | undefined> => new AccountRepository(db).address(memberId, addressId),
  /** Spends a verified email's registration token (a guest checkout proves its email with it); false when none is valid. */
  useRegistrationToken: (tx: Database, email: string, tokenHash: string, verifiedAfter: Date, now: Date): Promise<boolean> =>
    new AccountRepository(tx).useRegistrationToken(email, tokenHash, verifiedAfter, now),
  /** The member's points balance; `lock` holds their ledger until `tx` ends (spending at checkout). */
  pointsBalance: (tx: Database, memberId: number, options: { lock: boolean }): Promise<number> =>
    options.lock ? new AccountRepository(tx).lockedPointsBalance(memberId) : new AccountRepository(tx).pointsBalance(memberId),
  spendPoints: (tx: Database, memberId: number, points: number, reasonKey: string, description: string, now: Date): Promise<void> =>
    new AccountRepository(tx).spendPoints(memberId, points, reasonKey, description, now),
  /**
   * Gives back points an order spent (it was cancelled): a positive entry tied to the order by
   * `reasonKey`, once (the ledger's unique key makes a second call a no-op). True when written now.
   */
  returnPoints: (tx: Database, memberId: number, points: number, reasonKey: string, description: string, now: Date): Promise<boolean> =>
    new AccountRepository(tx).returnPoints(memberId, points, reasonKey, description, now),
  /** Every member with a staff role, owners first, then by email. */
  staffMembers: (db: Database): Promise<MemberRow[]> => new AccountRepository(db).staffMembers(),
  /** The member with this email, their row locked until `tx` ends (a role change). */
  lockMemberByEmail: (tx: Database, email: string): Promise<MemberRow | undefined> => new AccountRepository(tx).lockMemberByEmail(email),
  /** Gives a member a staff role, or takes it (null). */
  setStaffRole: (tx: Database, memberId: number, role: StaffRole | null): Promise<MemberRow> => new AccountRepository(tx).updateMember(memberId, { staff_role: role }),
  guestDetails: (db: Database, visitorId: string): Promise<GuestDetails | undefined> => new AccountRepository(db).guestDetails(visitorId),
  /** Keeps a guest's name and email on their visitor (the first ones given stay). */
  rememberGuest: (tx: Database, visitorId: string, guest: { first_name: string; last_name: string; email: string }): Promise<void> =>
    new AccountRepository(tx).storeGuest(visitorId, guest),
};

/**
 * Makes what a guest made (their cart, quotations, quote requests) the member's when the guest
 * signs in or registers, on the sign-in's transaction. Each owning feature exports one; the
 * composition (src/server/app.ts) hands them to the account feature, which knows none of them.
 */
export type AdoptGuestWork = (tx: Database, guest: { visitorId: string }, member: { visitorId: string; memberId: number }) => Promise<void>;
