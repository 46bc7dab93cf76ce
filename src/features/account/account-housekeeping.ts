/**
 * What the account feature lets go (issue 20): sessions past their expiry (a signed-out or
 * expired session is refused anyway; its row only takes room) and emailed verification codes a
 * day after they expired (a code lives 10 minutes, the registration token it gives 30 more, so
 * nothing still usable is ever removed). Run hourly by the account feature's sweep job.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { deleteInBatches } from '../../server/jobs/recurring-sweep.js';
import { emailVerifications, memberSessions } from './account.tables.js';

export const ACCOUNT_SWEEP_JOB = 'account-sweep';

/** How long a spent or expired verification code is kept after its expiry (for support questions about it). */
export const VERIFICATION_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

export async function sweepAccountLeftovers(db: Database, now: Date, signal?: AbortSignal): Promise<{ sessions: number; verification_codes: number }> {
  const sessions = await deleteInBatches(async (limit) => {
    const doomed = db.select({ token: memberSessions.token_hash }).from(memberSessions).where(lt(memberSessions.expires_at, now)).limit(limit);
    return (await db.delete(memberSessions).where(inArray(memberSessions.token_hash, doomed)).returning({ token: memberSessions.token_hash })).length;
  }, signal);
  const before = new Date(now.getTime() - VERIFICATION_KEPT_AFTER_EXPIRY_MS);
  const codes = await deleteInBatches(async (limit) => {
    const doomed = db.select({ id: emailVerifications.id }).from(emailVerifications).where(lt(emailVerifications.expires_at, before)).limit(limit);
    return (await db.delete(emailVerifications).where(inArray(emailVerifications.id, doomed)).returning({ id: emailVerifications.id })).length;
  }, signal);
  return { sessions, verification_codes: codes };
}
