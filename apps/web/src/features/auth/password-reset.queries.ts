import type { ForgotPassword, ResetPassword } from '@cv/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, backgroundApi, dataOf } from '../../api/client';

/** `POST /api/auth/password/forgot`: the same 204 whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPassword) => dataOf(api.POST('/api/auth/password/forgot', { body })),
  });
}

/** `POST /api/auth/password/reset`: sets the password with the token of the link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => dataOf(api.POST('/api/auth/password/reset', { body })),
  });
}

/**
 * `POST /api/auth/password/reset/check`: whether the link can still set a
 * password, asked when the page opens so that a used or expired link says so
 * before a password is typed. Uses nothing up; asked once per token.
 */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-link', token] as const,
    queryFn: () =>
      dataOf(backgroundApi.POST('/api/auth/password/reset/check', { body: { token } })).then(
        () => true,
      ),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
