/**
 * A quote request answered with a price (issue 19), on a real database: staff answer with priced
 * options (checked, withdrawn by a newer answer, in the audit log), the shopper reads them on the
 * request's page and in an email, both sides write in one conversation, either side declines, and
 * a quote whose options are all past their date reads as expired. Only the sender sees the page.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectOk, testVisitor } from '../../../test/api-client.js';
import { registeredMember } from '../../../test/place-order.js';
import { sendSpecialSizeRequest, TWO_OPTIONS } from '../../../test/quote-requests.js';
import { createTestShop, DEFAULT_TEST_NOW, type TestShop } from '../../../test/test-app.js';
import { emailOutbox } from '../email/email.tables.js';
import { auditLog } from '../staff/staff.tables.js';
import { QUOTE_OFFER_MESSAGES } from './quote-offer-rules.js';
import type { QuoteRequest, ShopperQuote, StaffQuoteRequest, StaffQuoteRequestSummary } from './quote-request.schemas.js';

type Visitor = ReturnType<typeof testVisitor>;
let shop: TestShop;
let desk: { v: Visitor; email: string };
beforeAll(async () => {
  shop = await createTestShop();
  desk = await registeredMember(shop, { staff: 'desk' });
});
afterAll(async () => {
  await shop?.close();
});

const emailsTo = async (to: string) =>
  shop.database.db.select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to_address, to)).orderBy(asc(emailOutbox.id));

describe('staff answer a quote request with a price', () => {
  it('the shopper gets an email and a page with the options, and the change is in the audit log', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const answered = expectOk(await desk.v.send<StaffQuoteRequest>('POST', `/api/staff/quote-requests/${request.request_no}/answer`, TWO_OPTIONS));
    expect(answered.status).toBe('answered');
    expect(answered.conversation.offers.map((o) => [o.position, o.price, o.state, o.valid_until_text])).toEqual([
      [1, 'S$1,864.50', 'open', 'Mon, 7 Dec 2026'],
      [2, 'S$999.00', 'open', 'Mon, 30 Nov 2026'],
    ]);
    expect(answered.conversation.messages).toEqual([expect.objectContaining({ author: 'staff', author_name: desk.email, body: TWO_OPTIONS.message })]);

    const page = expectOk(await shopper.send<ShopperQuote>('GET', `/api/quote-requests/${request.request_no}`));
    expect(page).toMatchObject({ request_no: request.request_no, status: 'answered', page_url: `/quote-requests/${request.request_no}` });
    expect(page.conversation.offers.map((o) => o.price_cents)).toEqual([186_450, 99_900]);
    const mine = expectOk(await shopper.send<QuoteRequest[]>('GET', '/api/user/quote-requests'));
    expect(mine.find((r) => r.request_no === request.request_no)?.status).toBe('answered');

    const [mail] = (await emailsTo(request.requester.email)).filter((m) => m.kind === 'quote-conversation');
    expect(mail?.subject).toContain(`Your quote ${request.request_no} is ready`);
    expect(mail?.text).toContain('S$1,864.50');
    expect(mail?.text).toContain(`/quote-requests/${request.request_no}`);

    const [entry] = await shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_type, 'quote_request'), eq(auditLog.subject_id, request.request_no)));
    expect(entry).toMatchObject({ actor_email: desk.email, actor_role: 'desk', action: 'quote.answer', before: { status: 'new', offers: [] }, after: { status: 'answered' } });
    expect((entry?.after as { offers: unknown[] }).offers).toHaveLength(2);
  });

  it('a newer answer withdraws the earlier options; bad options are refused by field and change nothing', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const url = `/api/staff/quote-requests/${request.request_no}/answer`;
    const entries = async () => (await shop.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.subject_id, request.request_no)))[0]?.n;
    expectClientError(await desk.v.send('POST', url, { message: '', options: [] }), 422, { field: 'options', message: QUOTE_OFFER_MESSAGES.optionsRequired });
    expectClientError(await desk.v.send('POST', url, { message: '', options: [{ ...TWO_OPTIONS.options[0]!, price_cents: 0 }] }), 422, { field: 'options.0.price_cents', message: QUOTE_OFFER_MESSAGES.price });
    expectClientError(await desk.v.send('POST', url, { message: '', options: [{ ...TWO_OPTIONS.options[0]!, valid_until: '2026-11-01' }] }), 422, { field: 'options.0.valid_until', message: QUOTE_OFFER_MESSAGES.validUntilPast });
    expect(await entries()).toBe(0);
    expect(expectOk(await shopper.send<ShopperQuote>('GET', `/api/quote-requests/${request.request_no}`)).status).toBe('new');

    expectOk(await desk.v.send('POST', url, TWO_OPTIONS));
    const second = expectOk(await desk.v.send<StaffQuoteRequest>('POST', url, { message: 'A better price.', options: [{ ...TWO_OPTIONS.options[0]!, price_cents: 170_000 }] }));
    expect(second.conversation.offers.map((o) => [o.price_cents, o.state])).toEqual([
      [186_450, 'withdrawn'],
      [99_900, 'withdrawn'],
      [170_000, 'open'],
    ]);
    expect(await entries()).toBe(2);
  });

  it('reads as expired once every option is past its date, for the shopper and on the desk', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    expectOk(await desk.v.send('POST', `/api/staff/quote-requests/${request.request_no}/answer`, TWO_OPTIONS));
    const statusOf = async () => expectOk(await shopper.send<ShopperQuote>('GET', `/api/quote-requests/${request.request_no}`));
    try {
      // 1 Dec: the second option (until 30 Nov) is past, the first holds.
      shop.setNow(new Date('2026-12-01T02:00:00Z'));
      expect((await statusOf()).conversation.offers.map((o) => o.state)).toEqual(['open', 'expired']);
      expect((await statusOf()).status).toBe('answered');
      // 8 Dec: both are past. (Sessions idle out over a fortnight of test clock: a desk member signs in that day.)
      shop.setNow(new Date('2026-12-08T02:00:00Z'));
      expect(await statusOf()).toMatchObject({ status: 'expired', conversation: { status_label: 'Expired' } });
      const laterDesk = await registeredMember(shop, { staff: 'desk' });
      const expired = expectOk(await laterDesk.v.send<StaffQuoteRequestSummary[]>('GET', '/api/staff/quote-requests?status=expired'));
      expect(expired.map((r) => r.request_no)).toContain(request.request_no);
      const answered = expectOk(await laterDesk.v.send<StaffQuoteRequestSummary[]>('GET', '/api/staff/quote-requests?status=answered'));
      expect(answered.map((r) => r.request_no)).not.toContain(request.request_no);
    } finally {
      shop.setNow(DEFAULT_TEST_NOW);
    }
  });
});

describe('the conversation', () => {
  it('both sides write in one thread, each emailed to the other; the shopper declines and staff can no longer answer', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const no = request.request_no;
    expectClientError(await shopper.send('POST', `/api/quote-requests/${no}/messages`, { message: '   ' }), 422, { field: 'message', message: QUOTE_OFFER_MESSAGES.messageRequired });
    expectOk(await shopper.send('POST', `/api/quote-requests/${no}/messages`, { message: 'Can you also do 3,000?' }));
    const staffView = expectOk(await desk.v.send<StaffQuoteRequest>('POST', `/api/staff/quote-requests/${no}/messages`, { message: 'Yes: I will add it to the quote.' }));
    expect(staffView.conversation.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'Can you also do 3,000?'],
      ['staff', 'Yes: I will add it to the quote.'],
    ]);
    const toShop = (await emailsTo(shop.app.emailOutbox.context.shop.email)).filter((m) => m.subject.includes(no));
    expect(toShop.map((m) => m.subject)).toContainEqual(expect.stringContaining(`Reply to quote request ${no}`));
    expect((await emailsTo(request.requester.email)).map((m) => m.subject)).toContainEqual(expect.stringContaining(`A message about your quote request ${no}`));

    expectOk(await desk.v.send('POST', `/api/staff/quote-requests/${no}/answer`, TWO_OPTIONS));
    const declined = expectOk(await shopper.send<ShopperQuote>('POST', `/api/quote-requests/${no}/decline`, { message: 'We found another way, thank you.' }));
    expect(declined.status).toBe('declined');
    expect(declined.conversation.offers.every((o) => o.state === 'withdrawn')).toBe(true);
    expectClientError(await desk.v.send('POST', `/api/staff/quote-requests/${no}/answer`, TWO_OPTIONS), 409, { message: QUOTE_OFFER_MESSAGES.alreadyDeclined });
  });

  it('staff decline with a reason the shopper reads', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const url = `/api/staff/quote-requests/${request.request_no}/decline`;
    expectClientError(await desk.v.send('POST', url, { message: '' }), 422, { field: 'message', message: QUOTE_OFFER_MESSAGES.declineReasonRequired });
    const declined = expectOk(await desk.v.send<StaffQuoteRequest>('POST', url, { message: 'We cannot print on glass.' }));
    expect(declined.status).toBe('declined');
    const page = expectOk(await shopper.send<ShopperQuote>('GET', `/api/quote-requests/${request.request_no}`));
    expect(page.conversation.messages.at(-1)).toMatchObject({ author: 'staff', body: 'We cannot print on glass.' });
    const [entry] = await shop.database.db.select().from(auditLog).where(and(eq(auditLog.subject_id, request.request_no), eq(auditLog.action, 'quote.decline')));
    expect(entry).toMatchObject({ before: { status: 'new' }, after: { status: 'declined', reason: 'We cannot print on glass.' } });
  });

  it('only the sender sees the page or writes: anyone else gets the 404 of a request that does not exist', async () => {
    const shopper = testVisitor(shop);
    const request = await sendSpecialSizeRequest(shopper);
    const stranger = testVisitor(shop);
    const member = await registeredMember(shop);
    for (const who of [stranger, member.v]) {
      expectClientError(await who.send('GET', `/api/quote-requests/${request.request_no}`), 404, { message: QUOTE_OFFER_MESSAGES.notFound });
      expectClientError(await who.send('POST', `/api/quote-requests/${request.request_no}/messages`, { message: 'Hello' }), 404);
      expectClientError(await who.send('POST', `/api/quote-requests/${request.request_no}/decline`, { message: '' }), 404);
    }
    expectClientError(await shopper.send('GET', '/api/quote-requests/R261123-NOTAREAL'), 404);
    expect(expectOk(await shopper.send<ShopperQuote>('GET', `/api/quote-requests/${request.request_no.toLowerCase()}`)).request_no).toBe(request.request_no);
  });
});
