/**
 * Queries whose answer depends on who the visitor is (their cart) carry VISITOR_DATA in their
 * `meta`; when the member changes (sign-in, registration, sign-out) the account feature reads
 * them all again (readVisitorDataAgain) without knowing which features own them.
 */
import type { QueryClient } from '@tanstack/react-query';

export const VISITOR_DATA = { visitorData: true } as const;

export const readVisitorDataAgain = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.visitorData === true });
