import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import {
  ACCESS_COOKIE,
  ACCESS_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_TTL_SECONDS,
  SIGNED_IN_COOKIE,
  SIGNED_IN_COOKIE_PATH,
  type SessionTokens,
} from './session-tokens';

/**
 * The session cookies. The access cookie goes to every API call (Lax, so a
 * link from a mail still arrives logged in); the refresh cookie only to the
 * refresh route and never cross-site (Strict); the signed-in marker only to
 * the app's pages (see SIGNED_IN_COOKIE).
 */
function cookieOptions(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const access: CookieSerializeOptions = {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/api',
  };
  const refresh: CookieSerializeOptions = {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  };
  const signedIn: CookieSerializeOptions = {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: SIGNED_IN_COOKIE_PATH,
  };
  return { access, refresh, signedIn };
}

export function setSessionCookies(reply: FastifyReply, publicUrl: string, tokens: SessionTokens) {
  const { access, refresh, signedIn } = cookieOptions(publicUrl);
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...access, maxAge: ACCESS_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...refresh, maxAge: REFRESH_TTL_SECONDS });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...signedIn, maxAge: REFRESH_TTL_SECONDS });
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string) {
  const { access, refresh, signedIn } = cookieOptions(publicUrl);
  reply.clearCookie(ACCESS_COOKIE, access);
  reply.clearCookie(REFRESH_COOKIE, refresh);
  reply.clearCookie(SIGNED_IN_COOKIE, signedIn);
}
