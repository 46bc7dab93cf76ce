/**
 * What every sign-in form does with the member the server answered: a member who signed in with
 * an emailed temporary password (must_change_password) chooses a new password first, and only
 * then does the page learn who is signed in (useMemberChanged); anyone else at once.
 */
import { useCallback } from 'react';
import type { Member } from '../account.schemas.js';
import { useMemberChanged } from './get-member.js';

/** Resolves true when the member is signed in for the page, false when a new password must be chosen first. */
export function useCompleteSignIn(): (member: Member) => Promise<boolean> {
  const changed = useMemberChanged();
  return useCallback(
    async (member) => {
      if (member.must_change_password) return false;
      await changed(member);
      return true;
    },
    [changed],
  );
}
