/**
 * Paths inside the router (relative to the '/ui' basename) and the helpers
 * that build the login redirect.
 */
export const BASENAME = '/ui';

export const PATHS = {
  home: '/',
  login: '/login',
  oauthSuccess: '/login/oauth-success',
  oauthFailure: '/login/oauth-failure',
  oauthSignup: '/login/oauth-signup',
  signup: '/signup',
  logout: '/logout',
  account: '/account',
  accountEdit: '/account/edit',
  changePassword: '/account/change-password',
  profileCreate: '/account/profile/create',
  profileEdit: '/account/profile/edit',
  verification: '/account/verification',
  verificationPending: '/account/verification/pending',
  publicProfile: '/profile/:username',
  cv: '/cv',
  privacy: '/privacy',
} as const;

export function publicProfilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** The login page with `redirect` = the full browser path wanted (with /ui and the query). */
export function loginPath(redirect?: string): string {
  return redirect ? `${PATHS.login}?redirect=${encodeURIComponent(redirect)}` : PATHS.login;
}

/**
 * Turns a `redirect` query value back into a router path. Only paths of this
 * app are accepted: anything else (another origin, '//evil', '/api/...') would
 * make the login page an open redirect, so it falls back to home.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith(`${BASENAME}`) || redirect.startsWith('//')) {
    return PATHS.home;
  }
  const rest = redirect.slice(BASENAME.length);
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`;
  if (!rest.startsWith('/') || rest.startsWith('//') || rest.includes('\\')) return PATHS.home;
  return rest;
}
