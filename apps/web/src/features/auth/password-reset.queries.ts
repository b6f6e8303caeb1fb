import type { ForgotPassword, ResetPassword } from '@cv/shared';
import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';

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
