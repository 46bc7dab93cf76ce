/**
 * Staff access, decided in one place. Every staff route declares `onRequest: requireStaff(role)`;
 * no route reads `members.is_staff` itself (eslint.config.js refuses it outside this feature).
 *
 * - Who is staff: members with a `members.staff_role`. Owners are the addresses in STAFF_EMAILS,
 *   applied at every start (`syncStaffFromList`), or made by `scripts/create-staff.ts`; an owner
 *   gives and takes the desk and production roles on the desk's Staff page (features/staff).
 *   Ownership is the deployment's decision, never the desk's, so no one on the desk can make an
 *   owner or lock the owners out.
 * - Roles (ROLE_GRANTS): owner holds everything, including staff management; desk the orders,
 *   quotes and refunds up to the shop's limit; production the production view and dispatch. A
 *   route names the roles it lets in (`requireStaff('desk', 'production')`: either one).
 * - Anyone else (a stranger, a shopper, a member who is not staff, staff without the role) gets
 *   the same 404 as a path that does not exist, so the desk does not show. The check runs as the
 *   request arrives (a route onRequest hook, after the session is read), before the body is read
 *   or validated, so a stranger's malformed request is a 404 too, never a 400 that tells it the
 *   route exists.
 * - `staffAccess` (registered before the features) checks every route under a staff path as it
 *   is declared: one without requireStaff stops the server from starting, and the list of staff
 *   routes (`app.staffRoutes`) is what the access test walks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../../server/error-handler.js';
import type { Database } from '../../server/db/client.js';
import { AccountRepository } from './account.repository.js';

import { isStaffRole, ROLE_GRANTS, type StaffRole } from './staff-roles.js';

export { STAFF_ROLES, type StaffRole } from './staff-roles.js';

/** The signed-in staff member a staff route acts as. */
export interface StaffMember {
  id: number;
  email: string;
  /** The member's role (members.staff_role). */
  role: StaffRole;
  /** What that role grants (ROLE_GRANTS). */
  roles: readonly StaffRole[];
}

/** A route under a staff path, with the roles it lets in (any one of them). */
export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff: the signed-in staff member. */
    staffMember?: StaffMember;
  }
  interface FastifyInstance {
    /** Every route under a staff path, as declared (each one guarded by requireStaff). */
    staffRoutes: readonly StaffRoute[];
  }
}

/** Paths that only staff may use: the API's staff routes and the staff's file downloads. */
export const isStaffPath = (url: string): boolean => url.startsWith('/api/staff/') || url.startsWith('/staff/');

/** The hooks requireStaff made, with the roles each lets in (how staffAccess recognises them). */
const guards = new WeakMap<onRequestHookHandler, readonly StaffRole[]>();

/** The signed-in member when they are staff, with their roles; null for anyone else. */
async function staffMemberOf(db: Database, request: FastifyRequest): Promise<StaffMember | null> {
  const signedIn = await request.visitor.member();
  if (!signedIn) return null;
  const member = await new AccountRepository(db).memberById(signedIn.id);
  const role = member?.staff_role;
  return member && isStaffRole(role) ? { id: member.id, email: member.email, role, roles: ROLE_GRANTS[role] } : null;
}

const notHere = (request: FastifyRequest, reply: FastifyReply) => sendError(reply, 404, 'not_found', `There is no ${request.method} ${request.url.split('?')[0] ?? ''} here.`);

/** The onRequest hook of a staff route: lets in signed-in staff holding one of `roles`, answers 404 to anyone else. */
export function requireStaff(...roles: [StaffRole, ...StaffRole[]]): onRequestHookHandler {
  const guard = async function requireStaffRole(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const staff = await staffMemberOf(this.shop.database.db, request);
    // Answered here: Fastify stops at a hook that returns the reply it sent.
    if (!staff || !roles.some((role) => staff.roles.includes(role))) return notHere(request, reply);
    request.staffMember = staff;
  };
  guards.set(guard, roles);
  return guard;
}

/** Whether a staff member may do what `role` allows (for a choice inside a route, e.g. a refund over the desk's limit). */
export const holdsRole = (staff: StaffMember, role: StaffRole): boolean => staff.roles.includes(role);

/** The staff member of a request that passed requireStaff. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error('a staff route without requireStaff');
  return request.staffMember;
}

/**
 * For a route that shoppers and staff both use (an order's artwork file): the signed-in staff
 * member, or null. Staff paths use requireStaff instead.
 */
export function signedInStaff(app: FastifyInstance, request: FastifyRequest): Promise<StaffMember | null> {
  return staffMemberOf(app.shop.database.db, request);
}

/**
 * STAFF_EMAILS at start-up: the listed members become owners, and an owner no longer listed is no
 * longer staff. Desk and production staff (given on the desk) are left as they are. Returns the
 * number of staff.
 */
export function syncStaffFromList(db: Database, emails: readonly string[]): Promise<number> {
  const listed = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  return new AccountRepository(db).syncStaff(listed);
}

export const staffAccess = fp(
  async (app: FastifyInstance) => {
    const routes: StaffRoute[] = [];
    app.decorate('staffRoutes', routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isStaffPath(route.url)) return;
      const roles = [route.onRequest ?? []].flat().map((hook) => guards.get(hook as onRequestHookHandler)).find((r) => r !== undefined);
      const methods = [route.method].flat();
      if (roles === undefined) throw new Error(`${methods.join(',')} ${route.url} is a staff path without requireStaff(role) (src/features/account/staff-access.ts)`);
      for (const method of methods) routes.push({ method, url: route.url, roles });
    });
  },
  { name: 'staff-access', dependencies: ['shop-services', 'request-context'] },
);
