/** A delivered order's invitation to review it, with photos (reviews/review-invitations.ts). */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'review-request' }>, 'kind' | 'to'> & { context: EmailContext };

export const reviewRequestSubject = (orderNo: string, context: EmailContext) => `How did your order ${orderNo} turn out? – ${context.shop.name}`;

export function ReviewRequestEmail({ firstName, context, orderNo, reviewUrl, products, validDays }: Props) {
  const what = products.length === 1 ? products[0] : 'your prints';
  return (
    <ShopEmailLayout context={context} title={reviewRequestSubject(orderNo, context)} preview={`Tell us how ${what} turned out: a review with a photo helps other shoppers.`} reason={`You are getting this email because order ${orderNo} at ${context.shop.name} was delivered.`}>
      <Heading as="h1" style={styles.heading}>
        How did your order turn out?
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>
        Order {orderNo} was delivered. We hope you love it! Would you tell other shoppers how it turned out? A few words and a star rating are enough, and a photo of your prints in use
        helps most.
      </Text>
      <Text style={styles.text}>You can review: {products.join('; ')}.</Text>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={reviewUrl} style={styles.button}>
          Write a review
        </Button>
      </Section>
      <Text style={styles.text}>
        No sign-in needed: the link is yours and works for {validDays} days. Our team reads every review before it appears on the shop.
      </Text>
    </ShopEmailLayout>
  );
}
