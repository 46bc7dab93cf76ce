/**
 * Who is shopping (forms-and-accounts.md §4–§8): visitors (the guest_id cookie), members, their
 * sessions, email verification codes, the address book and the points ledger.
 * Tables live beside their feature; src/server/db/schema.ts re-exports them for Drizzle and its
 * migrations (npm run db:generate).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Anonymous visitors, known by the guest_id cookie (a random UUID: unguessable, so it is the
 * visitor's key). A member account (later) links to its visitor rows through member_id, which
 * is how a guest's cart is merged into the member's on sign-in.
 */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey(),
  member_id: integer('member_id'),
  /**
   * A guest's details (forms-and-accounts.md §1, §3 Guest): the name and email of their first
   * successful quote request, prefilled in the quote forms afterwards. NULL for anyone else.
   */
  first_name: text('first_name'),
  last_name: text('last_name'),
  email: text('email'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member. Their cart and quotations are owned by their own visitor row (`visitor_id`): at
 * sign-in the browser's guest_id cookie becomes that visitor, after the guest's cart and
 * quotations moved to it, so every cart and quotation query keeps working by visitor.
 */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Lower-cased and trimmed: one account per address. */
  email: text('email').notNull().unique(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  /**
   * The member's own phone (My account, Profile): a Singapore number stored as its 8 digits
   * (without +65, spaces or dashes), or NULL when they have not given one (registration does not ask).
   * Checkout's contact phone starts from it.
   */
  phone: text('phone'),
  /** argon2id (PHC string). */
  password_hash: text('password_hash').notNull(),
  /** The member signed in with an emailed temporary password and must choose a new one. */
  must_change_password: boolean('must_change_password').notNull().default(false),
  /** The emailed temporary password (forgot password): argon2id, single use, 1 hour. */
  temporary_password_hash: text('temporary_password_hash'),
  temporary_password_expires_at: timestamp('temporary_password_expires_at', { withTimezone: true }),
  visitor_id: uuid('visitor_id')
    .notNull()
    .unique()
    .references(() => visitors.id),
  notify_marketing: boolean('notify_marketing').notNull().default(false),
  notify_promo: boolean('notify_promo').notNull().default(false),
  notify_cart: boolean('notify_cart').notNull().default(false),
  notify_review: boolean('notify_review').notNull().default(false),
  /**
   * The member's staff role, or NULL for a shopper (features/account/staff-access.ts says what each
   * may do): 'owner' for the addresses in STAFF_EMAILS (applied at every start), 'desk' or
   * 'production' as an owner gives them on the desk's Staff page.
   */
  staff_role: text('staff_role'),
  email_verified_at: timestamp('email_verified_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('members_staff_role', sql`${t.staff_role} IS NULL OR ${t.staff_role} IN ('owner', 'desk', 'production')`)]);

/**
 * Sign-in sessions: only the SHA-256 of the 256-bit token is stored, so a database leak gives no
 * usable session. Idle and absolute expiry are enforced when the session is read.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_sessions_member_idx').on(t.member_id), index('member_sessions_expires_idx').on(t.expires_at)],
);

/**
 * Emailed verification codes (registration): hashed, single use, 10 minutes, 5 tries. A verified
 * code yields a registration token (hashed too) that the registration call must present.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    registration_token_hash: text('registration_token_hash'),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // expires_at: the hourly sweep finds the spent ones by it (account-housekeeping.ts).
  (t) => [index('email_verifications_email_idx').on(t.email, t.created_at), index('email_verifications_expires_idx').on(t.expires_at)],
);

/** A member's address book (Singapore addresses). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2').notNull().default(''),
    postcode: text('postcode').notNull(),
    phone: text('phone').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    /** Lower-cased, spaces collapsed: line 1, line 2 and postcode. The same address twice is refused. */
    address_key: text('address_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_addresses_member_key_idx').on(t.member_id, t.address_key),
    uniqueIndex('member_addresses_one_default_idx').on(t.member_id).where(sql`${t.is_default}`),
  ],
);

/** Points as a ledger: the balance is the sum; a grant with a reason key is given at most once. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** Shown in the history, e.g. "Welcome bonus for registering". */
    description: text('description').notNull(),
    /** e.g. "registration": one grant per member and reason. */
    reason_key: text('reason_key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_ledger_member_reason_idx').on(t.member_id, t.reason_key)],
);
