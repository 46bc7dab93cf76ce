/**
 * The shop's email end to end, on a real database and a real SMTP server in this process
 * (test/smtp.ts): what queueEmail writes in a transaction is delivered by its job on the shop's
 * job queue (pg-boss), a refused delivery is retried and, after the last attempt, the email and its
 * job show failed; two servers send each email once, an email whose server died before or while
 * sending it goes out from another server, a rolled-back email never goes, an email written before
 * the queue existed is queued at start, and in development the outbox can be read at /dev/outbox.
 */
import { eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageJob } from '../../../test/jobs.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp, type ShopApp } from '../../server/app.js';
import { openPostgres, type DatabaseHandle } from '../../server/db/client.js';
import { emailOutbox } from './email.tables.js';
import { DEFAULT_SHOP_INFO } from '../shop-info/shop-settings.js';
import { DEFAULT_DELIVERY } from './email-delivery.js';
import type { EmailOptions } from './email.routes.js';
import { queueEmail } from './outbox.js';
import type { ShopEmail } from './shop-email.js';

const PUBLIC_URL = 'https://printshop.example.sg';
const NO_RATE_LIMITS = { writesPerVisitor: 0, writesPerIp: 0, lookupsPerIp: 0 };
/** How long the outbox may take to deliver (vi.waitFor's own default, 1 s, is too short on a busy machine). */
const OUTBOX_WAIT = { timeout: 10_000, interval: 50 };

let database: TestDatabase;
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

/** Servers (apps) and extra database pools a test started, closed after it as a shutdown would. */
let running: { close(): Promise<void> }[] = [];
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  smtp.reset();
});
afterEach(async () => {
  for (const item of running.reverse()) await item.close();
  running = [];
});

/** A server of the shop on `handle` (this file's database by default), with these email options; its job queue's maintenance runs every second. */
async function startServer(email: EmailOptions, handle: DatabaseHandle = database): Promise<ShopApp> {
  const app = await buildApp({ database: handle, validateResponses: true, rateLimits: NO_RATE_LIMITS, publicUrl: PUBLIC_URL, email, jobs: { maintenanceSeconds: 1 } });
  running.push(app);
  await app.ready();
  return app;
}

/** A second connection pool on the same database, as another server process has (PGlite: the one handle). */
function anotherConnection(): DatabaseHandle {
  if (!database.url) return database;
  const handle = openPostgres(database.url, 2);
  running.push(handle);
  return handle;
}

/** Sends through the test SMTP server, polling quickly and retrying at once (no backoff), unless asked otherwise. */
const sending = (extra: EmailOptions = {}): EmailOptions => ({ smtpUrl: smtp.url, workerPollMs: 20, retryDelaySeconds: 0, retryBackoff: false, ...extra });

const codeFor = (to: string, code = 'A7K2'): ShopEmail => ({ kind: 'verification-code', to, firstName: 'Mei Ling', code, validMinutes: 10 });

/** Queues emails in one transaction, as the change that causes them would. */
async function queueInTransaction(app: ShopApp, emails: ShopEmail[], handle: DatabaseHandle = database): Promise<void> {
  await handle.db.transaction(async (tx) => {
    for (const email of emails) await queueEmail(tx, email, app.emailOutbox.context);
  });
}

async function rowTo(to: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to));
  return row;
}

describe('sending', () => {
  it("delivers a queued email from the shop, replying to the shop's address, with its subject, text and HTML", async () => {
    const app = await startServer(sending());
    await queueInTransaction(app, [codeFor('mei.ling@example.sg')]);
    app.emailOutbox.nudge();

    const mail = await smtp.waitForMail((m) => m.to === 'mei.ling@example.sg');
    expect(mail.envelope).toEqual({ from: 'no-reply@printshop.sg', to: ['mei.ling@example.sg'] });
    expect(mail.from).toBe('"Print Shop Singapore" <no-reply@printshop.sg>');
    expect(mail.replyTo).toBe(DEFAULT_SHOP_INFO.email);
    expect(mail.subject).toBe('Your verification code for Print Shop Singapore');
    expect(mail.text).toContain('Hi Mei Ling,');
    expect(mail.text).toContain('A7K2');
    expect(mail.text).toContain('The code is valid for 10 minutes.');
    expect(mail.html).toContain('A7K2');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);

    await vi.waitFor(async () => expect((await rowTo('mei.ling@example.sg'))?.sent_at).toBeInstanceOf(Date), OUTBOX_WAIT);
    const row = await rowTo('mei.ling@example.sg');
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null, failed_at: null, job_id: expect.any(String) });
    // The row names its delivery job, which the queue records as done.
    await vi.waitFor(async () => expect(await app.jobs.status(row?.job_id ?? '')).toMatchObject({ kind: 'email-delivery', state: 'completed', attemptsStarted: 1 }), OUTBOX_WAIT);
  });

  it('sends from MAIL_FROM when it is set', async () => {
    const app = await startServer(sending({ mailFrom: 'Print Shop Orders <orders@printshop.sg>' }));
    await queueInTransaction(app, [{ kind: 'welcome', to: 'raj@example.sg', firstName: 'Raj', points: 2 }]);
    app.emailOutbox.nudge();
    const mail = await smtp.waitForMail((m) => m.to === 'raj@example.sg');
    expect(mail.from).toBe('"Print Shop Orders" <orders@printshop.sg>');
    expect(mail.subject).toBe('Welcome to Print Shop Singapore');
    expect(mail.text).toContain('we have added 2 points to your account');
  });

  it('retries a delivery the SMTP server refuses, then delivers it once, keeping the last error', async () => {
    smtp.failNext(2);
    const app = await startServer(sending());
    await queueInTransaction(app, [codeFor('busy@example.sg')]);
    app.emailOutbox.nudge();

    await smtp.waitForMail((m) => m.to === 'busy@example.sg');
    expect(smtp.refused).toBe(2);
    await vi.waitFor(async () => expect((await rowTo('busy@example.sg'))?.sent_at).toBeInstanceOf(Date), OUTBOX_WAIT);
    const row = await rowTo('busy@example.sg');
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toMatch(/451/);
    expect(row?.failed_at).toBeNull();
    expect(smtp.messages.filter((m) => m.to === 'busy@example.sg')).toHaveLength(1);
  });

  it('waits longer after each refusal: 30 s, then about twice that, as set by default', async () => {
    smtp.failNext(2);
    const app = await startServer(sending({ retryDelaySeconds: DEFAULT_DELIVERY.retryDelaySeconds, retryBackoff: DEFAULT_DELIVERY.retryBackoff }));
    await queueInTransaction(app, [codeFor('backoff@example.sg')]);
    app.emailOutbox.nudge();

    /** Seconds from now (the database's clock) until the next attempt. */
    const nextTryIn = async () => {
      const { rows } = await database.executeSql(`SELECT extract(epoch FROM next_attempt_at - now())::float8 AS seconds FROM email_outbox WHERE to_address = $1`, ['backoff@example.sg']);
      return rows[0]?.seconds;
    };
    await vi.waitFor(async () => expect(await rowTo('backoff@example.sg')).toMatchObject({ attempts: 1, next_attempt_at: expect.any(Date) }), OUTBOX_WAIT);
    // pg-boss's backoff: retryDelay × 2^(n−1) to twice that (jitter) after the failure (a few seconds ago at most).
    expect(await nextTryIn()).toBeGreaterThan(20);
    expect(await nextTryIn()).toBeLessThanOrEqual(60);

    // A minute later (the job's clock moved), the second attempt is refused too: it waits 60 to 120 s.
    const row = await rowTo('backoff@example.sg');
    await ageJob(database, row?.job_id ?? '', 60);
    app.emailOutbox.nudge();
    await vi.waitFor(async () => expect(await rowTo('backoff@example.sg')).toMatchObject({ attempts: 2, next_attempt_at: expect.any(Date) }), OUTBOX_WAIT);
    expect(await nextTryIn()).toBeGreaterThan(50);
    expect(await nextTryIn()).toBeLessThanOrEqual(120);
    expect(smtp.messages).toEqual([]);
  });

  it(`gives up after ${DEFAULT_DELIVERY.attempts} refused attempts: the email and its job show failed with the last error, and the next email still goes`, async () => {
    const attempts = DEFAULT_DELIVERY.attempts;
    smtp.failNext(attempts);
    const app = await startServer(sending());
    await queueInTransaction(app, [codeFor('never@example.sg')]);
    app.emailOutbox.nudge();
    await vi.waitFor(
      async () => expect(await rowTo('never@example.sg')).toMatchObject({ attempts, sent_at: null, next_attempt_at: null, failed_at: expect.any(Date), last_error: expect.stringMatching(/451/) }),
      { timeout: 15_000, interval: 50 },
    );
    const row = await rowTo('never@example.sg');
    const failed = await app.jobs.failed();
    expect(failed.find((job) => job.id === row?.job_id)).toMatchObject({ kind: 'email-delivery', payload: { emailId: row?.id }, attemptsStarted: attempts, error: expect.stringMatching(/451/) });

    // The queue takes jobs oldest first: once the next one is delivered, the first was not taken again.
    await queueInTransaction(app, [codeFor('next@example.sg')]);
    app.emailOutbox.nudge();
    await smtp.waitForMail((m) => m.to === 'next@example.sg');
    expect(smtp.refused).toBe(attempts);
    expect(smtp.messages.map((m) => m.to)).toEqual(['next@example.sg']);
    expect((await rowTo('never@example.sg'))?.sent_at).toBeNull();
  });

  it('keeps an email whose SMTP server cannot be reached, with the error, and does not stop the server', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const app = await startServer({ smtpUrl: closed.url, workerPollMs: 20, retryDelaySeconds: 60 });
    await queueInTransaction(app, [codeFor('offline@example.sg')]);
    app.emailOutbox.nudge();
    await vi.waitFor(
      async () => expect(await rowTo('offline@example.sg')).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, next_attempt_at: expect.any(Date), last_error: expect.stringMatching(/ECONNREFUSED|connect/i) }),
      OUTBOX_WAIT,
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the outbox keeps every email, and only the committed ones', () => {
  it('an email queued in a transaction that rolls back is never sent', async () => {
    const app = await startServer(sending());
    const change = database.db.transaction(async (tx) => {
      await queueEmail(tx, codeFor('rolled-back@example.sg'), app.emailOutbox.context);
      throw new Error('the change failed');
    });
    await expect(change).rejects.toThrow('the change failed');
    expect(await rowTo('rolled-back@example.sg')).toBeUndefined();

    await queueInTransaction(app, [codeFor('committed@example.sg')]);
    app.emailOutbox.nudge();
    await smtp.waitForMail((m) => m.to === 'committed@example.sg');
    expect(smtp.messages.map((m) => m.to)).toEqual(['committed@example.sg']);
  });

  it('a server killed between the write and the send: the email is sent after the restart', async () => {
    // Server A writes the email with its change and dies before any worker runs (it has none).
    const handleA = anotherConnection();
    const serverA = await startServer({}, handleA);
    await queueInTransaction(serverA, [codeFor('after-restart@example.sg', 'R3ST')], handleA);
    await serverA.close();
    expect(smtp.messages).toEqual([]);

    // The restarted server (or any other) finds it in the outbox and sends it.
    await startServer(sending(), anotherConnection());
    const mail = await smtp.waitForMail((m) => m.to === 'after-restart@example.sg');
    expect(mail.text).toContain('R3ST');
  });

  it('a server killed during the send: its job stays taken until its expiry passes, then another server sends it', async () => {
    const app = await startServer({ retryDelaySeconds: 0, retryBackoff: false });
    await queueInTransaction(app, [codeFor('mid-send@example.sg', 'M1D5')]);
    // A server's worker takes the delivery job (pg-boss's fetch, as every worker does) and the server
    // dies before it records anything more: the job is left active, its attempt started.
    const dying = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
    const taken = await dying.fetch<{ emailId: number }>('email-delivery');
    const row = await rowTo('mid-send@example.sg');
    expect(taken.map((job) => job.id)).toEqual([row?.job_id]);

    const other = await startServer(sending(), anotherConnection());
    await queueInTransaction(other, [codeFor('queued-later@example.sg')]);
    other.emailOutbox.nudge();
    await smtp.waitForMail((m) => m.to === 'queued-later@example.sg');
    expect(smtp.messages.map((m) => m.to)).toEqual(['queued-later@example.sg']);

    // Two minutes on, the dead server's attempt has expired: the queue's maintenance hands the job to a live server.
    await ageJob(database, row?.job_id ?? '', 121);
    const mail = await smtp.waitForMail((m) => m.to === 'mid-send@example.sg');
    expect(mail.text).toContain('M1D5');
    await vi.waitFor(async () => expect(await rowTo('mid-send@example.sg')).toMatchObject({ attempts: 1, sent_at: expect.any(Date) }), OUTBOX_WAIT);
    await vi.waitFor(async () => expect(await other.jobs.status(row?.job_id ?? '')).toMatchObject({ state: 'completed', attemptsStarted: 2 }), OUTBOX_WAIT);
    expect(smtp.messages.filter((m) => m.to === 'mid-send@example.sg')).toHaveLength(1);
  });

  it('an email written before the job queue existed, still waiting, is queued when a server starts; one given up is not', async () => {
    // As migration 0014 leaves the hand-written worker's outbox: rows without a job.
    await database.db.insert(emailOutbox).values([
      { kind: 'welcome', to_address: 'from-before@example.sg', subject: 'Welcome to Print Shop Singapore', html: '<p>Welcome</p>', text: 'Welcome, from before' },
      { kind: 'welcome', to_address: 'given-up@example.sg', subject: 'Welcome to Print Shop Singapore', html: '<p>Welcome</p>', text: 'Welcome', attempts: 10, failed_at: new Date() },
    ]);
    const app = await startServer(sending());
    const mail = await smtp.waitForMail((m) => m.to === 'from-before@example.sg');
    expect(mail.text).toContain('Welcome, from before');
    await vi.waitFor(async () => expect(await rowTo('from-before@example.sg')).toMatchObject({ attempts: 1, sent_at: expect.any(Date), job_id: expect.any(String) }), OUTBOX_WAIT);

    // The next email is delivered after it (oldest first), and the given-up one never went.
    await queueInTransaction(app, [codeFor('after-adoption@example.sg')]);
    app.emailOutbox.nudge();
    await smtp.waitForMail((m) => m.to === 'after-adoption@example.sg');
    expect(await rowTo('given-up@example.sg')).toMatchObject({ job_id: null, sent_at: null });
    expect(smtp.messages.map((m) => m.to)).toEqual(['from-before@example.sg', 'after-adoption@example.sg']);
  });

  it('two servers on one database send each email exactly once', async () => {
    const first = await startServer(sending({ workerPollMs: 5 }));
    const second = await startServer(sending({ workerPollMs: 5 }), anotherConnection());
    const recipients = Array.from({ length: 24 }, (_, i) => `shopper${i}@example.sg`);
    await queueInTransaction(first, recipients.map((to) => codeFor(to)));
    first.emailOutbox.nudge();
    second.emailOutbox.nudge();

    await vi.waitFor(async () => {
      const rows = await database.db.select({ sent_at: emailOutbox.sent_at }).from(emailOutbox).where(inArray(emailOutbox.to_address, recipients));
      expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(recipients.length);
    }, OUTBOX_WAIT);
    expect(smtp.messages.map((m) => m.to).sort()).toEqual([...recipients].sort());
  });
});

describe('the development outbox viewer', () => {
  async function get(app: ShopApp, url: string) {
    return app.inject({ method: 'GET', url });
  }

  it('lists the emails newest first and shows each one, its HTML and its text, outside the OpenAPI document', async () => {
    const app = await startServer({ devOutbox: true });
    await queueInTransaction(app, [codeFor('first@example.sg', 'F1RS')]);
    await queueInTransaction(app, [{ kind: 'temporary-password', to: 'second@example.sg', firstName: 'Siti', temporaryPassword: 'pX4-q7Rt-w2Zm', validMinutes: 60 }]);

    const list = await get(app, '/dev/outbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['content-security-policy']).toContain("default-src 'self'");
    expect(list.body).toContain('Your temporary password for Print Shop Singapore');
    expect(list.body).toContain('Your verification code for Print Shop Singapore');
    expect(list.body.indexOf('second@example.sg')).toBeLessThan(list.body.indexOf('first@example.sg'));
    expect(list.body).toContain('Not sent: no SMTP_URL');

    const row = await rowTo('second@example.sg');
    const page = await get(app, `/dev/outbox/${row?.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<iframe');
    expect(page.body).toContain('sandbox=""');
    expect(page.body).toContain('pX4-q7Rt-w2Zm');
    expect(page.body).toContain(`href="/dev/outbox/${row?.id}/text"`);

    const html = await get(app, `/dev/outbox/${row?.id}/html`);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toBe(row?.html);
    const text = await get(app, `/dev/outbox/${row?.id}/text`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(row?.text);
    expect(text.body).toContain('It works once, for 1 hour.');

    expect((await get(app, '/dev/outbox/999999')).statusCode).toBe(404);
    const openapi = (await get(app, '/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((path) => path.startsWith('/dev'))).toEqual([]);
  });

  it('shows what happened to each email when this server delivers', async () => {
    smtp.failNext(1);
    const app = await startServer(sending({ devOutbox: true, retryDelaySeconds: 60 }));
    await queueInTransaction(app, [codeFor('shown@example.sg')]);
    app.emailOutbox.nudge();
    await vi.waitFor(async () => expect((await rowTo('shown@example.sg'))?.last_error).toMatch(/451/), OUTBOX_WAIT);
    const list = await get(app, '/dev/outbox');
    expect(list.body).toContain('Attempt 1 failed; next try');
  });

  it('is not there unless asked for (server.ts asks only off production)', async () => {
    const app = await startServer(sending());
    await queueInTransaction(app, [codeFor('hidden@example.sg')]);
    const row = await rowTo('hidden@example.sg');
    for (const url of ['/dev/outbox', `/dev/outbox/${row?.id}`, `/dev/outbox/${row?.id}/text`]) {
      expect((await get(app, url)).statusCode, url).toBe(404);
    }
  });
});
