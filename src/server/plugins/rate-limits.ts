/**
 * Rate limits, counted in the database (rate-limit-store.ts) so they hold across servers:
 *
 * - writes per visitor: every POST, PUT, PATCH and DELETE route, keyed on the guest_id cookie
 *   (or the client's address when there is none); default 60 a minute;
 * - writes per IP: the same routes, keyed on the client's address (an IPv6 /64 counts as one),
 *   so rotating cookies doesn't help; default 120 a minute;
 * - quotation look-ups per IP: routes that say `config: { rateLimitGroup: 'quotation-lookup' }`
 *   (reading a quotation or its PDF by number), so numbers can't be probed fast; default 60 a
 *   minute.
 *
 * The limits are attached to routes as they are declared (onRoute), so a feature gets them by
 * its method or its config, without calling anything. They run as route onRequest hooks, after
 * the app's own (same-origin check, request context): a refused request costs one statement and
 * its body is never read. Over a limit the answer is a 429 envelope with Retry-After (seconds).
 *
 * @fastify/rate-limit's `app.rateLimit()` hooks can't be stacked (a request runs only the first
 * one), so each limit is an `app.createRateLimit()` checker and one hook runs a route's checkers.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../error-handler.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Requests per minute. A shopper clicking through the configurator writes a few times a minute
 * (adds, quotations, Bill To); a script writes hundreds. The per-IP limit is twice the visitor's,
 * so a household or office behind one address still fits.
 */
export const DEFAULT_RATE_LIMITS = { writesPerVisitor: 60, writesPerIp: 120, lookupsPerIp: 60 } as const;

export type RateLimitGroup = 'quotation-lookup';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Extra rate limit for this route; 'quotation-lookup' = look-ups by quotation number per IP. */
    rateLimitGroup?: RateLimitGroup;
  }
}

export interface RateLimitSettings {
  /** Writes per visitor per window; 0 = no limit. */
  writesPerVisitor: number;
  /** Writes per client address per window; 0 = no limit. */
  writesPerIp: number;
  /** Quotation look-ups per client address per window; 0 = no limit. */
  lookupsPerIp: number;
  /** The window, ms (one minute). */
  windowMs: number;
}

const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, windowMs: 60_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 1 ? 'a second' : retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many requests in a short time. Please wait ${wait} and try again.`;
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;

interface Limit {
  name: string;
  check: Checker;
}

/**
 * The client's address as a limit's key. A client that hung up before its request was read has no
 * address any more (Node clears it with the socket): counted under one key, never a 500.
 */
export const clientAddress = (request: FastifyRequest): string => (request.ip ? `ip:${normalizeIP(request.ip)}` : 'ip:disconnected');

export const rateLimits = fp(
  async (app: FastifyInstance, options: Partial<RateLimitSettings>) => {
    const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMIT_SETTINGS, ...options };
    const store = databaseRateLimitStore({ db: app.shop.database.db, log: app.log });
    app.addHook('onClose', async () => store.idle());

    await app.register(fastifyRateLimit, { global: false, store: store.Store, skipOnError: true, timeWindow: settings.windowMs });

    const limit = (name: string, max: number, key: (request: FastifyRequest) => string): Limit[] =>
      // The limit's name leads the key: every createRateLimit() checker shares the store's namespace.
      max > 0 ? [{ name, check: app.createRateLimit({ max, timeWindow: settings.windowMs, keyGenerator: (request) => `${name}:${key(request)}` }) }] : [];

    const writeLimits = [
      ...limit('writes-per-visitor', settings.writesPerVisitor, (request) => {
        const guest = request.visitor.cookieId;
        return guest !== null ? `guest:${guest}` : clientAddress(request);
      }),
      ...limit('writes-per-ip', settings.writesPerIp, clientAddress),
    ];
    const lookupLimits = limit('quotation-lookups-per-ip', settings.lookupsPerIp, clientAddress);

    /** Runs the limits in turn; the first one over its maximum answers 429. */
    async function enforce(limits: readonly Limit[], request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      for (const { name, check } of limits) {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) continue;
        const retryAfter = Math.max(1, result.ttlInSeconds);
        request.log.info({ limit: name, key: result.key }, 'rate limit reached');
        reply.header('retry-after', String(retryAfter));
        return sendError(reply, 429, 'rate_limited', tooManyRequestsMessage(retryAfter));
      }
      return undefined;
    }

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const writes = methods.some((method) => WRITE_METHODS.has(method)) ? writeLimits : [];
      const lookups = route.config?.rateLimitGroup === 'quotation-lookup' ? lookupLimits : [];
      if (writes.length === 0 && lookups.length === 0) return;

      const onWrite = [...writes, ...lookups];
      // A route may answer several methods: its reads count only as look-ups.
      const hook: onRequestHookHandler = async function rateLimitHook(request, reply) {
        return enforce(WRITE_METHODS.has(request.method) ? onWrite : lookups, request, reply);
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), hook];
    });
  },
  { name: 'rate-limits', dependencies: ['shop-services', 'request-context'], decorators: { fastify: ['shop'] } },
);
