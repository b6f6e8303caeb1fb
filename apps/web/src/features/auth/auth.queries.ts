import type {
  Login,
  OAuthSignup,
  SecondFactorChallenge,
  SecondFactorLogin,
  Session,
  Signup,
} from '@cv/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { adoptAccountLocale } from '../../app/accountLocale';
import { markLoggedIn } from '../../app/session';
import { accountKeys } from '../account/account.queries';
import { profileKeys } from '../profile/profile.keys';

/**
 * Login and signup: on success the browser is logged in with the status the
 * server answered, and whatever another session left in the cache goes.
 */
function useSessionMutation<T, R extends Session | SecondFactorChallenge>(
  mutationFn: (body: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      // The password of an account with two-factor login is only the first step.
      if ('secondFactorRequired' in result) return;
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.removeQueries({ queryKey: profileKeys.all });
      markLoggedIn(result.status);
      await adoptAccountLocale(result.locale);
    },
  });
}

/** POST /api/auth/login: a session, or (two-factor login on) the request for the code. */
export function useLogin() {
  return useSessionMutation((body: Login) => dataOf(api.POST('/api/auth/login', { body })));
}

/** POST /api/auth/login/second-factor: the code of the app or a recovery code. */
export function useSecondFactorLogin() {
  return useSessionMutation((body: SecondFactorLogin) =>
    dataOf(api.POST('/api/auth/login/second-factor', { body })),
  );
}

export function useSignup() {
  return useSessionMutation((body: Signup) => dataOf(api.POST('/api/auth/signup', { body })));
}

/**
 * POST /api/oauth/signup: the account begun with an external login is
 * complete now, VERIFIED or UNVERIFIED. What was read of it while it was
 * INCOMPLETE (no username, no e-mail) goes with the rest: a read still under
 * way could otherwise land after the answer and pass for the new account.
 */
export function useOAuthSignup() {
  return useSessionMutation((body: OAuthSignup) => dataOf(api.POST('/api/oauth/signup', { body })));
}
