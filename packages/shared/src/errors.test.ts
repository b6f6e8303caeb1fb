import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GENERAL_ERROR_CODES, isErrorCode } from './errors';
import { en } from './i18n';

describe('error codes', () => {
  it('gives every general code its message under errors.<code>', () => {
    const messages: Record<string, unknown> = en.errors;
    for (const code of GENERAL_ERROR_CODES) expect(messages[code], code).toBeTypeOf('string');
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('tells known codes from other strings', () => {
    expect(isErrorCode('profile_not_found')).toBe(true);
    expect(isErrorCode('profile_not_fund')).toBe(false);
  });
});
