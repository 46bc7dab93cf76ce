/**
 * The staff account command's work (scripts/create-staff.ts): a verified member with that
 * password who is staff at once (the staff order desk answers), updated in place when run again;
 * bad input refused with the shop's own messages.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import type { Member } from './account.schemas.js';
import { createStaffAccount, staffAccountProblem } from './staff-account.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

it('creates a verified staff member who signs in and opens the staff desk; run again, it takes the new name and password', async () => {
  const email = `desk-${Date.now().toString(36)}@printshop.sg`;
  const first = await createStaffAccount(shop.database.db, { email: ` ${email.toUpperCase()} `, name: 'Mei Ling Tan', password: 'Kaya toast 1965' }, DEFAULT_TEST_NOW);
  expect(first.created).toBe(true);
  expect(first.member).toMatchObject({ email, first_name: 'Mei Ling', last_name: 'Tan', staff_role: 'owner', email_verified_at: DEFAULT_TEST_NOW });

  const staff = testVisitor(shop);
  expect(expectOk(await staff.send<Member>('POST', '/api/user/login', { email, password: 'Kaya toast 1965' })).is_staff).toBe(true);
  // The session's answer says so (the header's account menu then links the staff desk).
  expect(expectOk(await staff.send<Member | null>('GET', '/api/user/me'))?.is_staff).toBe(true);
  expect(expectOk(await staff.send<{ orders: unknown[] }>('GET', '/api/staff/orders')).orders).toBeInstanceOf(Array);

  const again = await createStaffAccount(shop.database.db, { email, name: 'Mei Ling Goh', password: 'Teh tarik 2026' }, DEFAULT_TEST_NOW);
  expect(again).toMatchObject({ created: false, member: { id: first.member.id, last_name: 'Goh', staff_role: 'owner' } });
  const other = testVisitor(shop);
  expectClientError(await other.send('POST', '/api/user/login', { email, password: 'Kaya toast 1965' }), 401);
  expectOk(await other.send('POST', '/api/user/login', { email, password: 'Teh tarik 2026' }));
});

it("refuses a bad email, a single name and a weak password in the shop's words", () => {
  expect(staffAccountProblem({ email: 'not an email', name: 'Mei Ling Tan', password: 'Kaya toast 1965' })).toMatch(/email/i);
  expect(staffAccountProblem({ email: 'a@printshop.sg', name: 'Mei', password: 'Kaya toast 1965' })).toBe("Give the staff member's first and last name, e.g. 'Mei Ling Tan' (got 'Mei').");
  expect(staffAccountProblem({ email: 'a@printshop.sg', name: 'Mei Tan', password: '12345' })).not.toBeNull();
  expect(staffAccountProblem({ email: 'a@printshop.sg', name: 'Mei Tan', password: 'password123' })).not.toBeNull();
});
