import { describe, expect, it } from 'vitest';
import { routeFor, ROUTE_TABLE } from './routes';

describe('route table', () => {
  it('has every screen of the app', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/login',
        '/login/oauth-success',
        '/login/oauth-failure',
        '/login/oauth-signup',
        '/signup',
        '/logout',
        '/account',
        '/account/edit',
        '/account/import',
        '/account/change-password',
        '/account/profile/create',
        '/account/profile/edit',
        '/account/verification',
        '/account/verification/pending',
        '/profile',
        '/cv',
        '/cv/:id',
        // Cover letters, and one of them in the letter studio.
        '/letters',
        '/letters/:id',
        '/privacy',
        // The job search: every application, and one of them.
        '/applications',
        '/applications/:id',
        // Deleted things, restorable for 30 days.
        '/bin',
        // The forgotten-password flow.
        '/login/forgot-password',
        '/login/reset-password',
      ].sort(),
    );
  });

  it.each(['/login', '/signup', '/login/forgot-password'])(
    '%s is open, and sends logged-in users on',
    (path) => {
      expect(routeFor(path)?.access).toEqual({ login: false, guestOnly: true });
    },
  );

  it.each([
    '/',
    '/login/oauth-success',
    '/login/oauth-failure',
    '/logout',
    '/account/verification',
    '/privacy',
    '/login/reset-password',
  ])('%s is open to everyone', (path) => {
    expect(routeFor(path)?.access).toEqual({ login: false });
  });

  it.each([
    '/account',
    '/account/edit',
    '/account/import',
    '/account/change-password',
    '/account/profile/create',
    '/account/profile/edit',
    '/cv',
    '/cv/0b7e3a52-8d1c-4f4e-9a43-5b1f2f0c9d10',
    '/profile',
  ])('%s needs a login and a VERIFIED account', (path) => {
    expect(routeFor(path)?.access).toEqual({ login: true, status: 'VERIFIED' });
  });

  it('the pending page needs a login and status UNVERIFIED', () => {
    expect(routeFor('/account/verification/pending')?.access).toEqual({
      login: true,
      status: 'UNVERIFIED',
    });
  });

  it('leaves the external-signup page open: it checks the INCOMPLETE session itself', () => {
    expect(routeFor('/login/oauth-signup')?.access).toEqual({ login: false });
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
