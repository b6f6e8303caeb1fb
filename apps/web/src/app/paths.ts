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
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/reset-password',
  signup: '/signup',
  logout: '/logout',
  account: '/account',
  accountEdit: '/account/edit',
  /** Bringing a CV in from JSON Resume, Reactive Resume or LinkedIn. */
  accountImport: '/account/import',
  changePassword: '/account/change-password',
  profileCreate: '/account/profile/create',
  profileEdit: '/account/profile/edit',
  verification: '/account/verification',
  verificationPending: '/account/verification/pending',
  publicProfile: '/profile/:username',
  /** The logged-in user's own public profile (redirects to it). */
  ownPublicProfile: '/profile',
  cv: '/cv',
  /** One CV document in the studio. */
  cvStudio: '/cv/:id',
  /** The owner's cover letters, and one of them in the letter studio. */
  letters: '/letters',
  letterStudio: '/letters/:id',
  /** Deleted CVs, sections and entries, restorable for 30 days. */
  bin: '/bin',
  /** The owner's applications (board, table, overview), and one of them. */
  applications: '/applications',
  application: '/applications/:id',
  privacy: '/privacy',
} as const;

export function publicProfilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

export function letterStudioPath(id: string): string {
  return `/letters/${encodeURIComponent(id)}`;
}

export function applicationPath(id: string): string {
  return `/applications/${encodeURIComponent(id)}`;
}

export function cvStudioPath(id: string): string {
  return `/cv/${encodeURIComponent(id)}`;
}

/** The login page with `redirect` = the full browser path wanted (with /ui and the query). */
export function loginPath(redirect?: string): string {
  return redirect ? `${PATHS.login}?redirect=${encodeURIComponent(redirect)}` : PATHS.login;
}

/** Pages that make no sense as the place to land after logging in. */
const NOT_AFTER_LOGIN = new Set<string>([PATHS.login, PATHS.signup, PATHS.logout]);

/**
 * Where a successful login leads: the `redirect` the guard recorded, checked
 * by safeRedirectTarget so that the login cannot become an open redirect;
 * without one, the account (whose guard sends unverified users on to the
 * pending page).
 */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect) return PATHS.account;
  const target = safeRedirectTarget(redirect);
  return NOT_AFTER_LOGIN.has(target.split(/[?#]/)[0] ?? target) ? PATHS.account : target;
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
