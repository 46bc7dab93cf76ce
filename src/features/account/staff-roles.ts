/**
 * The staff roles and what each may do (pure: the server's staff-access.ts and the desk's pages
 * both read it). Owner: everything, including staff management and any refund. Desk: orders,
 * quotes, refunds up to the shop's limit. Production: the production view and dispatch.
 */
export const STAFF_ROLES = ['owner', 'desk', 'production'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** What each role may do: the roles a route may ask for that a member with this role passes. */
export const ROLE_GRANTS: Record<StaffRole, readonly StaffRole[]> = {
  owner: ['owner', 'desk', 'production'],
  desk: ['desk'],
  production: ['production'],
};

/** Whether a member with `role` (or none) may do what `needed` allows. */
export const roleGrants = (role: StaffRole | null | undefined, needed: StaffRole): boolean => role != null && ROLE_GRANTS[role].includes(needed);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', desk: 'Desk', production: 'Production' };
