/**
 * PATCH /api/user/profile on a real database: a member changes their name and phone (typed as a
 * shopper types it, stored as its 8 digits, answered with the member), each field's message in
 * the registration form's words, the sign-in answer for anyone signed out, and a save sent twice
 * answering the same member.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { registeredMember } from '../../../test/place-order.js';
import { createTestShop, type TestShop } from '../../../test/test-app.js';
import { ACCOUNT_MESSAGES } from './account-rules.js';
import type { Member } from './account.schemas.js';
import { members } from './account.tables.js';
import { SIGN_IN_REQUIRED_MESSAGE } from './accounts.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const storedRow = async (email: string) => (await shop.database.db.select().from(members).where(eq(members.email, email)))[0];

describe('PATCH /api/user/profile', () => {
  it('changes the name and phone; the answer, user/me and the stored row agree (the phone as its 8 digits)', async () => {
    const { v, email } = await registeredMember(shop);
    expect(expectOk(await v.send<Member>('GET', '/api/user/me'))).toMatchObject({ first_name: 'Siew Ling', last_name: 'Goh', phone: null });

    const answer = await v.send<Member>('PATCH', '/api/user/profile', { first_name: '  Mei Ling ', last_name: 'Tan', phone: '+65 9123-4567' });
    const member = expectOk(answer);
    expect(answer.body.message).toBe(ACCOUNT_MESSAGES.profileSaved);
    expect(member).toMatchObject({ first_name: 'Mei Ling', last_name: 'Tan', phone: '91234567', email, points_balance: 2 });
    expect(expectOk(await v.send<Member>('GET', '/api/user/me'))).toEqual(member);
    expect(await storedRow(email)).toMatchObject({ first_name: 'Mei Ling', last_name: 'Tan', phone: '91234567' });

    // A field left out stays; an empty phone removes it.
    expect(expectOk(await v.send<Member>('PATCH', '/api/user/profile', { last_name: 'Tan-Lim' }))).toMatchObject({ first_name: 'Mei Ling', last_name: 'Tan-Lim', phone: '91234567' });
    expect(expectOk(await v.send<Member>('PATCH', '/api/user/profile', { phone: '' })).phone).toBeNull();
  });

  it("refuses bad input field by field in the registration form's words, and changes nothing", async () => {
    const { v, email } = await registeredMember(shop);
    const refused = await v.send('PATCH', '/api/user/profile', { first_name: ' ', last_name: 'x'.repeat(101), phone: '1234 5678' });
    expectClientError(refused, 422, { message: ACCOUNT_MESSAGES.firstNameRequired });
    expect(refused.body.error?.issues).toEqual([
      { field: 'first_name', message: ACCOUNT_MESSAGES.firstNameRequired },
      { field: 'last_name', message: 'Last name must be at most 100 characters.' },
      { field: 'phone', message: ACCOUNT_MESSAGES.phoneInvalid },
    ]);
    expectClientError(await v.send('PATCH', '/api/user/profile', { last_name: '' }), 422, { message: ACCOUNT_MESSAGES.lastNameRequired, field: 'last_name' });
    expectClientError(await v.send('PATCH', '/api/user/profile', { first_name: '<b>Mei</b>' }), 422, { message: 'First name cannot contain HTML.', field: 'first_name' });
    // Longer than any phone: refused by the body's schema before it is read.
    expectClientError(await v.send('PATCH', '/api/user/profile', { phone: '9'.repeat(41) }), 422);
    expect(await storedRow(email)).toMatchObject({ first_name: 'Siew Ling', last_name: 'Goh', phone: null });
  });

  it('answers a visitor who is not signed in (or signed out) with the sign-in message', async () => {
    expectClientError(await testVisitor(shop).send('PATCH', '/api/user/profile', { first_name: 'Mei Ling' }), 401, { message: SIGN_IN_REQUIRED_MESSAGE });
    // Even with a body that would be refused: who asks is checked first.
    expectClientError(await testVisitor(shop).send('PATCH', '/api/user/profile', { first_name: '' }), 401, { message: SIGN_IN_REQUIRED_MESSAGE });
    const { v, email } = await registeredMember(shop);
    expectOk(await v.send('POST', '/api/user/logout', {}));
    expectClientError(await v.send('PATCH', '/api/user/profile', { first_name: 'Someone' }), 401, { message: SIGN_IN_REQUIRED_MESSAGE });
    expect((await storedRow(email))?.first_name).toBe('Siew Ling');
  });

  it('the same save sent again (a retry after a lost answer) answers the same member and changes nothing more', async () => {
    const { v, email } = await registeredMember(shop);
    const body = { first_name: 'Wei Jie', last_name: 'Lim', phone: '8123 4567' };
    const first = expectOk(await v.send<Member>('PATCH', '/api/user/profile', body));
    const retry = expectOk(await v.send<Member>('PATCH', '/api/user/profile', body));
    expect(retry).toEqual(first);
    expect(await storedRow(email)).toMatchObject({ first_name: 'Wei Jie', last_name: 'Lim', phone: '81234567' });
  });
});
