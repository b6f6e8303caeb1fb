import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE } from '../src/security/session-tokens';
import { buildAccount, TEST_PASSWORD } from './factories';
import { client, logIn, type RequestOptions } from './http';

/*
 * The requests of the identity tests that many of them send alike: a login
 * with a password, a refresh of its session, a change of the password.
 */

/**
 * A new account with the test password, logged in through the API: a real
 * session with its refresh token, as a browser has it after the login form.
 */
export async function passwordLogin(app: FastifyInstance) {
  const account = await buildAccount(app, { password: TEST_PASSWORD });
  const { res, cookie } = await logIn(app, account.username ?? '');
  return { account, login: res, cookie };
}

/** What a login or refresh answer carries: the cookies it set. */
export interface SetsCookies {
  cookies: { name: string; value: string }[];
}

/** The value of the cookie `name` that `res` set. */
export function cookieOf(res: SetsCookies, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** A cookie header with only the refresh cookie of `res`, as the browser sends it to /refresh. */
export function refreshCookieOf(res: SetsCookies): string {
  return `${REFRESH_COOKIE}=${cookieOf(res, REFRESH_COOKIE)}`;
}

/** `POST /api/auth/refresh` with the refresh cookie that `res` (a login or a refresh) set. */
export function refreshAfter(app: FastifyInstance, res: SetsCookies) {
  return client(app).post('/api/auth/refresh', undefined, { cookie: refreshCookieOf(res) });
}

/** The change-password form; `confirmPassword` repeats the new password unless given. */
export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword?: string;
}

/** `POST /api/account/change-password` with the form filled in, as the account page sends it. */
export function changePassword(
  app: FastifyInstance,
  { oldPassword, password, confirmPassword = password }: PasswordChange,
  options: Omit<RequestOptions, 'body'> = {},
) {
  return client(app).post(
    '/api/account/change-password',
    { oldPassword, password, confirmPassword },
    options,
  );
}
