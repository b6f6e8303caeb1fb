import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config';

describe('signing secrets in the environment', () => {
  it('take a comma-separated list, newest first', () => {
    const env = parseEnv({ JWT_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(40)}` });
    expect(env.JWT_SECRET).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(env.COOKIE_SECRET).toBeUndefined();
  });

  it('refuse a short secret, naming the variable', () => {
    expect(() => parseEnv({ COOKIE_SECRET: `${'a'.repeat(32)},short` })).toThrow(ConfigError);
    expect(() => parseEnv({ COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a number of proxies in front of the app; `true` is one', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
  });

  it('takes a comma-separated list of proxy addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of [
      '-1',
      '1.5',
      'maybe',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.1,',
      'fd00::/129',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
