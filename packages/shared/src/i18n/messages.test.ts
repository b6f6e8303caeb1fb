import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../schemas/account';
import { de, en } from './index';

/** The i18n text of a message key such as 'validation.username'. */
const textOf = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages) as string;

describe('the username rule', () => {
  const refusal = (name: string) => usernameSchema.safeParse(name).error?.issues[0]?.message ?? '';

  it('says that letters with accents or umlauts are not allowed, as it refuses them', () => {
    const key = refusal('jürgen');
    expect(textOf(en, key)).toContain('a–z');
    expect(textOf(en, key)).toMatch(/without accents/);
    expect(textOf(de, key)).toContain('a–z');
    expect(textOf(de, key)).toMatch(/ohne Akzente und Umlaute/);
    // What it names as allowed is allowed.
    expect(usernameSchema.safeParse('ada.lovelace_1-x').success).toBe(true);
  });
});

describe('the footer', () => {
  it('takes the year as a value instead of naming one', () => {
    for (const messages of [en, de]) {
      expect(messages.footer.copyright).toContain('{{year}}');
      expect(messages.footer.copyright).not.toMatch(/\d{4}/);
    }
  });
});
