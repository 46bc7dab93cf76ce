/** Registration: the 4-character code the shopper types into the verification box. */
import { Heading, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { duration } from './duration.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'verification-code' }>, 'kind' | 'to'> & { context: EmailContext };

export const verificationCodeSubject = (context: EmailContext) => `Your verification code for ${context.shop.name}`;

export function VerificationCodeEmail({ firstName, code, validMinutes, context }: Props) {
  const valid = duration(validMinutes);
  return (
    <ShopEmailLayout
      context={context}
      preview={`Your code is ${code}. It is valid for ${valid}.`}
      reason={`You are getting this email because this address was entered to sign up at ${context.shop.name}. If that wasn't you, no account is made without this code.`}
    >
      <Heading as="h1" style={styles.heading}>
        Your verification code
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>Thanks for signing up with {context.shop.name}! Type this code into the verification box on our site to finish:</Text>
      <Text style={styles.secret} aria-label={`Verification code ${code.split('').join(' ')}`}>
        {code}
      </Text>
      <Text style={styles.text}>The code is valid for {valid}. If it runs out, just ask for a new one on the same screen.</Text>
      <Text style={styles.text}>If you didn't ask for this code, you can safely ignore this email.</Text>
    </ShopEmailLayout>
  );
}
