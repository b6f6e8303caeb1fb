import { describe, expect, it } from 'vitest';
import { allowsInsecureRequests, callbackUrl, splitName } from './provider';

describe('splitName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Grace Brewster Hopper', 'Grace Brewster', 'Hopper'],
    ['  Linus  ', 'Linus', null],
    ['', null, null],
    [null, null, null],
  ])('splits %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('allowsInsecureRequests', () => {
  it('allows plain http only when every http URL is on this machine', () => {
    expect(allowsInsecureRequests(['http://127.0.0.1:4000', 'http://localhost/x'])).toBe(true);
    expect(allowsInsecureRequests(['http://[::1]:4000/token'])).toBe(true);
    expect(allowsInsecureRequests(['https://github.com/login', 'http://localhost:1/'])).toBe(true);
    expect(allowsInsecureRequests(['https://github.com/login/oauth/access_token'])).toBe(false);
    expect(allowsInsecureRequests(['http://idp.example/', 'http://localhost/'])).toBe(false);
    expect(allowsInsecureRequests(['http://127.0.0.1.evil.example/'])).toBe(false);
  });
});

describe('callbackUrl', () => {
  it('is the URL to register at the provider', () => {
    expect(callbackUrl('https://cv.example', 'github')).toBe(
      'https://cv.example/api/oauth/github/callback',
    );
  });
});
