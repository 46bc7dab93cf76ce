/**
 * A guest's order placed through the API as a browser would: priced sticker lines added to the
 * cart, the contact email verified with the emailed code (read from the outbox: tests run without
 * SMTP), then checkout with that token and the cart's total.
 */
import type { StaffRole } from '../src/features/account/staff-roles.js';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../src/features/account/account.tables.js';
import { emailOutbox } from '../src/features/email/email.tables.js';
import type { VerifyData } from '../src/features/account/account.schemas.js';
import type { Cart } from '../src/features/cart/cart.schemas.js';
import type { Order } from '../src/features/orders/orders.schemas.js';
import type { PricingData } from '../src/features/pricing/pricing.schemas.js';
import { apiGet, expectOk, testVisitor } from './api-client.js';
import type { TestShop } from './test-app.js';

/** Standard vinyl die-cut stickers, 50 × 50 mm. */
export const DIE_CUT_50 = { featured_item_id: 2, product_id: 5, cutting_id: 1, width: 50, height: 50, finishing_id: 1, adhesive_id: 1, color_id: 1 };

let placed = 0;

/** Adds each priced line to `shopper`'s cart as the configurator does (the price it was shown as `cost`); the cart after the last. */
export async function addPricedLines(shop: TestShop, shopper: ReturnType<typeof testVisitor>, lines: { config: Record<string, number>; quantity: number }[]): Promise<Cart> {
  let cart: Cart | undefined;
  for (const { config, quantity } of lines) {
    const quote = expectOk(await apiGet<PricingData>(shop, '/api/pricing/v2', { ...config, quantity }));
    const added = await shopper.send<Cart>('POST', '/api/cart/items', { ...config, quantity, cost: quote.single_pricing?.total_price });
    expect(added.statusCode, JSON.stringify(added.body)).toBeLessThan(300);
    cart = added.body.data;
  }
  if (!cart) throw new Error('no lines to add');
  return cart;
}

/** `email` verified with the emailed code (read from the outbox): the single-use token checkout (or registration) takes. */
export async function verifiedEmailToken(shop: TestShop, shopper: ReturnType<typeof testVisitor>, email: string): Promise<string> {
  expectOk(await shopper.send('POST', '/api/user/verification-code', { email, first_name: 'Wei Jie' }));
  const [mail] = await shop.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.kind, 'verification-code')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = /\b([0-9A-HJKMNP-TV-Z]{4})\b/.exec(`${mail?.subject}\n${mail?.text}`)?.[1] ?? '';
  expect(code, `no verification code emailed to ${email}`).not.toBe('');
  return expectOk(await shopper.send<VerifyData>('POST', '/api/user/verify', { first_name: 'Wei Jie', last_name: 'Lim', email, verification_code: code })).registration_token;
}

/** A new, unique guest email. */
export const guestEmail = (): string => `docs${++placed}-${Date.now().toString(36)}@example.sg`;

/** The contact and office address every test guest orders with. */
export const guestCheckoutBody = (email: string) => ({
  contact: { first_name: 'Wei Jie', last_name: 'Lim', email, phone: '98765432' },
  address: { line1: '10 Tampines Central 1, #08-01', line2: 'Tampines One', postcode: '529536', label: 'Office' },
});

/** A guest's order of `lines`, awaiting payment, placed by `name` (Wei Jie Lim unless said). */
export async function placeGuestOrder(
  shop: TestShop,
  lines: { config: Record<string, number>; quantity: number }[],
  name: { first_name: string; last_name: string } = { first_name: 'Wei Jie', last_name: 'Lim' },
): Promise<{ shopper: ReturnType<typeof testVisitor>; order: Order; email: string }> {
  const shopper = testVisitor(shop);
  const cart = await addPricedLines(shop, shopper, lines);
  const email = guestEmail();
  const token = await verifiedEmailToken(shop, shopper, email);
  const body = guestCheckoutBody(email);
  const answer = await shopper.send<Order>('POST', '/api/checkout', { ...body, contact: { ...body.contact, ...name }, email_token: token, expected_total_cents: cart.total_cents });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return { shopper, order: answer.body.data, email };
}

/** A member registered through the API (as the browser does: emailed code, then register); staff when `staff` (true: an owner, as STAFF_EMAILS makes one; or the role given). */
export async function registeredMember(shop: TestShop, options: { staff?: boolean | StaffRole } = {}): Promise<{ v: ReturnType<typeof testVisitor>; email: string }> {
  const v = testVisitor(shop);
  const email = guestEmail();
  const token = await verifiedEmailToken(shop, v, email);
  const registered = await v.send('POST', '/api/user/register', { first_name: 'Siew Ling', last_name: 'Goh', email, password: 'Kopi-O kosong 88', registration_token: token });
  expect(registered.statusCode, JSON.stringify(registered.body)).toBe(201);
  if (options.staff) await shop.database.db.update(members).set({ staff_role: options.staff === true ? 'owner' : options.staff }).where(eq(members.email, email));
  return { v, email };
}
