/**
 * The frame every shop email shares: the shop's name at the top, the message, then a footer with
 * how to reach the shop (reply, phone, hours), its address and UEN, and why this email came. One
 * narrow column (600 px at most) of plain blocks with inline styles, which is what email clients
 * render alike; the brand colour is the web shop's (#0f766e) and every text colour passes WCAG AA.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { EmailContext } from '../shop-email.js';
import { formatSgPhone } from '../../../shared/phone.js';

export const colours = { brand: '#0f766e', ink: '#1f2937', muted: '#4b5563', line: '#e3e6eb', wash: '#f6f7f9', paper: '#ffffff', codeWash: '#f0fdfa' } as const;
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const styles = {
  heading: { color: colours.ink, fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 16px' },
  text: { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  /** A code or temporary password: large, spaced, monospaced, in a tinted box, easy to read off and type. */
  secret: {
    color: colours.ink,
    backgroundColor: colours.codeWash,
    border: `1px solid #99d5cf`,
    borderRadius: '8px',
    fontFamily: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '8px',
    textAlign: 'center',
    // Breaks only when it can't fit, never at a character that could be read as part of it.
    overflowWrap: 'anywhere',
    padding: '16px 8px',
    margin: '8px 0 24px',
  },
  button: { backgroundColor: colours.brand, color: '#ffffff', borderRadius: '8px', fontSize: '16px', fontWeight: 700, textDecoration: 'none', padding: '14px 24px', display: 'inline-block' },
  link: { color: colours.brand, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

export interface ShopEmailLayoutProps {
  context: EmailContext;
  /** The document's <title>: the email's subject (a mail client that opens the email on its own, and a screen reader, name it by this). */
  title: string;
  /** The line inboxes show after the subject (hidden in the email itself). */
  preview: string;
  /** Why the shopper got this email, one sentence for the footer. */
  reason: string;
  children: ReactNode;
}

/**
 * Marks a link whose address the plain-text version leaves out (render-email.ts): the shop's
 * name at the top and the phone number read better without `http://…/` or `tel:+65…` after them.
 */
export const TEXT_ONLY = { 'data-text-link': 'text-only' } as const;

/** Between the groups of the phone number, so it never breaks across lines. */
const NO_BREAK = '\u00a0';

/** `+65 6741 2280` → `tel:+6567412280`. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ShopEmailLayout({ context, title, preview, reason, children }: ShopEmailLayoutProps) {
  const { shop, publicUrl } = context;
  return (
    <Html lang="en-SG" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.wash, fontFamily: font, margin: 0, padding: '24px 8px' }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', backgroundColor: colours.paper, border: `1px solid ${colours.line}`, borderRadius: '12px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: colours.brand, padding: '18px 32px' }}>
            <Link href={`${publicUrl}/`} style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, textDecoration: 'none' }} {...TEXT_ONLY}>
              {shop.name}
            </Link>
          </Section>
          <Section style={{ padding: '32px 32px 8px' }}>{children}</Section>
          <Section style={{ padding: '0 32px 24px' }}>
            <Hr style={{ borderColor: colours.line, margin: '0 0 20px' }} />
            <Text style={footerText}>
              Questions? Just reply to this email, or call us on{' '}
              <Link href={telHref(shop.phone)} style={footerLink} {...TEXT_ONLY}>
                {formatSgPhone(shop.phone).replaceAll(' ', NO_BREAK)}
              </Link>
              . Our hours: {shop.hours}.
            </Text>
            <Text style={footerText}>
              <strong>{shop.name}</strong>
              <br />
              {shop.address}
              <br />
              <Link href={`mailto:${shop.email}`} style={footerLink}>
                {shop.email}
              </Link>{' '}
              ·{' '}
              <Link href={publicUrl} style={footerLink}>
                {publicUrl}
              </Link>
              <br />
              UEN {shop.uen}
            </Text>
            <Text style={{ ...footerText, margin: 0 }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText: CSSProperties = { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 12px' };
const footerLink: CSSProperties = { color: colours.muted, textDecoration: 'underline' };

