/**
 * The request context: every request is decorated with `request.visitor`, the one place that
 * knows who is asking. Handlers ask it (`await request.visitor.id()`, or `ensureId()` when the
 * request needs an identity, e.g. adding to the cart); they never read the cookie themselves.
 *
 * An answer that depends on who asks is never stored by a shared cache: once the visitor has been
 * consulted, or when the route says `config: { visitorOwned: true }`, the answer carries
 * `Cache-Control: private, no-store`. Members (accounts) join here when they exist.
 *
 * Inside an idempotent write (src/server/plugins/idempotency.ts) the context runs on that write's
 * transaction, so a visitor created by it exists only if the write commits (and PGlite, with its
 * one connection, is never asked for a second one while the transaction holds it).
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { visitors } from './account.tables.js';
import type { Database } from '../../server/db/client.js';
import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE_S, isGuestId, newGuestId } from './guest-id.js';
import { createSession, destroyMemberSessions, destroySession, findSession, hashToken, SECURE_SESSION_COOKIE, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './member-sessions.js';

export interface VisitorContext {
  /** The guest id the request's cookie carries, unchecked (rate limits key on it; no database read). */
  readonly cookieId: string | null;
  /** The known visitor behind the cookie, or null. Looked up once per request. */
  id(): Promise<string | null>;
  /** The visitor, created with its cookie on first need. */
  ensureId(): Promise<string>;
  /** Makes this request's visitor `id` (a replayed answer names the visitor it created). */
  adopt(id: string): void;
  /** The signed-in member (from the session cookie), or null. Looked up once per request. */
  member(): Promise<{ id: number } | null>;
  /**
   * Signs `memberId` in: any session this browser had ends (the id is rotated at sign-in), a new
   * one is created and its cookie set, and the browser's visitor becomes the member's own.
   */
  signIn(memberId: number, memberVisitorId: string): Promise<void>;
  /** Ends this browser's session; the browser becomes a new anonymous visitor (no cart, no quotations). */
  signOut(): Promise<void>;
  /** A new session for the signed-in member, every other session of theirs ended (after a password change). */
  renewSession(): Promise<void>;
  /**
   * Runs `work` with the context's reads and writes on `tx`. If `work` fails and a visitor was
   * created meanwhile, that visitor was rolled back with `tx`: the context forgets it and the
   * answer clears its cookie.
   */
  inTransaction<T>(tx: Database, work: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: VisitorContext;
  }
  interface FastifyContextConfig {
    /** The answer belongs to the asking visitor even where it does not consult them (e.g. a 404). */
    visitorOwned?: boolean;
  }
}

const PRIVATE = 'private, no-store';

class RequestVisitor implements VisitorContext {
  readonly cookieId: string | null;
  private lookup: Promise<string | null> | undefined;
  private session: Promise<{ memberId: number; tokenHash: string } | null> | undefined;
  /** The transaction of inTransaction(), while it runs. */
  private transaction: Database | undefined;
  /** Set when the visitor was created inside that transaction: it exists only if the transaction commits. */
  private createdInTransaction = false;

  constructor(
    private readonly database: Database,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly now: () => Date,
  ) {
    const raw = request.cookies[GUEST_COOKIE];
    this.cookieId = isGuestId(raw) ? raw.toLowerCase() : null;
  }

  id(): Promise<string | null> {
    this.reply.header('cache-control', PRIVATE);
    this.lookup ??= this.cookieId === null ? Promise.resolve(null) : this.knownVisitor(this.cookieId);
    return this.lookup;
  }

  /**
   * A member's visitor (their cart and quotations) answers only with that member's live session:
   * the guest_id cookie alone, left in a browser after the session ended, opens nothing.
   */
  private async knownVisitor(cookieId: string): Promise<string | null> {
    const [row] = await this.db.select({ id: visitors.id, memberId: visitors.member_id }).from(visitors).where(eq(visitors.id, cookieId));
    if (!row) return null;
    if (row.memberId === null) return row.id;
    return (await this.member())?.id === row.memberId ? row.id : null;
  }

  member(): Promise<{ id: number } | null> {
    this.reply.header('cache-control', PRIVATE);
    return this.currentSession().then((session) => (session ? { id: session.memberId } : null));
  }

  private currentSession(): Promise<{ memberId: number; tokenHash: string } | null> {
    this.session ??= findSession(this.db, this.request.cookies[SECURE_SESSION_COOKIE] ?? this.request.cookies[SESSION_COOKIE], this.now());
    return this.session;
  }

  async signIn(memberId: number, memberVisitorId: string): Promise<void> {
    const previous = await this.currentSession();
    if (previous) await destroySession(this.db, previous.tokenHash);
    await this.startSession(memberId);
    this.adopt(memberVisitorId);
  }

  async signOut(): Promise<void> {
    const current = await this.currentSession();
    if (current) await destroySession(this.db, current.tokenHash);
    this.session = Promise.resolve(null);
    this.lookup = Promise.resolve(null);
    this.reply.header('cache-control', PRIVATE);
    for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE, GUEST_COOKIE]) this.reply.clearCookie(name, { path: '/' });
  }

  async renewSession(): Promise<void> {
    const current = await this.currentSession();
    if (!current) return;
    await destroyMemberSessions(this.db, current.memberId);
    await this.startSession(current.memberId);
  }

  private async startSession(memberId: number): Promise<void> {
    const token = await createSession(this.db, memberId, this.now());
    this.session = Promise.resolve({ memberId, tokenHash: hashToken(token) });
    const secure = this.request.protocol === 'https';
    this.reply.header('cache-control', PRIVATE);
    // The cookie may live as long as the session can; the server's idle expiry ends it sooner.
    this.reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_ABSOLUTE_MS / 1000 });
  }

  async ensureId(): Promise<string> {
    const known = await this.id();
    if (known) return known;
    const id = newGuestId();
    await this.db.insert(visitors).values({ id });
    this.adopt(id);
    this.createdInTransaction = this.transaction !== undefined;
    return id;
  }

  private get db(): Database {
    return this.transaction ?? this.database;
  }

  async inTransaction<T>(tx: Database, work: () => Promise<T>): Promise<T> {
    const previous = this.transaction;
    this.transaction = tx;
    try {
      return await work();
    } catch (error) {
      if (this.createdInTransaction) {
        this.lookup = undefined;
        this.reply.clearCookie(GUEST_COOKIE, { path: '/' });
      }
      throw error;
    } finally {
      this.transaction = previous;
      this.createdInTransaction = false;
    }
  }

  adopt(id: string): void {
    this.lookup = Promise.resolve(id);
    this.reply.header('cache-control', PRIVATE);
    this.reply.setCookie(GUEST_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Behind a TLS proxy this is https only when TRUST_PROXY lets Fastify believe X-Forwarded-Proto.
      secure: this.request.protocol === 'https',
      maxAge: GUEST_COOKIE_MAX_AGE_S,
    });
  }
}

export const requestContext = fp(
  async (app) => {
    app.decorateRequest('visitor', null as unknown as VisitorContext);
    app.addHook('onRequest', async (request, reply) => {
      request.visitor = new RequestVisitor(app.shop.database.db, request, reply, app.shop.now);
      if (request.routeOptions.config.visitorOwned) reply.header('cache-control', PRIVATE);
    });
  },
  { name: 'request-context', dependencies: ['shop-services', '@fastify/cookie'], decorators: { fastify: ['shop'] } },
);
