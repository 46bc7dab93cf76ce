/**
 * Helpers of the account browser tests: read what the shop emailed from the email outbox (tests
 * run without SMTP, so every email stays in email_outbox), and make a member through the API in a
 * browser context (its cookies then sign that context in).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserShop } from '../../../test/browser.js';
import { emailOutbox } from '../email/email.tables.js';

let serial = 0;
/** A fresh address on a real-looking domain (the disposable-address list does not know it). */
export const newEmail = (name = 'member'): string => `${name}${++serial}.${Date.now().toString(36)}@example.sg`;

/** The newest email of this kind to this address, waiting for it to be written. */
export async function newestEmail(shop: BrowserShop, to: string, kind: 'verification-code' | 'temporary-password' | 'welcome', after = 0): Promise<{ id: number; subject: string; text: string }> {
  let found: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const [row] = await shop.database.db
          .select({ id: emailOutbox.id, subject: emailOutbox.subject, text: emailOutbox.text })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to_address, to), eq(emailOutbox.kind, kind)))
          .orderBy(desc(emailOutbox.id))
          .limit(1);
        found = row && row.id > after ? row : undefined;
        return found !== undefined;
      },
      { timeout: 10_000, message: `no ${kind} email to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The id of the newest email to this address (0 if none), to wait for a newer one. */
export async function lastEmailId(shop: BrowserShop, to: string): Promise<number> {
  const [row] = await shop.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to_address, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

const CROCKFORD = '[0-9A-HJKMNP-TV-Z]';

/** The 4-character code in the newest verification email to `email` (newer than `after`). */
export async function verificationCode(shop: BrowserShop, email: string, after = 0): Promise<string> {
  const mail = await newestEmail(shop, email, 'verification-code', after);
  const code = new RegExp(`\\b(${CROCKFORD}{4})\\b`).exec(`${mail.subject}\n${mail.text}`)?.[1];
  expect(code, `${mail.subject}\n${mail.text}`).toBeDefined();
  return code ?? '';
}

/** The 12-character temporary password in the newest such email to `email`. */
export async function temporaryPassword(shop: BrowserShop, email: string, after = 0): Promise<string> {
  const mail = await newestEmail(shop, email, 'temporary-password', after);
  const password = new RegExp(`\\b(${CROCKFORD}{12})\\b`).exec(`${mail.subject}\n${mail.text}`)?.[1];
  expect(password, `${mail.subject}\n${mail.text}`).toBeDefined();
  return password ?? '';
}

export interface TestMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const newMember = (firstName = 'Mei Ling', lastName = 'Tan'): TestMember => ({ firstName, lastName, email: newEmail(firstName.split(' ')[0]?.toLowerCase()), password: 'kopi-peng-2026' });

async function send(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(path, { data });
  const body = (await response.json()) as { status: string; message?: string; data: unknown };
  expect(body.status, `${path}: ${body.message ?? ''}`).toBe('SUCCESS');
  return body.data;
}

/**
 * Registers the member through the API (code from the outbox), with the cookies of `page`'s
 * context: that browser context is then signed in as the member.
 */
export async function registerThroughApi(shop: BrowserShop, page: Page, member: TestMember, subscribe = false): Promise<void> {
  const after = await lastEmailId(shop, member.email);
  await send(page.request, '/api/user/verification-code', { email: member.email, first_name: member.firstName, password: member.password });
  const code = await verificationCode(shop, member.email, after);
  const verified = (await send(page.request, '/api/user/verify', {
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    password: member.password,
    verification_code: code,
  })) as { registration_token: string };
  await send(page.request, '/api/user/register', {
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    password: member.password,
    subscribe,
    registration_token: verified.registration_token,
  });
}

/** Signs `page`'s context out (its cookies), through the API. */
export async function signOutThroughApi(page: Page): Promise<void> {
  await send(page.request, '/api/user/logout', {});
}
