import type { Login, Session, Signup } from '@cv/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { markLoggedIn } from '../../app/session';
import { accountKeys } from '../account/account.queries';
import { profileKeys } from '../profile/profile.queries';

/**
 * Login and signup: on success the browser is logged in with the status the
 * server answered, and whatever another session left in the cache goes.
 */
function useSessionMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<Session>(path, body),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.removeQueries({ queryKey: profileKeys.all });
      markLoggedIn(session.status);
    },
  });
}

export function useLogin() {
  return useSessionMutation<Login>('/auth/login');
}

export function useSignup() {
  return useSessionMutation<Signup>('/auth/signup');
}
