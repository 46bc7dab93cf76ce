/**
 * Same-origin writes: a POST, PUT, PATCH or DELETE sent by a browser from another site is refused
 * with 403 before the route runs (onRequest: the body is not even read, nothing is written). This
 * is the shop's defence against cross-site request forgery: the guest_id cookie is SameSite=Lax,
 * which already keeps it off cross-site POSTs, and this check also covers same-site subdomains and
 * browsers that don't honour SameSite.
 *
 * The rule, from the headers a browser sends and a page cannot forge:
 * - Origin present: it must be the shop's public origin (PUBLIC_URL) or the origin the request
 *   was addressed to (its own scheme and Host, so localhost and tests on any port work).
 *   `Origin: null` (sandboxed frames, some redirects) is refused.
 * - else Sec-Fetch-Site present: it must be same-origin or none (typed into the address bar).
 * - else no browser made the request (curl, server to server, app.inject): allowed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../error-handler.js';

export const CROSS_SITE_MESSAGE = "This request came from another site, so it was refused. Please use the shop's own pages.";

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  /** The shop's public address (PUBLIC_URL); its origin is always accepted. */
  publicUrl: string;
}

/** The origin of a URL, normalised (lower-case, no default port), or null if it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    if (sent === null) return false;
    return sent === publicOrigin || sent === originOf(`${request.protocol}://${request.host}`);
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

export const sameOrigin = fp(
  async (app: FastifyInstance, options: SameOriginOptions) => {
    const publicOrigin = originOf(options.publicUrl);
    app.addHook('onRequest', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || isSameOrigin(request, publicOrigin)) return;
      return sendError(reply, 403, 'forbidden', CROSS_SITE_MESSAGE);
    });
  },
  { name: 'same-origin' },
);
