/** Artwork and proofs: "your proof is ready" to the shopper; "proof approved" and "changes requested" to the shop. */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'order-proof' }>, 'kind' | 'to'> & { context: EmailContext };
type ProofEvent = Props['event'];

const SUBJECTS: Record<ProofEvent, (orderNo: string) => string> = {
  proof_ready: (orderNo) => `Your proof for order ${orderNo} is ready`,
  approved: (orderNo) => `Proof approved for order ${orderNo}`,
  changes_requested: (orderNo) => `Changes requested for order ${orderNo}`,
};

export const orderProofSubject = (event: ProofEvent, orderNo: string, context: EmailContext) => `${SUBJECTS[event](orderNo)} – ${context.shop.name}`;

function says(event: ProofEvent, orderNo: string): { heading: string; body: string; button: string } {
  switch (event) {
    case 'proof_ready':
      return {
        heading: 'Your proof is ready',
        body: `We have checked your artwork for order ${orderNo} and made a PDF proof. Please look at it and approve it, or ask for changes, on your order page; nothing is printed before you approve it.`,
        button: 'View your proof',
      };
    case 'approved':
      return { heading: 'Proof approved', body: `The shopper approved the proof for order ${orderNo}. It can go into production once paid.`, button: 'Open the order' };
    case 'changes_requested':
      return { heading: 'Changes requested', body: `The shopper asked for changes to the proof for order ${orderNo}:`, button: 'Open the order' };
  }
}

export function OrderProofEmail({ firstName, context, orderNo, orderUrl, event, message }: Props) {
  const { heading, body, button } = says(event, orderNo);
  return (
    <ShopEmailLayout context={context} title={orderProofSubject(event, orderNo, context)} preview={body} reason={`You are getting this email because of order ${orderNo} at ${context.shop.name}.`}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>{body}</Text>
      {message !== '' && <Text style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>}
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={orderUrl} style={styles.button}>
          {button}
        </Button>
      </Section>
    </ShopEmailLayout>
  );
}
