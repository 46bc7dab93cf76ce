/**
 * Accounts on a real database, with a real SMTP server in the test process: registration with the
 * code read from the received email, wrong, expired and spent codes, sign-in and its limits,
 * forgot password with the forced change, the address book's messages, notification settings,
 * points, and the guest's cart and quotations moving to the member.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import type { Member, MemberAddress, PointsData, VerifyData } from './account.schemas.js';

let smtp: TestSmtpServer;
let shop: TestShop;
let limited: TestShop;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [shop, limited] = await Promise.all([
    createTestShop({ appOptions: { email: { smtpUrl: smtp.url, workerPollMs: 20 } } }),
    createTestShop({ appOptions: { accounts: { limits: { failedSignInsPerAccount: 3, failedSignInsPerIp: 5, emailsPerAddress: 2 } } } }),
  ]);
  await Promise.all([shop.app.ready(), limited.app.ready()]);
});
afterEach(() => shop.setNow(DEFAULT_TEST_NOW));
afterAll(async () => {
  await Promise.all([shop?.close(), limited?.close()]);
  await smtp?.close();
});

let serial = 0;
const newEmail = () => `member${++serial}-${Date.now().toString(36)}@example.sg`;
const PASSWORD = 'Kopi-O kosong 88';

/** The code in the newest verification email to `email`. */
async function codeFor(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitForMail((m) => m.to.includes(email) && /verification code/i.test(m.subject) && smtp.messages.indexOf(m) >= after);
  const code = /\b([0-9A-HJKMNP-TV-Z]{4})\b/.exec(mail.subject + ' ' + mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code ?? '';
}

async function register(visitor = testVisitor(shop), email = newEmail(), extra: { subscribe?: boolean } = {}) {
  const before = smtp.messages.length;
  expectOk(await visitor.send('POST', '/api/user/verification-code', { email, first_name: 'Mei Ling' }));
  const code = await codeFor(email, before);
  const verified = expectOk(await visitor.send<VerifyData>('POST', '/api/user/verify', { first_name: 'Mei Ling', last_name: 'Tan', email, password: PASSWORD, verification_code: code.toLowerCase() }));
  const registered = await visitor.send<Member>('POST', '/api/user/register', { first_name: 'Mei Ling', last_name: 'Tan', email, password: PASSWORD, registration_token: verified.registration_token, ...extra });
  expect(registered.statusCode, JSON.stringify(registered.body)).toBe(201);
  return { visitor, email, member: registered.body.data };
}

describe('registration with an emailed code', () => {
  it('code by email, verified case-insensitively, registered and signed in with 2 welcome points and a welcome email', async () => {
    const visitor = testVisitor(shop);
    const email = newEmail();
    expect(expectOk(await visitor.send<{ exists: boolean }>('GET', `/api/inquiry/form/emailExist?email=${encodeURIComponent(email)}`)).exists).toBe(false);
    const { member } = await register(visitor, email, { subscribe: true });
    expect(member).toMatchObject({ first_name: 'Mei Ling', last_name: 'Tan', email, points_balance: 2, must_change_password: false, is_staff: false });
    expect(member.notification_settings).toEqual({ marketing: true, promo: true, cart: true, review: true, all: true });
    // A member who is not staff: the session's answer says so (no Staff desk in the header's account menu).
    expect(expectOk(await visitor.send<Member | null>('GET', '/api/user/me'))).toMatchObject({ email, is_staff: false });
    const points = expectOk(await visitor.send<PointsData>('GET', '/api/user/points'));
    expect(points).toMatchObject({ balance: 2, history: [{ points: 2, description: 'Welcome points for registering' }] });
    const welcome = await smtp.waitForMail((m) => m.to.includes(email) && /welcome/i.test(m.subject));
    expect(welcome.text).toContain('2 points');
    expect(expectOk(await visitor.send<{ exists: boolean }>('GET', `/api/inquiry/form/emailExist?email=${encodeURIComponent(email.toUpperCase())}`)).exists).toBe(true);
    // Registered: no second code, no second account.
    expectClientError(await testVisitor(shop).send('POST', '/api/user/verification-code', { email }), 409, { message: 'Email address already used. Please use another email.' });
  });

  it('a wrong code says so; the 5th wrong try spends the code; a resent code works', async () => {
    const visitor = testVisitor(shop);
    const email = newEmail();
    const body = { first_name: 'Wei', last_name: 'Lim', email, password: PASSWORD };
    let before = smtp.messages.length;
    expectOk(await visitor.send('POST', '/api/user/verification-code', { email }));
    const code = await codeFor(email, before);
    const wrong = code === '2222' ? '3333' : '2222';
    for (let i = 1; i <= 4; i++) {
      expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, verification_code: wrong }), 422, { message: 'Please enter the verification code sent to your email.', field: 'verification_code' });
    }
    expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, verification_code: wrong }), 401, { message: 'Too many incorrect codes. Please resend email verification.' });
    // Spent: even the right code is refused now.
    expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, verification_code: code }), 401, { message: 'Too many incorrect codes. Please resend email verification.' });
    before = smtp.messages.length;
    expectOk(await visitor.send('POST', '/api/user/verification-code', { email }));
    const resent = await codeFor(email, before);
    expect(expectOk(await visitor.send<VerifyData>('POST', '/api/user/verify', { ...body, verification_code: resent })).registration_token).toMatch(/^[\w-]{43}$/);
  });

  it('a code older than 10 minutes has expired (401); an empty or malformed code is asked for in the spec’s words', async () => {
    const visitor = testVisitor(shop);
    const email = newEmail();
    const before = smtp.messages.length;
    expectOk(await visitor.send('POST', '/api/user/verification-code', { email }));
    const code = await codeFor(email, before);
    const body = { first_name: 'Wei', last_name: 'Lim', email, password: PASSWORD };
    expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, verification_code: '' }), 422, { message: 'Verification code required.' });
    expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, first_name: '', verification_code: code }), 422, { message: 'First name is required. Please try again.' });
    shop.setNow(new Date(DEFAULT_TEST_NOW.getTime() + 10 * 60_000 + 1000));
    expectClientError(await visitor.send('POST', '/api/user/verify', { ...body, verification_code: code }), 401, { message: 'Verification code expired, resend email verification.' });
  });

  it('registration needs the token of a verified email: none, another email’s or a spent one is refused', async () => {
    const visitor = testVisitor(shop);
    const email = newEmail();
    const form = { first_name: 'Ah', last_name: 'Boon', email, password: PASSWORD };
    expectClientError(await visitor.send('POST', '/api/user/register', { ...form, registration_token: 'made-up' }), 401, { message: 'Verification code expired, resend email verification.' });
    const { visitor: first } = await register(testVisitor(shop));
    expect(first.cookie()).toContain('session=');
    expectClientError(await visitor.send('POST', '/api/user/register', { ...form, password: '12345' }), 422, { message: 'The Password must be 6 or more characters.', field: 'password' });
    expectClientError(await visitor.send('POST', '/api/user/register', { ...form, password: 'password1' }), 422, { field: 'password', message: 'This password is one of the most common ones and easy to guess. Please choose another.' });
    expectClientError(await visitor.send('POST', '/api/user/register', { ...form, email: 'not-an-email' }), 422, { message: 'Please enter a valid email.' });
  });

  it('a password sent with the code request is checked then, before any email goes out', async () => {
    const email = newEmail();
    const before = smtp.messages.length;
    expectClientError(await testVisitor(shop).send('POST', '/api/user/verification-code', { email, password: 'password1' }), 422, {
      field: 'password',
      message: 'This password is one of the most common ones and easy to guess. Please choose another.',
    });
    expectClientError(await testVisitor(shop).send('POST', '/api/user/verification-code', { email, password: 'abc' }), 422, { message: 'The Password must be 6 or more characters.' });
    expectOk(await testVisitor(shop).send('POST', '/api/user/verification-code', { email, password: PASSWORD }));
    expect((await smtp.waitForMail((m) => m.to.includes(email))).subject).toMatch(/verification code/i);
    expect(smtp.messages.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("a disposable address is refused with error.is_email_disposable and the spec's message", async () => {
    const answer = await testVisitor(shop).send('GET', '/api/inquiry/form/emailExist?email=someone@mailinator.com');
    expectClientError(answer, 422, { message: "Sorry, we don't allow disposable email address." });
    expect(answer.body.error?.is_email_disposable).toBe(true);
    const code = await testVisitor(shop).send('POST', '/api/user/verification-code', { email: 'x@sub.mailinator.com' });
    expectClientError(code, 422, { message: "Sorry, we don't allow disposable email address." });
    expect(code.body.error?.is_email_disposable).toBe(true);
  });
});

describe('sign in and out', () => {
  it('the wrong password and an unknown email read the same; the right one signs in; sign-out ends the session', async () => {
    const { email } = await register();
    const visitor = testVisitor(shop);
    expectClientError(await visitor.send('POST', '/api/user/login', { email, password: 'not it at all' }), 401, { message: 'Please enter the correct password.' });
    expectClientError(await visitor.send('POST', '/api/user/login', { email: newEmail(), password: PASSWORD }), 401, { message: 'Please enter the correct password.' });
    expectClientError(await visitor.send('POST', '/api/user/login', { email, password: '' }), 422, { message: 'Password is required. Please try again.' });
    const member = expectOk(await visitor.send<Member>('POST', '/api/user/login', { email: ` ${email.toUpperCase()} `, password: PASSWORD }));
    expect(member.email).toBe(email);
    expect(expectOk(await visitor.send<Member | null>('GET', '/api/user/me'))?.email).toBe(email);
    expectOk(await visitor.send('POST', '/api/user/logout'));
    expect(expectOk(await visitor.send<Member | null>('GET', '/api/user/me'))).toBeNull();
    expectClientError(await visitor.send('GET', '/api/user/addresses'), 401, { message: 'Please sign in to continue.' });
  });

  it("a member's guest_id cookie without their session opens nothing of theirs", async () => {
    const { visitor } = await register();
    await visitor.send('POST', '/api/cart/items', { product_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 });
    const guestCookie = /guest_id=[^;]+/.exec(visitor.cookie())?.[0] ?? '';
    const stolen = await shop.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: guestCookie } });
    expect(stolen.json<{ data: { item_count: number } | null }>().data?.item_count ?? 0).toBe(0);
    const own = expectOk(await visitor.send<{ item_count: number }>('GET', '/api/cart'));
    expect(own.item_count).toBe(1);
  });

  it('after too many failed sign-ins the account answers 429, even with the right password, with a clear message', async () => {
    const visitor = testVisitor(limited);
    const email = 'limits@example.sg';
    for (let i = 0; i < 3; i++) expectClientError(await visitor.send('POST', '/api/user/login', { email, password: 'wrong password' }), 401);
    expectClientError(await visitor.send('POST', '/api/user/login', { email, password: 'wrong password' }), 429, { message: /^Too many unsuccessful sign-ins\. Please wait (an? minute|\d+ minutes) and try again, or reset your password with Forgot Password\.$/ });
    // Another account from the same address still gets two more tries before the per-IP limit.
    expectClientError(await visitor.send('POST', '/api/user/login', { email: 'other@example.sg', password: 'wrong password' }), 401);
    expectClientError(await visitor.send('POST', '/api/user/login', { email: 'third@example.sg', password: 'wrong password' }), 401);
    expectClientError(await visitor.send('POST', '/api/user/login', { email: 'fourth@example.sg', password: 'wrong password' }), 429);
  });
});

describe('forgot password', () => {
  it('the same answer for any email; the temporary password signs in once and a new password must be chosen', async () => {
    const { email } = await register();
    const visitor = testVisitor(shop);
    const before = smtp.messages.length;
    const unknown = await visitor.send('POST', '/api/user/forgot-password', { email: newEmail() });
    expect(unknown.body.message).toBe('A temporary password has been sent.');
    const known = await visitor.send('POST', '/api/user/forgot-password', { email });
    expect(known.body.message).toBe('A temporary password has been sent.');
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && /temporary password/i.test(m.subject) && smtp.messages.indexOf(m) >= before);
    const temporary = /\b([0-9A-HJKMNP-TV-Z]{12})\b/.exec(mail.text)?.[1] ?? '';
    expect(temporary).toHaveLength(12);

    const signedIn = expectOk(await visitor.send<Member>('POST', '/api/user/login', { email, password: temporary }));
    expect(signedIn.must_change_password).toBe(true);
    // No old password is asked right after signing in with the temporary one.
    const changed = expectOk(await visitor.send<Member>('POST', '/api/user/change-password', { new_password: 'Teh-C siew dai 7', confirm_password: 'Teh-C siew dai 7' }));
    expect(changed.must_change_password).toBe(false);
    const other = testVisitor(shop);
    expectClientError(await other.send('POST', '/api/user/login', { email, password: temporary }), 401, { message: 'Please enter the correct password.' });
    expectClientError(await other.send('POST', '/api/user/login', { email, password: PASSWORD }), 401);
    expectOk(await other.send('POST', '/api/user/login', { email, password: 'Teh-C siew dai 7' }));
  });

  it('a temporary password older than an hour no longer works', async () => {
    const { email } = await register();
    const before = smtp.messages.length;
    await testVisitor(shop).send('POST', '/api/user/forgot-password', { email });
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && /temporary password/i.test(m.subject) && smtp.messages.indexOf(m) >= before);
    const temporary = /\b([0-9A-HJKMNP-TV-Z]{12})\b/.exec(mail.text)?.[1] ?? '';
    shop.setNow(new Date(DEFAULT_TEST_NOW.getTime() + 61 * 60_000));
    expectClientError(await testVisitor(shop).send('POST', '/api/user/login', { email, password: temporary }), 401);
    expectOk(await testVisitor(shop).send('POST', '/api/user/login', { email, password: PASSWORD }));
  });
});

describe('change password', () => {
  it("the catalogue's messages; a change ends the member's other sessions", async () => {
    const { visitor, email } = await register();
    const elsewhere = testVisitor(shop);
    expectOk(await elsewhere.send('POST', '/api/user/login', { email, password: PASSWORD }));
    expectClientError(await visitor.send('POST', '/api/user/change-password', { new_password: 'a', confirm_password: 'a' }), 422, { message: 'Old password is required. Please try again.' });
    expectClientError(await visitor.send('POST', '/api/user/change-password', { old_password: PASSWORD, confirm_password: 'x' }), 422, { message: 'New password is required. Please try again.' });
    expectClientError(await visitor.send('POST', '/api/user/change-password', { old_password: PASSWORD, new_password: 'Milo dinosaur 5' }), 422, { message: 'Confirm password is required. Please try again.' });
    expectClientError(await visitor.send('POST', '/api/user/change-password', { old_password: PASSWORD, new_password: 'Milo dinosaur 5', confirm_password: 'Milo dinosaur 6' }), 422, { message: 'New password and confirm password do not match.' });
    expectClientError(await visitor.send('POST', '/api/user/change-password', { old_password: 'wrong one', new_password: 'Milo dinosaur 5', confirm_password: 'Milo dinosaur 5' }), 422, { message: 'Old password is incorrect. Please try again.', field: 'old_password' });
    expectOk(await visitor.send('POST', '/api/user/change-password', { old_password: PASSWORD, new_password: 'Milo dinosaur 5', confirm_password: 'Milo dinosaur 5' }));
    expect(expectOk(await visitor.send<Member | null>('GET', '/api/user/me'))?.email).toBe(email);
    expect(expectOk(await elsewhere.send<Member | null>('GET', '/api/user/me'))).toBeNull();
  });
});

describe('address book', () => {
  const home = { label: 'Home', address_line1: 'Blk 123 Ang Mo Kio Ave 3, #05-67', address_line2: '', postcode: '560123', phone: '9123 4567' };

  it("every field's message, Singapore postcodes and phones", async () => {
    const { visitor } = await register();
    const cases: [Partial<typeof home>, string, string][] = [
      [{ label: '' }, 'label', 'Address label is required. Please try again.'],
      [{ address_line1: ' ' }, 'address_line1', 'Address Line 1 is required. Please try again.'],
      [{ postcode: '' }, 'postcode', 'Postcode is required. Please try again.'],
      [{ postcode: '12345' }, 'postcode', 'Please enter a valid 6-digit Singapore postcode.'],
      [{ phone: '' }, 'phone', 'Phone number is required. Please try again.'],
      [{ phone: '1234' }, 'phone', 'Please enter a valid Singapore phone number.'],
    ];
    for (const [change, field, message] of cases) expectClientError(await visitor.send('POST', '/api/user/addresses', { ...home, ...change }), 422, { field, message });
    expect(expectOk(await visitor.send<MemberAddress[]>('GET', '/api/user/addresses'))).toEqual([]);
  });

  it('add, the same address again, edit, default and delete', async () => {
    const { visitor } = await register();
    const added = await visitor.send<MemberAddress>('POST', '/api/user/addresses', home);
    expect(added.statusCode).toBe(201);
    expect(added.body.message).toBe('Your new address has been added successfully.');
    expect(added.body.data).toMatchObject({ label: 'Home', postcode: '560123', phone: '91234567', is_default: true });
    expectClientError(await visitor.send('POST', '/api/user/addresses', { ...home, label: 'Also home', address_line1: 'blk 123  ang mo kio ave 3, #05-67' }), 409, { message: 'You are using an address that already exist.' });
    const office = (await visitor.send<MemberAddress>('POST', '/api/user/addresses', { ...home, label: 'Office', address_line1: '1 Raffles Place, #20-01', postcode: '048616', is_default: true })).body.data;
    expect(office.is_default).toBe(true);
    const list = expectOk(await visitor.send<MemberAddress[]>('GET', '/api/user/addresses'));
    expect(list.map((a) => [a.label, a.is_default])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    const edited = await visitor.send<MemberAddress>('PUT', `/api/user/addresses/${added.body.data.id}`, { ...home, label: 'Home (parents)' });
    expect(edited.body.message).toBe('Your existing address has been edited successfully.');
    expectClientError(await visitor.send('PUT', `/api/user/addresses/${added.body.data.id}`, { ...home, address_line1: '1 Raffles Place, #20-01', postcode: '048616' }), 409, { message: 'You are using an address that already exist.' });
    expectOk(await visitor.send('DELETE', `/api/user/addresses/${office.id}`));
    expect(expectOk(await visitor.send<MemberAddress[]>('GET', '/api/user/addresses')).map((a) => [a.label, a.is_default])).toEqual([['Home (parents)', true]]);
    // Another member cannot see or touch it.
    const { visitor: stranger } = await register();
    expectClientError(await stranger.send('PUT', `/api/user/addresses/${added.body.data.id}`, home), 404, { message: 'Unable to edit address. Please try again.' });
    expectClientError(await stranger.send('DELETE', `/api/user/addresses/${added.body.data.id}`), 404);
  });
});

describe('notification settings', () => {
  it('each setting, and all at once', async () => {
    const { visitor } = await register();
    expect(expectOk(await visitor.send<Member>('PUT', '/api/user/notification-settings', { promo: true })).notification_settings).toEqual({ marketing: false, promo: true, cart: false, review: false, all: false });
    expect(expectOk(await visitor.send<Member>('PUT', '/api/user/notification-settings', { all: true })).notification_settings.all).toBe(true);
    expect(expectOk(await visitor.send<Member>('GET', '/api/user/me')).notification_settings).toEqual({ marketing: true, promo: true, cart: true, review: true, all: true });
  });
});

describe("a guest's cart, quotations and quote requests move to the member", () => {
  const line = { product_id: 1, cutting_id: 1, width: 50, height: 50, quantity: 100 };

  it('at registration, and at sign-in (the same configuration joins the line)', async () => {
    const guest = testVisitor(shop);
    await guest.send('POST', '/api/cart/items', line);
    const quotation = await guest.send<{ quotation_no: string }>('POST', '/api/quotations', { quotations: [line] });
    expect(quotation.statusCode, JSON.stringify(quotation.body)).toBe(201);
    const form = new FormData();
    for (const [name, value] of Object.entries({ quote_type: 'Special Size', firstname: 'Wei', lastname: 'Lim', email_address: 'wei.lim@example.sg', featured_item_id: '2', product_id: '5', cutting_id: '1', width: '900', height: '600', quantity: '2000' })) form.append(name, value);
    const sent = await shop.app.inject({ method: 'POST', url: '/api/quote/create/quote-request', payload: form, headers: { cookie: guest.cookie() } });
    expect(sent.statusCode, sent.body).toBe(201);
    const { visitor, email } = await register(guest);
    expect(expectOk(await visitor.send<{ item_count: number }>('GET', '/api/cart')).item_count).toBe(1);
    const requests = expectOk(await visitor.send<{ request_no: string }[]>('GET', '/api/user/quote-requests'));
    expect(requests.map((r) => r.request_no)).toEqual([sent.json<{ data: { request_no: string } }>().data.request_no]);
    const quotations = expectOk(await visitor.send<{ quotation_no: string }[]>('GET', '/api/user/quotations'));
    expect(quotations.map((q) => q.quotation_no)).toEqual([quotation.body.data.quotation_no]);
    expectOk(await visitor.send('POST', '/api/user/logout'));

    // Signed out, the browser is a new visitor with an empty cart; its new line joins the member's at sign-in.
    expect((await visitor.send<{ item_count: number } | null>('GET', '/api/cart')).body.data?.item_count ?? 0).toBe(0);
    await visitor.send('POST', '/api/cart/items', line);
    expectOk(await visitor.send('POST', '/api/user/login', { email, password: PASSWORD }));
    const cart = expectOk(await visitor.send<{ item_count: number; items: { quantity: number }[] }>('GET', '/api/cart'));
    expect(cart.item_count).toBe(1);
    expect(cart.items[0]?.quantity).toBe(200);
  });
});
