/**
 * Member sign-in sessions (OWASP ASVS 5.0 chapter 7): a 256-bit random token in an HttpOnly,
 * SameSite=Lax cookie (`__Host-session`, Secure, when served over https); the database keeps only
 * its SHA-256, so a leaked table opens no session. A session ends after 14 idle days or 60 days in
 * all, at sign-out, and (all of the member's sessions) when the password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { memberSessions } from './account.tables.js';

export const SESSION_COOKIE = 'session';
/** The https name: the __Host- prefix makes the browser insist on Secure, path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-session';
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(memberSessions).values({
    token_hash: hashToken(token),
    member_id: memberId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The member of a live session, or null (unknown, idle too long or past its absolute expiry). */
export async function findSession(db: Database, token: string | undefined, now: Date): Promise<{ memberId: number; tokenHash: string } | null> {
  if (token === undefined || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(memberSessions).where(eq(memberSessions.token_hash, tokenHash));
  if (!row) return null;
  if (row.expires_at.getTime() <= now.getTime() || row.last_seen_at.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await db.delete(memberSessions).where(eq(memberSessions.token_hash, tokenHash));
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.update(memberSessions).set({ last_seen_at: now }).where(eq(memberSessions.token_hash, tokenHash));
  }
  return { memberId: row.member_id, tokenHash };
}

export async function destroySession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.token_hash, tokenHash));
}

/** Every session of the member except `keepTokenHash` (the one that changed the password, rotated by the caller). */
export async function destroyMemberSessions(db: Database, memberId: number, keepTokenHash?: string): Promise<void> {
  await db
    .delete(memberSessions)
    .where(keepTokenHash === undefined ? eq(memberSessions.member_id, memberId) : and(eq(memberSessions.member_id, memberId), ne(memberSessions.token_hash, keepTokenHash)));
}
