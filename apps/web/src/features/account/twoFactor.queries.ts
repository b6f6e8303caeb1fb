import { useMutation, useQuery } from '@tanstack/react-query';
import { api, backgroundApi, dataOf } from '../../api/client';
import { useRefetchingMutation } from '../../app/queryClient';
import { accountKeys } from './account.queries';

export const twoFactorKey = [...accountKeys.all, 'two-factor'] as const;

/** GET /api/account/two-factor. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account/two-factor', { signal })),
    enabled,
  });
}

/** POST /api/account/two-factor/enrolment: a new secret, pending until confirmed. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/account/two-factor/enrolment')),
  });
}

/** The mutations that change the status refetch it when they end. */
function useStatusMutation<V, T>(mutationFn: (variables: V) => Promise<T>) {
  return useRefetchingMutation(twoFactorKey, mutationFn);
}

/** POST /api/account/two-factor: the first code turns it on; answers the recovery codes. */
export function useConfirmTwoFactor() {
  return useStatusMutation((code: string) =>
    dataOf(api.POST('/api/account/two-factor', { body: { code } })),
  );
}

export function useRenewRecoveryCodes() {
  return useStatusMutation(() => dataOf(api.POST('/api/account/two-factor/recovery-codes')));
}

export function useDisableTwoFactor() {
  return useStatusMutation(() => dataOf(api.DELETE('/api/account/two-factor')));
}
