/**
 * Registration with an emailed code (forms-and-accounts.md §4 Email verification, §7): is the
 * email registered (GET /api/inquiry/form/emailExist), send a code (POST /api/user/verification-code),
 * check it (POST /api/user/verify, which answers a registration token), and register with that
 * token (POST /api/user/register), which signs the new member in.
 */
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import { ACCOUNT_MESSAGES } from '../account-rules.js';
import type { EmailExistData, Member, RegisterBody, VerificationCodeData, VerifyData } from '../account.schemas.js';

/** True when an account uses this address; rejects with a 422 ApiError for a disposable or malformed one. */
export async function emailIsRegistered(email: string, signal?: AbortSignal): Promise<boolean> {
  return (await apiGet<EmailExistData>('/inquiry/form/emailExist', { email: email.trim() }, signal)).data.exists;
}

export async function requestVerificationCode(body: { email: string; first_name?: string; password?: string }): Promise<VerificationCodeData> {
  return (await apiSend<VerificationCodeData>('POST', '/user/verification-code', body)).data;
}

export interface VerifyInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  verification_code: string;
}

export async function verifyEmail(body: VerifyInput): Promise<{ token: string; message: string }> {
  const { data, message } = await apiSend<VerifyData>('POST', '/user/verify', body);
  return { token: data.registration_token, message: message ?? ACCOUNT_MESSAGES.verified };
}

export async function registerMember(body: Required<RegisterBody>): Promise<Member> {
  return (await apiSend<Member>('POST', '/user/register', body)).data;
}
