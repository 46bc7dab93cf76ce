/**
 * Idempotent writes: a client that may retry a submit (a cart add, a quotation) sends an
 * `Idempotency-Key` header, and a retry with the same key gets the first answer again without
 * writing anything a second time, even when the first request's answer was lost on the way.
 *
 * API, for write routes (POST, PUT, PATCH, DELETE):
 *
 *   const answer = await request.idempotent(async (tx) => {
 *     const visitorId = await request.visitor.ensureId(); // runs on tx too (see below)
 *     …every read and write of the route on `tx`…
 *     return { statusCode: 201, body: success(data, 201, 'Done.') };
 *   });
 *   return reply.code(answer.statusCode).send(answer.body);
 *
 * - `run(tx)` always runs in one transaction, header or not; `request.visitor` (request-context)
 *   runs on `tx` meanwhile, so a visitor it creates is committed with the write or not at all.
 *   Everything `run` does must go through `tx`: a query on the app's database instead would wait
 *   on PGlite for the transaction to end (forever) and, on PostgreSQL, would not see its writes.
 * - Without the header, `request.idempotent` returns run's answer.
 * - With the header (1–255 printable ASCII characters, else 422), in ONE transaction: claim the
 *   key (a concurrent duplicate waits on the key's row until the first commits), run, store the
 *   answer with the visitor it belongs to, commit. A retry with the same key and the same request
 *   body returns the stored answer: `request.idempotent` resolves to it without calling `run`, and
 *   the reply gets `Idempotent-Replayed: true` (and the stored visitor's cookie when the retry
 *   came without it). The same key with a different body answers 422.
 * - The request hash is the SHA-256 of the JSON body. A route whose body is not JSON (the quote
 *   request's multipart form) computes its own from what it read and passes it:
 *   `request.idempotent(run, { requestHash })` (quote-request-service.ts hashes the fields and
 *   each file's name, size and SHA-256). One mechanism, one table, either way.
 * - Keys are scoped by route (method and path) and visitor (guest_id cookie, or "anonymous"),
 *   and kept 24 hours; older ones are reused as new and swept now and then.
 * - Only 2xx answers are stored. A ShopError thrown by `run` rolls everything back (key included),
 *   so a client can fix the request and retry with the same key; a non-2xx answer returned by
 *   `run` rolls back its writes the same way and is answered as it is.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client.js';
import { idempotencyKeys } from '../db/server.tables.js';
import { ShopError } from '../errors.js';

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentOptions {
  /** What identifies the request, for a body that is not JSON (default: SHA-256 of JSON.stringify(request.body)). */
  requestHash?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs a write in one transaction, at most once per Idempotency-Key (see plugins/idempotency.ts). */
    idempotent<A extends IdempotentAnswer>(run: (tx: Transaction) => Promise<A>, options?: IdempotentOptions): Promise<A>;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters, for example a UUID.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
const KEY_UNREADABLE_MESSAGE = 'This Idempotency-Key could not be checked just now. Please try again.';

/** How long a key is remembered, and how often (at most) each server sweeps older keys away. */
const KEY_LIFETIME = sql.raw(`interval '24 hours'`);
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/** Deletes keys older than their lifetime (the created_at index makes this cheap); returns how many. */
export async function sweepIdempotencyKeys(db: Database): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.created_at} < now() - ${KEY_LIFETIME}`).returning({ key: idempotencyKeys.key });
  return deleted.length;
}

interface StoredAnswer extends IdempotentAnswer {
  visitorId: string | null;
}

/** run's non-2xx answer, thrown to roll the transaction back and caught to be answered. */
class NotStored extends Error {
  constructor(readonly answer: IdempotentAnswer) {
    super(`answer ${answer.statusCode} not stored`);
  }
}

function validKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) {
    throw new ShopError(422, 'validation', INVALID_IDEMPOTENCY_KEY_MESSAGE, [{ field: 'Idempotency-Key', message: INVALID_IDEMPOTENCY_KEY_MESSAGE }]);
  }
  return header;
}

export const idempotency = fp(
  async (app: FastifyInstance) => {
    const db = app.shop.database.db;
    let lastSweep = 0;
    let sweeping: Promise<void> | undefined;

    /** At most once an hour per server, in the background; until then a stale key is simply claimed anew (see the claim). */
    function sweepNowAndThen(): void {
      if (sweeping || Date.now() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = Date.now();
      sweeping = (async () => {
        try {
          const deleted = await sweepIdempotencyKeys(db);
          if (deleted > 0) app.log.info({ deleted }, 'swept old idempotency keys');
        } catch (err) {
          app.log.warn({ err }, 'sweeping old idempotency keys failed');
        } finally {
          sweeping = undefined;
        }
      })();
    }
    app.addHook('onClose', async () => sweeping);

    async function idempotent<A extends IdempotentAnswer>(request: FastifyRequest, reply: FastifyReply, run: (tx: Transaction) => Promise<A>, options: IdempotentOptions = {}): Promise<A> {
      const key = validKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
      try {
        if (key === undefined) return await db.transaction((tx) => request.visitor.inTransaction(tx, async () => only2xx(await run(tx))));
        return await once(request, reply, key, run, options.requestHash ?? createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex'));
      } catch (error) {
        // run's non-2xx answer: its writes were rolled back (and no key kept); the answer still goes out.
        if (error instanceof NotStored) return error.answer as A;
        throw error;
      }
    }

    async function once<A extends IdempotentAnswer>(request: FastifyRequest, reply: FastifyReply, key: string, run: (tx: Transaction) => Promise<A>, requestHash: string): Promise<A> {
      const scope = `${request.method} ${request.routeOptions.url ?? request.url} ${request.visitor.cookieId ?? 'anonymous'}`;
      const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
      sweepNowAndThen();

      const outcome = await db.transaction((tx) =>
        request.visitor.inTransaction(tx, async (): Promise<{ answer: A } | { replay: StoredAnswer }> => {
          // Claims the key, or takes over one past its lifetime. On a key another transaction has
          // claimed and not yet committed, this waits for that one to end, then claims nothing.
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ scope, key, request_hash: requestHash, status_code: 0, response: sql`'null'::jsonb` })
            .onConflictDoUpdate({
              target: [idempotencyKeys.scope, idempotencyKeys.key],
              set: { request_hash: requestHash, status_code: 0, response: sql`'null'::jsonb`, visitor_id: null, created_at: sql`now()` },
              setWhere: sql`${idempotencyKeys.created_at} < now() - ${KEY_LIFETIME}`,
            })
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) {
            const [stored] = await tx.select().from(idempotencyKeys).where(where);
            // Not expected: the claim locked the row it conflicted with. Refused rather than run twice.
            if (!stored) throw new ShopError(409, 'conflict', KEY_UNREADABLE_MESSAGE);
            if (stored.request_hash !== requestHash) {
              throw new ShopError(422, 'validation', IDEMPOTENCY_KEY_REUSED_MESSAGE, [{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REUSED_MESSAGE }]);
            }
            return { replay: { statusCode: stored.status_code, body: stored.response, visitorId: stored.visitor_id } };
          }
          const answer = only2xx(await run(tx));
          const visitorId = await request.visitor.id();
          await tx.update(idempotencyKeys).set({ status_code: answer.statusCode, response: answer.body, visitor_id: visitorId }).where(where);
          return { answer };
        }),
      );
      if ('answer' in outcome) return outcome.answer;

      const { replay } = outcome;
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.header('cache-control', 'private, no-store');
      // A retry that lost the first answer lost its cookie with it: give back the visitor it created.
      if (replay.visitorId !== null && replay.visitorId !== request.visitor.cookieId) request.visitor.adopt(replay.visitorId);
      // The stored answer is run's own answer (of type A), read back from its JSON.
      return { statusCode: replay.statusCode, body: replay.body } as A;
    }

    app.decorateRequest('idempotent', function notOnThisRoute(this: FastifyRequest): never {
      throw new Error(`request.idempotent() is for write routes; ${this.method} ${this.routeOptions.url ?? this.url} is not one.`);
    });
    // Only write routes get the (cheap) hook that binds the request to its reply; reads pay nothing.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
      const bind: onRequestHookHandler = function bindIdempotent(request, reply, done) {
        request.idempotent = (run, options) => idempotent(request, reply, run, options);
        done();
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), bind];
    });
  },
  { name: 'idempotency', dependencies: ['shop-services', 'request-context'], decorators: { fastify: ['shop'] } },
);

function only2xx<A extends IdempotentAnswer>(answer: A): A {
  if (answer.statusCode < 200 || answer.statusCode >= 300) throw new NotStored(answer);
  return answer;
}
