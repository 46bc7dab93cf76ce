/** To the shopper after a quote request: it arrived, what they asked for, and what happens next. */
import { Heading, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { QuoteRequestDetails } from './quote-request-details.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'quote-request-received' }>, 'kind' | 'to'> & { context: EmailContext };

export const quoteRequestReceivedSubject = (requestNo: string, context: EmailContext) => `We have your quote request ${requestNo} – ${context.shop.name}`;

export function QuoteRequestReceivedEmail({ firstName, context, ...request }: Props) {
  return (
    <ShopEmailLayout
      context={context}
      title={quoteRequestReceivedSubject(request.requestNo, context)}
      preview={`Your Quote Request has been sent! Request number ${request.requestNo}.`}
      reason={`You are getting this email because a quote request was sent from ${context.shop.name}'s website with this address.`}
    >
      <Heading as="h1" style={styles.heading}>
        Your Quote Request has been sent!
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>
        Thank you for asking us for a quote. We will respond to you shortly. This is what we received (your request number is {request.requestNo}):
      </Text>
      <QuoteRequestDetails request={request} />
      <Heading as="h2" style={{ ...styles.heading, fontSize: '18px', lineHeight: '26px' }}>
        What happens next
      </Heading>
      <Text style={styles.text}>
        Our team looks at your specification{request.files.length > 0 ? ' and your files' : ''} and replies to this address with a price. If anything is unclear, or
        we need your artwork, we will ask you first.
      </Text>
      <Text style={styles.text}>
        You don't need to do anything now. To add something, just reply to this email with your request number, {request.requestNo}.
      </Text>
    </ShopEmailLayout>
  );
}
