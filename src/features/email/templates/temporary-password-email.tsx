/** Forgot password: a temporary password, single use; the shopper chooses a new one when signing in with it. */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { duration } from './duration.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'temporary-password' }>, 'kind' | 'to'> & { context: EmailContext };

export const temporaryPasswordSubject = (context: EmailContext) => `Your temporary password for ${context.shop.name}`;

export function TemporaryPasswordEmail({ firstName, temporaryPassword, validMinutes, context }: Props) {
  const valid = duration(validMinutes);
  const shopName = context.shop.name;
  return (
    <ShopEmailLayout
      context={context}
      title={temporaryPasswordSubject(context)}
      preview={`Sign in with it within ${valid}, then choose a new password.`}
      reason={`You are getting this email because someone asked for a new password for the ${shopName} account with this address.`}
    >
      <Heading as="h1" style={styles.heading}>
        Your temporary password
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>You asked us for a new password. Sign in with this temporary password:</Text>
      <Text style={{ ...styles.secret, fontSize: '28px', letterSpacing: '4px' }}>{temporaryPassword}</Text>
      <Text style={styles.text}>
        It works once, for {valid}. As soon as you sign in with it, we will ask you to choose a new password of your own.
      </Text>
      <Section style={{ margin: '0 0 24px' }}>
        <Button href={`${context.publicUrl}/`} style={styles.button}>
          Sign in
        </Button>
      </Section>
      <Text style={styles.text}>
        If you didn't ask for a new password, you can ignore this email, or reply to let us know and we will look into it.
      </Text>
    </ShopEmailLayout>
  );
}
