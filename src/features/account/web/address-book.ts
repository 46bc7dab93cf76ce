/**
 * The member's address book (GET/POST /api/user/addresses, PUT/DELETE /api/user/addresses/{id}).
 * Every change reloads the list: making one address the default un-defaults the others.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../web/lib/api-client.js';
import type { MemberAddress } from '../account.schemas.js';

/** Keyed by the member, so another member signing in on this browser never sees these. */
export const addressesQueryKey = (email: string) => ['account', email, 'addresses'] as const;

/** `email` is the signed-in member's; '' (a guest) asks nothing, so a guest's checkout makes no call that can only answer 401. */
export const useAddresses = (email: string) =>
  useQuery({
    queryKey: addressesQueryKey(email),
    queryFn: async ({ signal }) => (await apiGet<MemberAddress[]>('/user/addresses', {}, signal)).data,
    enabled: email !== '',
  });

export type AddressInput = Omit<MemberAddress, 'id'>;

export type AddressChange = { kind: 'add'; address: AddressInput } | { kind: 'edit'; id: number; address: AddressInput } | { kind: 'delete'; id: number };

/** Resolves with the server's message ("Your new address has been added successfully.", …). */
export function useChangeAddress(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AddressChange): Promise<string | undefined> => {
      switch (change.kind) {
        case 'add':
          return (await apiSend<MemberAddress>('POST', '/user/addresses', change.address)).message;
        case 'edit':
          return (await apiSend<MemberAddress>('PUT', `/user/addresses/${change.id}`, change.address)).message;
        case 'delete':
          return (await apiSend<null>('DELETE', `/user/addresses/${change.id}`)).message;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(email) }),
  });
}
