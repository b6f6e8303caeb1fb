import { ACCOUNT_STATUSES, type AccountStatus } from '@cv/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { backgroundApi, dataOf, isApiError } from '../api/client';
import { i18n } from './i18n';
import { afterLoginPath, loginPath, PATHS } from './paths';
import type { RouteAccess } from './routes';
import { getSession, setAccountStatus, type SessionState } from './session';
import { notify } from './toast';

/**
 * The navigation guards as pure decisions plus one async
 * runner; the router calls the runner from each guarded route's loader.
 */

/** Login guard: a logged-out user goes to login with the full path wanted. */
export function loginRedirect(
  access: RouteAccess,
  session: SessionState,
  wanted: string,
): string | null {
  return access.login && !session.loggedIn ? loginPath(wanted) : null;
}

/**
 * The status is reloaded from the server when the route requires no status,
 * or when the stored one is unknown, UNVERIFIED or INCOMPLETE: those are the
 * states a mail link or another tab may have changed meanwhile.
 */
export function needsStatusReload(
  required: AccountStatus | undefined,
  current: AccountStatus | null,
): boolean {
  return (
    required === undefined ||
    current === null ||
    current === 'UNVERIFIED' ||
    current === 'INCOMPLETE'
  );
}

/** Where a user with `status` goes instead of a route requiring `required`; null = proceed. */
export function statusRedirect(
  required: AccountStatus | undefined,
  status: AccountStatus,
): string | null {
  switch (required) {
    case undefined:
    case 'VERIFIED':
      return status === 'VERIFIED' ? null : PATHS.verificationPending;
    case 'UNVERIFIED':
      return status === 'INCOMPLETE' ? PATHS.oauthSignup : null;
    case 'INCOMPLETE':
      // Finishing an external signup only makes sense while
      // the account is incomplete; everyone else goes where their status leads.
      if (status === 'INCOMPLETE') return null;
      return status === 'UNVERIFIED' ? PATHS.verificationPending : PATHS.account;
  }
}

export interface GuardDeps {
  session: () => SessionState;
  /** GET /api/account/status; null when the answer has no status. */
  loadStatus: () => Promise<AccountStatus | null>;
  storeStatus: (status: AccountStatus) => void;
  onStatusCheckFailed: () => void;
  /** The #fragment of the location being navigated to (a loader's request has none). */
  hashFor: (pathname: string) => string;
}

/** Runs both guards for a route; returns the router path to go to instead, or null. */
export async function runGuards(
  access: RouteAccess,
  wanted: { pathname: string; search: string; hash?: string },
  deps: GuardDeps,
): Promise<string | null> {
  if (access.guestOnly) {
    // Nothing to log in to: on to where the login would have led.
    return deps.session().loggedIn
      ? afterLoginPath(new URLSearchParams(wanted.search).get('redirect'))
      : null;
  }
  if (!access.login) return null;
  const fullPath = `${wanted.pathname}${wanted.search}${wanted.hash ?? ''}`;
  const session = deps.session();
  const toLogin = loginRedirect(access, session, fullPath);
  if (toLogin) return toLogin;

  let status = session.status;
  if (status === null || needsStatusReload(access.status, status)) {
    try {
      status = await deps.loadStatus();
    } catch (error) {
      // The session is gone (refresh failed): that is a login matter, not a
      // verification one, so the user logs in again and comes back here.
      if (isApiError(error) && error.sessionExpired) return loginPath(fullPath);
      status = null;
    }
    if (!status) {
      deps.onStatusCheckFailed();
      // Already on the way to the pending page: show it rather than loop.
      return wanted.pathname.endsWith(PATHS.verificationPending) ? null : PATHS.verificationPending;
    }
    deps.storeStatus(status);
  }
  return statusRedirect(access.status, status);
}

function statusOf(answer: unknown): AccountStatus | null {
  const status = (answer as { status?: unknown } | null | undefined)?.status;
  return (ACCOUNT_STATUSES as readonly unknown[]).includes(status)
    ? (status as AccountStatus)
    : null;
}

/** Where the router is going; set once the router exists (see router.tsx). */
let navigationTarget: (() => { pathname: string; hash: string } | undefined) | null = null;

export function trackNavigationTarget(
  target: () => { pathname: string; hash: string } | undefined,
) {
  navigationTarget = target;
}

/**
 * React Router strips the #fragment from a loader's request, so the guard
 * asks the router where it is going; on the first load, before the router
 * exists, that is the browser's own address.
 */
function hashFor(pathname: string): string {
  const target =
    navigationTarget?.() ?? (typeof window === 'undefined' ? undefined : window.location);
  return target && target.pathname === pathname ? target.hash : '';
}

export const defaultGuardDeps: GuardDeps = {
  hashFor,
  session: getSession,
  loadStatus: async () =>
    statusOf(
      // The guard decides where to go; the client must not navigate as well.
      await dataOf(backgroundApi.GET('/api/account/status')),
    ),
  storeStatus: setAccountStatus,
  onStatusCheckFailed: () =>
    // One id: the guard of the pending page may fail right after the first one.
    notify.error(i18n.t('account.verification.statusCheck.error'), undefined, {
      toastId: 'account-status-check',
    }),
};

/** A route loader that throws a redirect when a guard says so. */
export function guardLoader(access: RouteAccess, deps: GuardDeps = defaultGuardDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = await runGuards(
      access,
      { pathname: url.pathname, search: url.search, hash: deps.hashFor(url.pathname) },
      deps,
    );
    if (to) throw redirect(to);
    return null;
  };
}
