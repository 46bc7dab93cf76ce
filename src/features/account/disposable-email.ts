/**
 * Disposable email addresses are refused (forms-and-accounts.md §5, §7) using the maintained
 * list of `disposable-email-domains-js`. The shop can allow a domain the list wrongly holds with
 * the DISPOSABLE_EMAIL_ALLOW setting (comma-separated domains).
 */
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

let blocked: Set<string> | undefined;

export function isDisposableEmail(email: string, allowed: ReadonlySet<string>): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  if (domain === '' || allowed.has(domain)) return false;
  blocked ??= disposableEmailBlocklistSet();
  // A subdomain of a listed domain (x.mailinator.com) is disposable too.
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) if (blocked.has(labels.slice(i).join('.'))) return true;
  return false;
}

/** DISPOSABLE_EMAIL_ALLOW="example-corp-mail.com, other.sg" → a set of lower-case domains. */
export const allowedDomains = (setting: string | undefined): Set<string> =>
  new Set((setting ?? '').split(',').map((d) => d.trim().toLowerCase()).filter((d) => d !== ''));
