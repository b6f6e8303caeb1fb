import type { AccountStatus } from '@cv/shared';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { PATHS } from './paths';

/**
 * Every screen of the app with who may see it. The router is built from
 * this table, so the access rules live in one place and are unit-tested
 * without rendering anything.
 */
export interface RouteAccess {
  /** The login guard: logged-out users go to login with a redirect. */
  login: boolean;
  /**
   * The account-status guard. A login route without a status
   * behaves like VERIFIED but always reloads the status from the server.
   */
  status?: AccountStatus;
  /** Login and signup: a user who is logged in already goes on instead. */
  guestOnly?: boolean;
}

export interface RouteEntry {
  id: string;
  path: string;
  access: RouteAccess;
  /** i18n key of the document title. */
  titleKey: string;
  /** Loaded on first visit: each route is its own chunk. */
  load: () => Promise<ComponentType>;
}

const OPEN: RouteAccess = { login: false };
const GUEST: RouteAccess = { login: false, guestOnly: true };
const VERIFIED: RouteAccess = { login: true, status: 'VERIFIED' };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    id: 'home',
    path: PATHS.home,
    access: OPEN,
    titleKey: 'nav.home',
    load: () =>
      import('../features/home/HomePage').then(async (m) => {
        await m.prepareHome();
        return m.HomePage;
      }),
  },
  {
    id: 'login',
    path: PATHS.login,
    access: GUEST,
    titleKey: 'pages.login.title',
    load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  },
  {
    id: 'oauthSuccess',
    path: PATHS.oauthSuccess,
    access: OPEN,
    titleKey: 'pages.oauthSuccess.title',
    load: () => import('../features/auth/OAuthSuccessPage').then((m) => m.OAuthSuccessPage),
  },
  {
    id: 'oauthFailure',
    path: PATHS.oauthFailure,
    access: OPEN,
    titleKey: 'pages.oauthFailure.title',
    load: () => import('../features/auth/OAuthFailurePage').then((m) => m.OAuthFailurePage),
  },
  {
    id: 'oauthSignup',
    path: PATHS.oauthSignup,
    // The server's OAuth callback lands here with session cookies but before
    // the browser's login flag is set, so no guard can tell: the page asks
    // GET /api/oauth/signup-info itself, marks the INCOMPLETE login, and sends
    // complete accounts on to the account page (403) or to login (401).
    access: OPEN,
    titleKey: 'pages.oauthSignup.title',
    load: () => import('../features/auth/OAuthSignupPage').then((m) => m.OAuthSignupPage),
  },
  {
    id: 'signup',
    path: PATHS.signup,
    access: GUEST,
    titleKey: 'pages.signup.title',
    load: () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
  },
  {
    id: 'forgotPassword',
    path: PATHS.forgotPassword,
    access: GUEST,
    titleKey: 'account.ui.forgot.title',
    load: () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  },
  {
    // Open to logged-in users too: the link in the mail works in any browser state.
    id: 'resetPassword',
    path: PATHS.resetPassword,
    access: OPEN,
    titleKey: 'account.ui.reset.title',
    load: () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    id: 'logout',
    path: PATHS.logout,
    access: OPEN,
    titleKey: 'logout.title',
    load: () => import('../features/auth/LogoutPage').then((m) => m.LogoutPage),
  },
  {
    id: 'account',
    path: PATHS.account,
    access: VERIFIED,
    titleKey: 'pages.account.title',
    load: () => import('../features/account/AccountPage').then((m) => m.AccountPage),
  },
  {
    id: 'accountEdit',
    path: PATHS.accountEdit,
    access: VERIFIED,
    titleKey: 'pages.accountEdit.title',
    load: () => import('../features/account/AccountEditPage').then((m) => m.AccountEditPage),
  },
  {
    id: 'changePassword',
    path: PATHS.changePassword,
    access: VERIFIED,
    titleKey: 'pages.changePassword.title',
    load: () => import('../features/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  },
  {
    id: 'accountImport',
    path: PATHS.accountImport,
    access: VERIFIED,
    titleKey: 'pages.accountImport.title',
    load: () => import('../features/portability/ImportPage').then((m) => m.ImportPage),
  },
  {
    id: 'profileCreate',
    path: PATHS.profileCreate,
    access: VERIFIED,
    titleKey: 'pages.profileCreate.title',
    load: () => import('../features/profile/ProfileCreatePage').then((m) => m.ProfileCreatePage),
  },
  {
    id: 'profileEdit',
    path: PATHS.profileEdit,
    access: VERIFIED,
    titleKey: 'pages.profileEdit.title',
    load: () => import('../features/profile/ProfileEditPage').then((m) => m.ProfileEditPage),
  },
  {
    id: 'verification',
    path: PATHS.verification,
    // Open: the link from the mail must work in a browser that is not logged in.
    access: OPEN,
    titleKey: 'pages.verification.title',
    load: () => import('../features/account/VerificationPage').then((m) => m.VerificationPage),
  },
  {
    id: 'verificationPending',
    path: PATHS.verificationPending,
    access: { login: true, status: 'UNVERIFIED' },
    titleKey: 'pages.verificationPending.title',
    load: () =>
      import('../features/account/VerificationPendingPage').then((m) => m.VerificationPendingPage),
  },
  {
    id: 'ownPublicProfile',
    path: PATHS.ownPublicProfile,
    access: VERIFIED,
    titleKey: 'pages.publicProfile.title',
    load: () =>
      import('../features/public-profile/OwnPublicProfilePage').then((m) => m.OwnPublicProfilePage),
  },
  {
    id: 'cv',
    path: PATHS.cv,
    access: VERIFIED,
    titleKey: 'pages.cv.title',
    load: () => import('../features/cv/CvPage').then((m) => m.CvPage),
  },
  {
    id: 'cvStudio',
    path: PATHS.cvStudio,
    access: VERIFIED,
    titleKey: 'pages.cvStudio.title',
    load: () => import('../features/cv/studio/CvStudioPage').then((m) => m.CvStudioPage),
  },
  {
    id: 'letters',
    path: PATHS.letters,
    access: VERIFIED,
    titleKey: 'letters.list.title',
    load: () => import('../features/letters/LettersPage').then((m) => m.LettersPage),
  },
  {
    id: 'letterStudio',
    path: PATHS.letterStudio,
    access: VERIFIED,
    titleKey: 'letters.studio.title',
    load: () => import('../features/letters/LetterStudioPage').then((m) => m.LetterStudioPage),
  },
  {
    id: 'bin',
    path: PATHS.bin,
    access: VERIFIED,
    titleKey: 'history.bin.title',
    load: () => import('../features/history/BinPage').then((m) => m.BinPage),
  },
  {
    id: 'applications',
    path: PATHS.applications,
    access: VERIFIED,
    titleKey: 'applications.page.title',
    load: () => import('../features/applications/ApplicationsPage').then((m) => m.ApplicationsPage),
  },
  {
    id: 'application',
    path: PATHS.application,
    access: VERIFIED,
    titleKey: 'applications.page.title',
    load: () =>
      import('../features/applications/ApplicationDetailPage').then((m) => m.ApplicationDetailPage),
  },
  {
    id: 'privacy',
    path: PATHS.privacy,
    access: OPEN,
    titleKey: 'privacy.title',
    load: () => import('../features/privacy/PrivacyPage').then((m) => m.PrivacyPage),
  },
];

/** The entry for a router path (without /ui), or undefined for the not-found page. */
export function routeFor(pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(
    ROUTE_TABLE.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  return matches?.[0]?.route.entry;
}
