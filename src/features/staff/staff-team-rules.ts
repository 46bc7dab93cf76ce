/**
 * The Staff page's rules (pure; the page and the server both use them): who an owner may give a
 * role to, and the words for each refusal. Owners come from STAFF_EMAILS only, so the desk never
 * makes or unmakes one: a deployment decides who owns the shop, and no one on the desk can lock
 * the owners out.
 */
import type { StaffRole } from '../account/staff-roles.js';

/** The roles an owner gives on the desk (null takes the staff role away). */
export const GIVEN_ROLES = ['desk', 'production'] as const satisfies readonly StaffRole[];
export type GivenRole = (typeof GIVEN_ROLES)[number];

export const STAFF_TEAM_MESSAGES = {
  noAccount: (email: string) => `There is no account with ${email}. Ask them to register on the shop first, then give them a role.`,
  ownerFromSettings: (email: string) => `${email} is an owner. Owners are the addresses in the shop's STAFF_EMAILS setting; change that setting to change an owner.`,
  notYourself: 'You cannot change your own role.',
  given: (email: string, role: string) => `${email} now has the ${role} role.`,
  taken: (email: string) => `${email} is no longer staff.`,
  unchanged: (email: string) => `${email} already has that role.`,
} as const;
