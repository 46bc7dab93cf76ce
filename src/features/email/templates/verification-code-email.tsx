/**
 * Registration: the 4-character code the shopper types into the verification box. The code shows
 * large, as one string to read off or copy; the sentence after it spells it one character at a
 * time, so a screen reader reads "A 7 K 2" rather than guessing at "A7K2" as a word (an
 * aria-label on a paragraph, which screen readers ignore, used to try this).
 */
import { Heading, Text } from '@react-email/components';
import type { EmailContext, ShopEmail } from '../shop-email.js';
import { duration } from './duration.js';
import { ShopEmailLayout, styles } from './shop-email-layout.js';

type Props = Omit<Extract<ShopEmail, { kind: 'verification-code' }>, 'kind' | 'to'> & { context: EmailContext };

/** `A7K2` → `A 7 K 2`. */
const spelledOut = (code: string) => [...code].join(' ');

export const verificationCodeSubject = (context: EmailContext) => `Your verification code for ${context.shop.name}`;

export function VerificationCodeEmail({ firstName, code, validMinutes, context }: Props) {
  const valid = duration(validMinutes);
  return (
    <ShopEmailLayout
      context={context}
      title={verificationCodeSubject(context)}
      preview={`Your code is ${code}. It is valid for ${valid}.`}
      reason={`You are getting this email because this address was entered to sign up at ${context.shop.name}. If that wasn't you, no account is made without this code.`}
    >
      <Heading as="h1" style={styles.heading}>
        Your verification code
      </Heading>
      <Text style={styles.text}>Hi {firstName},</Text>
      <Text style={styles.text}>Thanks for signing up with {context.shop.name}! Type this code into the verification box on our site to finish:</Text>
      <Text style={styles.secret}>{code}</Text>
      <Text style={styles.text}>Spelled out, the code is {spelledOut(code)}.</Text>
      <Text style={styles.text}>The code is valid for {valid}. If it runs out, just ask for a new one on the same screen.</Text>
      <Text style={styles.text}>If you didn't ask for this code, you can safely ignore this email.</Text>
    </ShopEmailLayout>
  );
}
