/**
 * The way out of the shop: nodemailer's SMTP transport for SMTP_URL (`smtp://` or `smtps://`,
 * credentials and options in the URL). Every email goes from MAIL_FROM with Reply-To the shop's
 * own address, so a shopper's reply reaches the team. The timeouts are shorter than nodemailer's
 * (2 minutes to connect, 10 of silence) so a send always ends well within the outbox row's lock
 * (outbox-worker.ts); each send also takes an AbortSignal for a hard deadline.
 */
import { createTransport } from 'nodemailer';
import type { EmailAttachment } from './email.tables.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Inline images (sent with the HTML as multipart/related, each by its Content-ID). */
  attachments: readonly EmailAttachment[];
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message; rejects with its error otherwise. */
  send(email: OutgoingEmail, signal: AbortSignal): Promise<void>;
  close(): void;
}

export function smtpTransport(options: { smtpUrl: string; from: string; replyTo: string }): MailTransport {
  const transporter = createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }, { from: options.from, replyTo: options.replyTo });
  return {
    send: async ({ attachments, ...email }, signal) => {
      await transporter.sendMail({
        ...email,
        attachments: attachments.map(({ filename, contentType, cid, base64 }) => ({ filename, contentType, cid, content: base64, encoding: 'base64', contentDisposition: 'inline' })),
        signal,
      });
    },
    close: () => transporter.close(),
  };
}
