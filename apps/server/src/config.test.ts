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
