import { describe, expect, it } from 'vitest';
import { cvStudioPath, loginPath, publicProfilePath, safeRedirectTarget } from './paths';

describe('login redirect helpers', () => {
  it('puts the full path into the redirect query', () => {
    expect(loginPath('/ui/cv?design=classic')).toBe(
      '/login?redirect=%2Fui%2Fcv%3Fdesign%3Dclassic',
    );
    expect(loginPath()).toBe('/login');
  });

  it('turns a redirect back into a router path', () => {
    expect(safeRedirectTarget('/ui/cv?design=classic')).toBe('/cv?design=classic');
    expect(safeRedirectTarget('/ui')).toBe('/');
    expect(safeRedirectTarget('/ui?x=1')).toBe('/?x=1');
  });

  it.each([
    null,
    '',
    'https://evil.example/ui/account',
    '//evil.example/ui',
    '/uievil',
    '/ui//evil.example',
    '/ui/\\evil.example',
    '/api/auth/logout',
  ])('refuses %s as a redirect target', (redirect) => {
    expect(safeRedirectTarget(redirect)).toBe('/');
  });

  it('encodes usernames in profile links', () => {
    expect(publicProfilePath('a b')).toBe('/profile/a%20b');
  });

  it('links a CV to its studio', () => {
    expect(cvStudioPath('0b7e3a52-8d1c-4f4e-9a43-5b1f2f0c9d10')).toBe(
      '/cv/0b7e3a52-8d1c-4f4e-9a43-5b1f2f0c9d10',
    );
  });
});
