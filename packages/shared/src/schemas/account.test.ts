import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../validation';
import {
  accountUpdateSchema,
  changePasswordSchema,
  emailSchema,
  PASSWORD_RULES,
  passwordSchema,
  signupSchema,
  unmetPasswordRules,
  usernameSchema,
} from './account';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('password rules', () => {
  it('lists the password requirements, each with a label for the live list', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual([
      'length',
      'noWhitespace',
      'digit',
      'special',
      'uppercase',
      'lowercase',
    ]);
    for (const rule of PASSWORD_RULES) {
      expect(rule.labelKey).toBe(`account.password.requirements.${rule.id}`);
    }
    expect(PASSWORD_RULES[0].params).toEqual({ min: 8, max: 128 });
  });

  it.each([
    ['Correct-h0rse', []],
    ['Aa1-bcde', []],
    ['Ünïcødé-Paß1', []],
    ['Sh0rt-x', ['length']],
    [`Aa1-${'x'.repeat(125)}`, ['length']],
    ['Correct h0rse!', ['noWhitespace']],
    ['Correct\th0rse!', ['noWhitespace']],
    ['Correct-horse', ['digit']],
    ['CorrectH0rse', ['special']],
    ['correct-h0rse', ['uppercase']],
    ['CORRECT-H0RSE', ['lowercase']],
    ['', ['length', 'digit', 'special', 'uppercase', 'lowercase']],
  ])('%j breaks %j', (password, broken) => {
    expect(unmetPasswordRules(password)).toEqual(broken);
  });

  it('gives one message for any broken rule, and "blank" for an empty password', () => {
    expect(messages(passwordSchema.safeParse('weak'))).toEqual([MESSAGE_KEYS.password]);
    expect(messages(passwordSchema.safeParse(''))).toEqual([MESSAGE_KEYS.blank]);
    expect(passwordSchema.safeParse('Correct-h0rse').success).toBe(true);
  });
});

describe('usernameSchema', () => {
  it.each(['abc', 'Ada.Lovelace', 'a_b-c.d', '1'.repeat(30)])('accepts %j', (name) => {
    expect(usernameSchema.parse(` ${name} `)).toBe(name);
  });

  it.each([
    ['', MESSAGE_KEYS.blank],
    ['ab', MESSAGE_KEYS.tooShort],
    ['a'.repeat(31), MESSAGE_KEYS.tooLong],
    ['ada lovelace', MESSAGE_KEYS.username],
    ['jürgen', MESSAGE_KEYS.username],
    ['ada@home', MESSAGE_KEYS.username],
  ])('refuses %j', (name, key) => {
    expect(messages(usernameSchema.safeParse(name))).toEqual([key]);
  });
});

describe('emailSchema', () => {
  it('trims and accepts an address', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com');
  });

  it.each([
    ['', MESSAGE_KEYS.blank],
    ['nope', MESSAGE_KEYS.email],
    [`${'a'.repeat(250)}@example.com`, MESSAGE_KEYS.tooLong],
  ])('refuses %j with one message', (email, key) => {
    expect(messages(emailSchema.safeParse(email))).toEqual([key]);
  });
});

describe('confirmation', () => {
  const signup = {
    username: 'ada',
    email: 'ada@example.com',
    password: 'Correct-h0rse',
    confirmPassword: 'Correct-h0rse',
  };

  it('puts "Passwords must match" under confirmPassword', () => {
    const result = signupSchema.safeParse({ ...signup, confirmPassword: 'Correct-h0rse!' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: MESSAGE_KEYS.passwordsMatch }),
    ]);
  });

  it('checks the confirmation of a password change the same way', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'old',
      password: 'N3w-Secret!',
      confirmPassword: 'other',
    });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['confirmPassword']]);
  });

  it('refuses a new password equal to the current one, under the new password', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'N3w-Secret!',
      password: 'N3w-Secret!',
      confirmPassword: 'N3w-Secret!',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: MESSAGE_KEYS.samePassword }),
    ]);
  });

  it('turns blank optional names into null', () => {
    expect(signupSchema.parse({ ...signup, firstName: '  ' })).toMatchObject({
      firstName: null,
      lastName: null,
    });
  });
});

describe('accountUpdateSchema', () => {
  it('normalizes blanks to null and the country to upper case', () => {
    expect(
      accountUpdateSchema.parse({ email: 'a@b.de', phone: ' ', country: 'de', birthday: '' }),
    ).toMatchObject({ phone: null, country: 'DE', birthday: null, city: null });
  });

  it.each([
    [{ birthday: '2999-01-01' }, 'birthday'],
    [{ birthday: '1899-12-31' }, 'birthday'],
    [{ birthday: '1990-02-30' }, 'birthday'],
    [{ phone: '+49 30 1234', country: 'DEU' }, 'country'],
    [{ phone: 'abc' }, 'phone'],
  ])('refuses %j', (override, field) => {
    const result = accountUpdateSchema.safeParse({ email: 'a@b.de', ...override });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });
});
