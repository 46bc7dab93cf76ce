/**
 * Staff access, decided in one place. Every staff route declares `onRequest: requireStaff(role)`;
 * no route reads `members.is_staff` itself (eslint.config.js refuses it outside this feature).
 *
 * - Who is staff: members with `members.is_staff`, set from STAFF_EMAILS at every start
 *   (`syncStaffFromList`) or by `scripts/create-staff.ts`.
 * - Roles: owner (everything, staff management), desk (orders, quotes), production (production
 *   view, dispatch). A member does not carry roles yet, so every staff member holds all three;
 *   a route names the role it needs now, so roles can be given without touching any route.
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

export const STAFF_ROLES = ['owner', 'desk', 'production'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in staff member a staff route acts as. */
export interface StaffMember {
  id: number;
  email: string;
  roles: readonly StaffRole[];
}

/** A route under a staff path, with the role it asks for. */
export interface StaffRoute {
  method: string;
  url: string;
  role: StaffRole;
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

/** The hooks requireStaff made, with the role each asks for (how staffAccess recognises them). */
const guards = new WeakMap<onRequestHookHandler, StaffRole>();

/** The signed-in member when they are staff, with their roles; null for anyone else. */
async function staffMemberOf(db: Database, request: FastifyRequest): Promise<StaffMember | null> {
  const signedIn = await request.visitor.member();
  if (!signedIn) return null;
  const member = await new AccountRepository(db).memberById(signedIn.id);
  return member?.is_staff ? { id: member.id, email: member.email, roles: STAFF_ROLES } : null;
}

const notHere = (request: FastifyRequest, reply: FastifyReply) => sendError(reply, 404, 'not_found', `There is no ${request.method} ${request.url.split('?')[0] ?? ''} here.`);

/** The onRequest hook of a staff route: lets in signed-in staff holding `role`, answers 404 to anyone else. */
export function requireStaff(role: StaffRole): onRequestHookHandler {
  const guard = async function requireStaffRole(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const staff = await staffMemberOf(this.shop.database.db, request);
    // Answered here: Fastify stops at a hook that returns the reply it sent.
    if (!staff?.roles.includes(role)) return notHere(request, reply);
    request.staffMember = staff;
  };
  guards.set(guard, role);
  return guard;
}

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

/** Makes the listed members staff and everyone else not (STAFF_EMAILS at start-up); returns the staff count. */
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
      const role = [route.onRequest ?? []].flat().map((hook) => guards.get(hook as onRequestHookHandler)).find((r) => r !== undefined);
      const methods = [route.method].flat();
      if (role === undefined) throw new Error(`${methods.join(',')} ${route.url} is a staff path without requireStaff(role) (src/features/account/staff-access.ts)`);
      for (const method of methods) routes.push({ method, url: route.url, role });
    });
  },
  { name: 'staff-access', dependencies: ['shop-services', 'request-context'] },
);
