/**
 * A real SMTP server inside the test process (smtp-server), for tests of email the shop sends:
 * it listens on 127.0.0.1 on a free port, without TLS and without requiring a login, parses each
 * message with mailparser and keeps it. Give its `url` to the app as its SMTP URL.
 *
 *   const smtp = await startTestSmtpServer();
 *   const shop = await createTestShop({ appOptions: { email: { smtpUrl: smtp.url, workerPollMs: 20 } } });
 *   await shop.app.ready(); // starts the email delivery worker (job queue)
 *   …something that queues an email to mei@example.sg…
 *   const mail = await smtp.waitForMail((m) => m.to.includes('mei@example.sg'));
 *   expect(mail.subject).toBe('…'); expect(mail.text).toContain('…'); expect(mail.html).toContain('…');
 *   await shop.close(); await smtp.close();
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the client said it was from and to (MAIL FROM, RCPT TO). */
  envelope: { from: string | undefined; to: string[] };
  /** Header addresses as text: `"Print Shop Singapore" <no-reply@printshop.sg>`. */
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** The HTML part, or '' when there is none. */
  html: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:PORT`, for the app's smtpUrl. */
  url: string;
  /** Every message accepted so far, in the order received. */
  messages: ReceivedMail[];
  /** How many deliveries were refused by `failNext`. */
  readonly refused: number;
  /** Resolves with the first message (already received or still to come) that matches; rejects after timeoutMs. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Forgets the messages received and refusals counted, and refuses no more (between tests). */
  reset(): void;
  /** Refuses the next `count` messages with a temporary SMTP error (451 by default), as a busy server would. */
  failNext(count: number, code?: number): void;
  close(): Promise<void>;
}

const addressText = (address: AddressObject | AddressObject[] | undefined): string => [address ?? []].flat().map((a) => a.text).join(', ');

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failing: { count: number; code: number } = { count: 0, code: 451 };
  let refused = 0;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (failing.count > 0) {
            failing = { ...failing, count: failing.count - 1 };
            refused++;
            const error: Error & { responseCode?: number } = new Error('Test server: try again later');
            error.responseCode = failing.code;
            callback(error);
            return;
          }
          const mailFrom = session.envelope.mailFrom;
          messages.push({
            envelope: { from: mailFrom === false ? undefined : mailFrom.address, to: session.envelope.rcptTo.map((r) => r.address) },
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            replyTo: addressText(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
          for (const wake of waiters) wake();
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    waitForMail(predicate = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching email within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => ({ to: m.to, subject: m.subject })))}`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    reset() {
      messages.length = 0;
      refused = 0;
      failing = { count: 0, code: 451 };
    },
    failNext(count, code = 451) {
      failing = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
