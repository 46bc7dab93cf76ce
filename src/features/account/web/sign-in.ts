/**
 * Sign in (POST /api/user/login), the emailed temporary password (POST /api/user/forgot-password)
 * and changing the password (POST /api/user/change-password). Each answers the member or a
 * message; the caller decides when the page learns who is signed in (useMemberChanged), because a
 * member who signed in with a temporary password must choose a new one first.
 */
import { apiSend } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES } from '../account-rules.js';
import type { Member } from '../account.schemas.js';

export async function signIn(email: string, password: string): Promise<Member> {
  return (await apiSend<Member>('POST', '/user/login', { email: email.trim(), password })).data;
}

/** Resolves with the message to show ("A temporary password has been sent."), the same for any address. */
export async function sendTemporaryPassword(email: string): Promise<string> {
  const { message } = await apiSend<null>('POST', '/user/forgot-password', { email: email.trim() });
  return message ?? ACCOUNT_MESSAGES.temporaryPasswordSent;
}

export interface ChangePasswordInput {
  /** Left out after signing in with a temporary password (the old one is not asked then). */
  old_password?: string;
  new_password: string;
  confirm_password: string;
}

export async function changePassword(body: ChangePasswordInput): Promise<{ member: Member; message: string }> {
  const { data, message } = await apiSend<Member>('POST', '/user/change-password', body);
  return { member: data, message: message ?? 'Your password has been changed.' };
}
