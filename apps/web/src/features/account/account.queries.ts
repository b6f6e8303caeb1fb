import type {
  Account,
  AccountStatus,
  AccountUpdate,
  ChangePassword,
  Verification,
} from '@cv/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, backgroundApi, dataOf } from '../../api/client';
import { getSession, setAccountStatus } from '../../app/session';
import { useLocale } from '../../app/useLocale';
import { useSession } from '../../app/useSession';

/** What the shell needs of the account: the username for the public-profile link. */
export interface AccountSummary {
  username?: string;
}

export const accountKeys = {
  all: ['account'] as const,
  status: ['account', 'status'] as const,
};

export const countryKeys = {
  list: (locale: string) => ['countries', locale] as const,
};

const FIVE_MINUTES = 5 * 60_000;
const ONE_DAY = 24 * 60 * 60_000;

function useAccountQuery<T>(select: (account: Account) => T) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: accountKeys.all,
    // A stale login flag must not throw the visitor onto the login page from
    // the shell: the failed refresh just marks them logged out, and the
    // account screens show 'Make sure you're logged in and try again'.
    queryFn: ({ signal }) => dataOf(backgroundApi.GET('/api/account', { signal })),
    enabled: loggedIn,
    staleTime: FIVE_MINUTES,
    select,
  });
}

const identity = (account: Account) => account;
const summary = (account: Account): AccountSummary => ({
  username: account.username ?? undefined,
});

/** The whole account (GET /api/account). */
export function useAccount() {
  return useAccountQuery(identity);
}

/** The same query, narrowed to what the app bar and side menu show. */
export function useAccountSummary() {
  return useAccountQuery(summary);
}

/**
 * The server's status, asked again every `intervalMs` while the pending page
 * is open: the link may be opened on another device.
 */
export function useAccountStatus(intervalMs: number) {
  return useQuery({
    queryKey: accountKeys.status,
    queryFn: async ({ signal }) =>
      (await dataOf(backgroundApi.GET('/api/account/status', { signal }))).status,
    refetchInterval: intervalMs,
    refetchOnWindowFocus: true,
  });
}

/** ISO 3166 countries named in the UI language (GET /api/countries). */
export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  const locale = useLocale();
  return useQuery({
    enabled,
    queryKey: countryKeys.list(locale),
    queryFn: ({ signal }) => dataOf(api.GET('/api/countries', { signal })),
    staleTime: ONE_DAY,
    gcTime: ONE_DAY,
  });
}

/** Stores the status the server reported, so that the guards see it at once. */
function storeStatus(status: AccountStatus) {
  if (getSession().status !== status) setAccountStatus(status);
}

/** POST /api/account: the answer replaces the cached account; a new e-mail makes it UNVERIFIED. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => dataOf(api.POST('/api/account', { body: update })),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.all, account);
      queryClient.setQueryData(accountKeys.status, account.status);
      storeStatus(account.status);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      dataOf(api.POST('/api/account/change-password', { body })),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still under way when the account goes would come back 401, fail to
    // refresh and send the user to the login page: stop them first.
    onMutate: () => queryClient.cancelQueries(),
    mutationFn: () => dataOf(api.DELETE('/api/account')),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/account/verification/generate')),
  });
}

/**
 * POST /api/account/verification. The link may belong to another account than
 * the one logged in here, so the local status is the server's answer for this
 * session, not simply VERIFIED.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Verification) => dataOf(api.POST('/api/account/verification', { body })),
    onSuccess: async () => {
      if (!getSession().loggedIn) return;
      try {
        const { status } = await dataOf(backgroundApi.GET('/api/account/status'));
        storeStatus(status);
      } catch {
        // The verification itself worked; the guards ask again on the next page.
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
