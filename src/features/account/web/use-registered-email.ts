/**
 * Whether the email a visitor is typing belongs to an account (GET /api/inquiry/form/emailExist),
 * asked once typing has paused (EMAIL_CHECK_DELAY_MS) and only for a well-formed address, so a
 * form can offer to sign in right where the email is typed. The check answers 200 either way
 * (a disposable or malformed address answers 422 and reads as "not registered" here): it never
 * answers 401, so a guest's page asks nothing that can only be refused.
 */
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../web/lib/use-debounced-value.js';
import { emailProblem, normaliseEmail } from '../account-rules.js';
import { EMAIL_CHECK_DELAY_MS } from './account-timing.js';
import { emailIsRegistered } from './register-member.js';

/** True once the server said `email` (as typed now) has an account; false while typing, unknown or not. `enabled` false asks nothing. */
export function useRegisteredEmail(email: string, enabled: boolean): boolean {
  const typed = normaliseEmail(email);
  const settled = useDebouncedValue(typed, EMAIL_CHECK_DELAY_MS);
  const ask = enabled && settled === typed && emailProblem(settled) === undefined;
  const { data } = useQuery({
    queryKey: ['account', 'email-registered', settled],
    queryFn: ({ signal }) => emailIsRegistered(settled, signal),
    enabled: ask,
    staleTime: 60_000,
    retry: false,
  });
  return ask && data === true;
}
