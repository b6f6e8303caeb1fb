import { describe, expect, it } from 'vitest';
import { isUiPath, oauthSignupSchema, uiRedirectSchema } from './oauth';

describe('isUiPath', () => {
  it.each([
    '/ui',
    '/ui/',
    '/ui/account',
    '/ui/cv?design=modern&lang=de',
    '/ui/account#security',
    '/ui?x=1',
  ])('accepts the web app path %s', (path) => expect(isUiPath(path)).toBe(true));

  it.each([
    ['another origin', 'https://evil.example/ui'],
    ['a protocol-relative URL', '//evil.example/ui/account'],
    ['a path outside the app', '/api/account'],
    ['a prefix look-alike', '/uix/account'],
    ['dot segments out of /ui', '/ui/../api/account'],
    ['encoded dot segments', '/ui/%2e%2e/api'],
    ['backslashes', '/ui\\..\\api'],
    ['a relative path', 'ui/account'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a control character', '/ui/\naccount'],
    ['the empty string', ''],
  ])('refuses %s', (_, path) => expect(isUiPath(path)).toBe(false));
});

describe('uiRedirectSchema', () => {
  it('reports a foreign redirect as invalid', () => {
    const result = uiRedirectSchema.safeParse('https://evil.example');
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
  });
});

describe('oauthSignupSchema', () => {
  it('has the rules of the password signup, without the password', () => {
    const parsed = oauthSignupSchema.parse({
      username: ' ada.l ',
      email: ' ada@example.com ',
      firstName: '',
    });
    expect(parsed).toEqual({
      username: 'ada.l',
      email: 'ada@example.com',
      firstName: null,
      lastName: null,
    });
    expect(oauthSignupSchema.safeParse({ username: 'a/b', email: 'x' }).success).toBe(false);
  });
});
