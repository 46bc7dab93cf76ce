/**
 * Who is asking: anonymous visitors get a guest_id cookie the first time they need one (adding
 * to cart, creating a quotation). The id is a random UUID stored in `visitors`; being unguessable,
 * it is the visitor's key to their cart and quotations. Members (later) link visitor rows to
 * their account through member_id.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../server/db/client.js';
import { visitors } from '../../server/db/schema.js';

export const GUEST_COOKIE = 'guest_id';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export class VisitorService {
  constructor(private readonly db: Database) {}

  /** The visitor behind the request's cookie, if it names one we know. */
  async find(request: FastifyRequest): Promise<string | null> {
    const id = request.cookies[GUEST_COOKIE];
    if (!id || !UUID.test(id)) return null;
    const rows = await this.db.select({ id: visitors.id }).from(visitors).where(eq(visitors.id, id));
    return rows[0]?.id ?? null;
  }

  /** The request's visitor, created (with its cookie) on first need. */
  async findOrCreate(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const known = await this.find(request);
    if (known) return known;
    const id = randomUUID();
    await this.db.insert(visitors).values({ id });
    reply.setCookie(GUEST_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: ONE_YEAR_S,
    });
    return id;
  }
}
