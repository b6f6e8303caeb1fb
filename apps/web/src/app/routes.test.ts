import { describe, expect, it } from 'vitest';
import { routeFor, ROUTE_TABLE, type RouteAccess } from './routes';

const OPEN: RouteAccess = { login: false };
/** Open, and a user who is logged in already goes on. */
const GUEST_ONLY: RouteAccess = { login: false, guestOnly: true };
const VERIFIED: RouteAccess = { login: true, status: 'VERIFIED' };

/** Every screen of the app and who may open it. */
const SCREENS: [path: string, access: RouteAccess][] = [
  ['/', OPEN],
  ['/login', GUEST_ONLY],
  ['/login/oauth-success', OPEN],
  ['/login/oauth-failure', OPEN],
  // The external-signup page checks the INCOMPLETE session itself.
  ['/login/oauth-signup', OPEN],
  ['/signup', GUEST_ONLY],
  ['/logout', OPEN],
  ['/account', VERIFIED],
  ['/account/edit', VERIFIED],
  ['/account/import', VERIFIED],
  ['/account/change-password', VERIFIED],
  ['/account/profile/create', VERIFIED],
  ['/account/profile/edit', VERIFIED],
  ['/account/verification', OPEN],
  ['/account/verification/pending', { login: true, status: 'UNVERIFIED' }],
  ['/profile', VERIFIED],
  ['/cv', VERIFIED],
  ['/cv/:id', VERIFIED],
  // Cover letters, and one of them in the letter studio.
  ['/letters', VERIFIED],
  ['/letters/:id', VERIFIED],
  ['/privacy', OPEN],
  // The job search: every application, and one of them.
  ['/applications', VERIFIED],
  ['/applications/:id', VERIFIED],
  // Deleted things, restorable for 30 days.
  ['/bin', VERIFIED],
  // The forgotten-password flow.
  ['/login/forgot-password', GUEST_ONLY],
  ['/login/reset-password', OPEN],
];

describe('route table', () => {
  it('has every screen of the app', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual(SCREENS.map(([path]) => path).sort());
  });

  it.each(SCREENS)('%s is for %j', (path, access) => {
    const address = path.replace(':id', '0b7e3a52-8d1c-4f4e-9a43-5b1f2f0c9d10');
    expect(routeFor(address)?.access).toEqual(access);
  });

  it('leaves a public profile to the server, which renders that page itself', () => {
    expect(routeFor('/profile/ada')).toBeUndefined();
  });

  it('has no entry for unknown paths (the not-found page takes them)', () => {
    expect(routeFor('/nope')).toBeUndefined();
    expect(routeFor('/profile/ada/more')).toBeUndefined();
  });

  it('gives every route a title and its own lazily loaded component', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.titleKey).toMatch(/\w+\.\w+/);
      expect(typeof route.load).toBe('function');
    }
  });
});
