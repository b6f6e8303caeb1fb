import { ACCOUNT_STATUSES, type AccountStatus } from '@cv/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import {
  guardLoader,
  loginRedirect,
  needsStatusReload,
  runGuards,
  statusRedirect,
  type GuardDeps,
} from './guards';
import type { RouteAccess } from './routes';
import type { SessionState } from './session';

const loggedIn = (status: AccountStatus | null): SessionState => ({ loggedIn: true, status });
const loggedOut: SessionState = { loggedIn: false, status: null };

function buildDeps(overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    session: () => loggedIn('VERIFIED'),
    loadStatus: vi.fn(async () => 'VERIFIED' as const),
    storeStatus: vi.fn(),
    onStatusCheckFailed: vi.fn(),
    hashFor: () => '',
    ...overrides,
  };
}

const wanted = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

const VERIFIED_ROUTE: RouteAccess = { login: true, status: 'VERIFIED' };
const NO_STATUS_ROUTE: RouteAccess = { login: true };
const PENDING_ROUTE: RouteAccess = { login: true, status: 'UNVERIFIED' };
const OAUTH_SIGNUP_ROUTE: RouteAccess = { login: true, status: 'INCOMPLETE' };

describe('login guard', () => {
  it('sends a logged-out user to login with the full path wanted, query included', () => {
    expect(loginRedirect(VERIFIED_ROUTE, loggedOut, '/ui/account/profile/edit?tab=skills')).toBe(
      '/login?redirect=%2Fui%2Faccount%2Fprofile%2Fedit%3Ftab%3Dskills',
    );
  });

  it('lets a logged-in user through', () => {
    expect(loginRedirect(VERIFIED_ROUTE, loggedIn(null), '/ui/account')).toBeNull();
  });

  it('ignores open routes', () => {
    expect(loginRedirect({ login: false }, loggedOut, '/ui/privacy')).toBeNull();
  });
});

describe('status reload rule', () => {
  it('reloads when the route requires no status, whatever is stored', () => {
    for (const status of [...ACCOUNT_STATUSES, null]) {
      expect(needsStatusReload(undefined, status)).toBe(true);
    }
  });

  it.each([null, 'UNVERIFIED', 'INCOMPLETE'] as const)(
    'reloads a stored status of %s',
    (status) => {
      expect(needsStatusReload('VERIFIED', status)).toBe(true);
      expect(needsStatusReload('UNVERIFIED', status)).toBe(true);
    },
  );

  it('trusts a stored VERIFIED on routes with a required status', () => {
    expect(needsStatusReload('VERIFIED', 'VERIFIED')).toBe(false);
    expect(needsStatusReload('UNVERIFIED', 'VERIFIED')).toBe(false);
  });
});

describe('status redirect rule', () => {
  it.each([undefined, 'VERIFIED'] as const)(
    'routes requiring %s send every non-VERIFIED user to the pending page',
    (required) => {
      expect(statusRedirect(required, 'VERIFIED')).toBeNull();
      expect(statusRedirect(required, 'UNVERIFIED')).toBe('/account/verification/pending');
      expect(statusRedirect(required, 'INCOMPLETE')).toBe('/account/verification/pending');
    },
  );

  it('routes requiring UNVERIFIED send INCOMPLETE users to oauth-signup and let others through', () => {
    expect(statusRedirect('UNVERIFIED', 'INCOMPLETE')).toBe('/login/oauth-signup');
    expect(statusRedirect('UNVERIFIED', 'UNVERIFIED')).toBeNull();
    expect(statusRedirect('UNVERIFIED', 'VERIFIED')).toBeNull();
  });

  it('the oauth-signup route admits INCOMPLETE users only', () => {
    expect(statusRedirect('INCOMPLETE', 'INCOMPLETE')).toBeNull();
    expect(statusRedirect('INCOMPLETE', 'UNVERIFIED')).toBe('/account/verification/pending');
    expect(statusRedirect('INCOMPLETE', 'VERIFIED')).toBe('/account');
  });

  it('never bounces between two guarded routes', () => {
    const targets: Record<string, AccountStatus> = {
      '/account/verification/pending': 'UNVERIFIED',
      '/login/oauth-signup': 'INCOMPLETE',
      '/account': 'VERIFIED',
    };
    for (const status of ACCOUNT_STATUSES) {
      let required: AccountStatus = 'VERIFIED';
      const seen = new Set<string>();
      for (let hop = 0; hop < 5; hop++) {
        const next = statusRedirect(required, status);
        if (next === null) break;
        expect(seen.has(next), `${status} loops at ${next}`).toBe(false);
        seen.add(next);
        required = targets[next] as AccountStatus;
      }
    }
  });
});

describe('runGuards', () => {
  it('does nothing for open routes', async () => {
    const deps = buildDeps({ session: () => loggedOut });
    await expect(runGuards({ login: false }, wanted('/ui/privacy'), deps)).resolves.toBeNull();
    expect(deps.loadStatus).not.toHaveBeenCalled();
  });

  it('sends a logged-out user to login before checking any status', async () => {
    const deps = buildDeps({ session: () => loggedOut });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/cv?design=classic'), deps)).resolves.toBe(
      '/login?redirect=%2Fui%2Fcv%3Fdesign%3Dclassic',
    );
    expect(deps.loadStatus).not.toHaveBeenCalled();
  });

  it('keeps the #fragment of the path wanted in the login redirect', async () => {
    const deps = buildDeps({ session: () => loggedOut });
    await expect(
      runGuards(VERIFIED_ROUTE, wanted('/ui/account/profile/edit?x=1#frag'), deps),
    ).resolves.toBe('/login?redirect=%2Fui%2Faccount%2Fprofile%2Fedit%3Fx%3D1%23frag');
  });

  it('passes a stored VERIFIED user without asking the server', async () => {
    const deps = buildDeps();
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/account'), deps)).resolves.toBeNull();
    expect(deps.loadStatus).not.toHaveBeenCalled();
  });

  it('reloads an unknown status, stores it and decides with it', async () => {
    const deps = buildDeps({
      session: () => loggedIn(null),
      loadStatus: vi.fn(async () => 'UNVERIFIED' as const),
    });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/account'), deps)).resolves.toBe(
      '/account/verification/pending',
    );
    expect(deps.storeStatus).toHaveBeenCalledWith('UNVERIFIED');
  });

  it('lets a user who verified meanwhile through after the reload', async () => {
    const deps = buildDeps({ session: () => loggedIn('UNVERIFIED') });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/account'), deps)).resolves.toBeNull();
    expect(deps.loadStatus).toHaveBeenCalledTimes(1);
    expect(deps.storeStatus).toHaveBeenCalledWith('VERIFIED');
  });

  it('always reloads on a login route without a required status', async () => {
    const deps = buildDeps();
    await runGuards(NO_STATUS_ROUTE, wanted('/ui/account'), deps);
    expect(deps.loadStatus).toHaveBeenCalledTimes(1);
  });

  it('shows the error toast and goes to the pending page when the reload fails', async () => {
    const deps = buildDeps({
      session: () => loggedIn(null),
      loadStatus: vi.fn(async () => {
        throw new ApiError(500, undefined, 'boom');
      }),
    });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/account'), deps)).resolves.toBe(
      '/account/verification/pending',
    );
    expect(deps.onStatusCheckFailed).toHaveBeenCalledTimes(1);
    expect(deps.storeStatus).not.toHaveBeenCalled();
  });

  it('treats an empty status answer like a failed reload', async () => {
    const deps = buildDeps({ session: () => loggedIn(null), loadStatus: vi.fn(async () => null) });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/cv'), deps)).resolves.toBe(
      '/account/verification/pending',
    );
    expect(deps.onStatusCheckFailed).toHaveBeenCalledTimes(1);
  });

  it('shows the pending page itself when its own status check fails, instead of looping', async () => {
    const deps = buildDeps({ session: () => loggedIn(null), loadStatus: vi.fn(async () => null) });
    await expect(
      runGuards(PENDING_ROUTE, wanted('/ui/account/verification/pending'), deps),
    ).resolves.toBeNull();
    expect(deps.onStatusCheckFailed).toHaveBeenCalledTimes(1);
  });

  it('sends the user to login when the session expired during the reload', async () => {
    const deps = buildDeps({
      session: () => loggedIn(null),
      loadStatus: vi.fn(async () => {
        throw new ApiError(401, undefined, 'expired', true);
      }),
    });
    await expect(runGuards(VERIFIED_ROUTE, wanted('/ui/account'), deps)).resolves.toBe(
      '/login?redirect=%2Fui%2Faccount',
    );
    expect(deps.onStatusCheckFailed).not.toHaveBeenCalled();
  });

  it.each([
    {
      title: 'sends an INCOMPLETE user from the pending page to oauth-signup',
      route: PENDING_ROUTE,
      path: '/ui/account/verification/pending',
      to: '/login/oauth-signup',
    },
    {
      title: 'lets an INCOMPLETE user finish the external signup',
      route: OAUTH_SIGNUP_ROUTE,
      path: '/ui/login/oauth-signup',
      to: null,
    },
  ])('$title', async ({ route, path, to }) => {
    const deps = buildDeps({
      session: () => loggedIn('INCOMPLETE'),
      loadStatus: vi.fn(async () => 'INCOMPLETE' as const),
    });
    await expect(runGuards(route, wanted(path), deps)).resolves.toBe(to);
  });
});

describe('guest-only routes (login, signup)', () => {
  const GUEST_ROUTE: RouteAccess = { login: false, guestOnly: true };

  it('shows them to logged-out users', async () => {
    const deps = buildDeps({ session: () => loggedOut });
    await expect(runGuards(GUEST_ROUTE, wanted('/ui/login'), deps)).resolves.toBeNull();
  });

  it('sends a logged-in user on to the redirect wanted, or to the account', async () => {
    const deps = buildDeps();
    await expect(
      runGuards(GUEST_ROUTE, wanted(`/ui/login?redirect=${encodeURIComponent('/ui/cv#x')}`), deps),
    ).resolves.toBe('/cv#x');
    await expect(runGuards(GUEST_ROUTE, wanted('/ui/signup'), deps)).resolves.toBe('/account');
    expect(deps.loadStatus).not.toHaveBeenCalled();
  });
});

describe('guardLoader', () => {
  it('throws a redirect response to the login page', async () => {
    const loader = guardLoader(VERIFIED_ROUTE, buildDeps({ session: () => loggedOut }));
    const request = new Request('http://localhost/ui/account?x=1');
    const thrown = await loader({ request, params: {}, context: {} } as never).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fui%2Faccount%3Fx%3D1',
    );
  });

  it('takes the #fragment from the navigation, since the request carries none', async () => {
    const deps = buildDeps({
      session: () => loggedOut,
      hashFor: (pathname) => (pathname === '/ui/account' ? '#skills' : ''),
    });
    const loader = guardLoader(VERIFIED_ROUTE, deps);
    const request = new Request('http://localhost/ui/account?x=1');
    const thrown = await loader({ request, params: {}, context: {} } as never).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fui%2Faccount%3Fx%3D1%23skills',
    );
  });

  it('returns null when the user may pass', async () => {
    const loader = guardLoader(VERIFIED_ROUTE, buildDeps());
    const request = new Request('http://localhost/ui/account');
    await expect(loader({ request, params: {}, context: {} } as never)).resolves.toBeNull();
  });
});
