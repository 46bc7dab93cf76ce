/**
 * Renders a shop email to its subject, HTML and plain text. The HTML is the React template
 * rendered by @react-email/render (React escapes every value: a first name can't inject markup);
 * the text is the same render converted with the library's plain-text option, so the two never
 * say different things. Headings keep their case and links print their address after the words,
 * so the text reads well on its own.
 */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { EmailAttachment } from './email.tables.js';
import type { EmailContext, ShopEmail } from './shop-email.js';
import { OrderCancelledEmail, orderCancelledSubject, OrderRefundedEmail, orderRefundedSubject } from './templates/order-money-email.js';
import { OrderPlacedEmail, orderPlacedSubject, paynowQrImage } from './templates/order-placed-email.js';
import { OrderProofEmail, orderProofSubject } from './templates/order-proof-email.js';
import { OrderStatusEmail, orderStatusSubject } from './templates/order-status-email.js';
import { QuoteConversationEmail, quoteConversationSubject } from './templates/quote-conversation-email.js';
import { QuoteRequestReceivedEmail, quoteRequestReceivedSubject } from './templates/quote-request-received-email.js';
import { QuoteRequestStaffEmail, quoteRequestStaffSubject } from './templates/quote-request-staff-email.js';
import { ReviewRequestEmail, reviewRequestSubject } from './templates/review-request-email.js';
import { TEXT_ONLY } from './templates/shop-email-layout.js';
import { TemporaryPasswordEmail, temporaryPasswordSubject } from './templates/temporary-password-email.js';
import { VerificationCodeEmail, verificationCodeSubject } from './templates/verification-code-email.js';
import { WelcomeEmail, welcomeSubject } from './templates/welcome-email.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** The inline images the HTML shows by Content-ID; none for most emails. */
  attachments: EmailAttachment[];
}

function template(email: ShopEmail, context: EmailContext): { subject: string; element: ReactElement } {
  switch (email.kind) {
    case 'verification-code':
      return { subject: verificationCodeSubject(context), element: <VerificationCodeEmail firstName={email.firstName} code={email.code} validMinutes={email.validMinutes} context={context} /> };
    case 'temporary-password':
      return {
        subject: temporaryPasswordSubject(context),
        element: <TemporaryPasswordEmail firstName={email.firstName} temporaryPassword={email.temporaryPassword} validMinutes={email.validMinutes} context={context} />,
      };
    case 'welcome':
      return { subject: welcomeSubject(context), element: <WelcomeEmail firstName={email.firstName} points={email.points} context={context} /> };
    case 'quote-request-received': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: quoteRequestReceivedSubject(email.requestNo, context), element: <QuoteRequestReceivedEmail {...props} context={context} /> };
    }
    case 'order-placed': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: orderPlacedSubject(email.orderNo, context), element: <OrderPlacedEmail {...props} context={context} /> };
    }
    case 'order-status': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: orderStatusSubject(email.status, email.orderNo, context), element: <OrderStatusEmail {...props} context={context} /> };
    }
    case 'order-cancelled': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: orderCancelledSubject(email.orderNo, context), element: <OrderCancelledEmail {...props} context={context} /> };
    }
    case 'order-refunded': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: orderRefundedSubject(email.orderNo, context), element: <OrderRefundedEmail {...props} context={context} /> };
    }
    case 'order-proof': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: orderProofSubject(email.event, email.orderNo, context), element: <OrderProofEmail {...props} context={context} /> };
    }
    case 'quote-conversation': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: quoteConversationSubject(email.event, email.requestNo, context), element: <QuoteConversationEmail {...props} context={context} /> };
    }
    case 'quote-request-staff': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: quoteRequestStaffSubject(email), element: <QuoteRequestStaffEmail {...props} context={context} /> };
    }
    case 'review-request': {
      const { kind: _kind, to: _to, ...props } = email;
      return { subject: reviewRequestSubject(email.orderNo, context), element: <ReviewRequestEmail {...props} context={context} /> };
    }
  }
}

const TEXT_SELECTORS = [
  ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: `a[data-text-link="${TEXT_ONLY['data-text-link']}"]`, format: 'anchor', options: { ignoreHref: true } },
];

/** The files an email's HTML shows inline: the order email's PayNow QR code. */
function attachmentsOf(email: ShopEmail, context: EmailContext): EmailAttachment[] {
  if (email.kind !== 'order-placed') return [];
  const { cid, filename } = paynowQrImage(email.orderNo, context);
  return [{ filename, contentType: 'image/png', cid, base64: Buffer.from(email.payment.qrCodePng).toString('base64') }];
}

export async function renderShopEmail(email: ShopEmail, context: EmailContext): Promise<RenderedEmail> {
  const { subject, element } = template(email, context);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: 78, selectors: TEXT_SELECTORS } }),
  ]);
  return { subject, html, text, attachments: attachmentsOf(email, context) };
}
