/**
 * A quote request's conversation (issue 19): to the shopper when staff answer with priced options,
 * write, or decline; to the shop when the shopper writes or declines. Each links to the request's
 * page, where the options are put in the cart.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'quote-conversation' }>, 'kind' | 'to'> & { context: EmailContext };
type QuoteEvent = Props['event'];

const SUBJECTS: Record<QuoteEvent, (requestNo: string) => string> = {
  answered: (no) => `Your quote ${no} is ready`,
  staff_message: (no) => `A message about your quote request ${no}`,
  declined: (no) => `About your quote request ${no}`,
  shopper_message: (no) => `Reply to quote request ${no}`,
  shopper_declined: (no) => `Quote ${no} declined by the shopper`,
};

export const quoteConversationSubject = (event: QuoteEvent, requestNo: string, context: EmailContext) => `${SUBJECTS[event](requestNo)} – ${context.shop.name}`;

function says(event: QuoteEvent, requestNo: string, summary: string): { heading: string; body: string; button: string } {
  switch (event) {
    case 'answered':
      return {
        heading: 'Your quote is ready',
        body: `We have priced your request ${requestNo} (${summary}). Choose an option on your quote page to put it in your cart at exactly this price, then check out as usual.`,
        button: 'View your quote',
      };
    case 'staff_message':
      return { heading: 'A message about your quote request', body: `We wrote about your request ${requestNo} (${summary}):`, button: 'Reply on your quote page' };
    case 'declined':
      return { heading: 'We cannot quote this request', body: `We are sorry: we cannot make your request ${requestNo} (${summary}) as asked.`, button: 'View your request' };
    case 'shopper_message':
      return { heading: 'The shopper replied', body: `A reply about quote request ${requestNo} (${summary}):`, button: 'Open the request' };
    case 'shopper_declined':
      return { heading: 'Quote declined', body: `The shopper declined the quote ${requestNo} (${summary}).`, button: 'Open the request' };
  }
}

export function QuoteConversationEmail({ firstName, context, requestNo, summary, event, message, options, pageUrl }: Props) {
  const { heading, body, button } = says(event, requestNo, summary);
  const toShop = event === 'shopper_message' || event === 'shopper_declined';
  return (
    <ShopEmailLayout context={context} title={quoteConversationSubject(event, requestNo, context)} preview={body} reason={`You are getting this email because of quote request ${requestNo} at ${context.shop.name}.`}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{toShop ? 'Hello,' : `Hi ${firstName},`}</Text>
      <Text style={styles.text}>{body}</Text>
      {message !== '' && <Text style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>}
      {options.length > 0 && (
        <Section style={{ margin: '0 0 16px' }}>
          {options.map((option, i) => (
            <Text key={i} style={styles.text}>
              <strong>
                Option {i + 1}: {option.price}
              </strong>
              <br />
              {option.description} ({option.quantity})
              <br />
              Dispatched {option.dispatch}; price valid until {option.validUntil}.
            </Text>
          ))}
        </Section>
      )}
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={pageUrl} style={styles.button}>
          {button}
        </Button>
      </Section>
    </ShopEmailLayout>
  );
}
