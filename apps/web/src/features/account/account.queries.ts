import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/useSession';

/**
 * What the shell needs of the account: the username for the public-profile
 * link. The account feature widens this to the full account.
 */
export interface AccountSummary {
  username: string;
}

export const accountKeys = {
  all: ['account'] as const,
};

export function useAccountSummary() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: accountKeys.all,
    // A stale login flag must not throw the visitor onto the login page
    // from the shell: the failed refresh just marks them logged out.
    queryFn: ({ signal }) =>
      api.get<AccountSummary>('/account', { signal, redirectOnExpiry: false }),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}
