import { describe, expect, it } from 'vitest';
import { contactAddressLine, letterContentChangeSchema, proposedSalutation } from './letters';

describe('the salutation a letter proposes', () => {
  it.each([
    [
      { contactName: 'Dr. Anna Schmidt', contactForm: 'ms' },
      'de',
      'Sehr geehrte Frau Dr. Schmidt,',
    ],
    [
      { contactName: 'Prof. Dr. Jan Weiß', contactForm: 'mr' },
      'de',
      'Sehr geehrter Herr Prof. Dr. Weiß,',
    ],
    [{ contactName: 'Kim Lee', contactForm: 'name' }, 'de', 'Guten Tag Kim Lee,'],
    [{}, 'de', 'Sehr geehrte Damen und Herren,'],
    [{ contactName: 'Jane Doe', contactForm: 'ms' }, 'en', 'Dear Ms Doe,'],
    [{ contactName: 'Dr. Anna Schmidt', contactForm: 'ms' }, 'en', 'Dear Dr Schmidt,'],
    [{ contactName: 'Sam Taylor' }, 'en', 'Dear Sam Taylor,'],
    [{ contactName: '  ' }, 'en', 'Dear Hiring Manager,'],
  ] as const)('%o in %s: %s', (recipient, lang, expected) => {
    expect(proposedSalutation(recipient, lang)).toBe(expected);
  });

  it('writes the contact line of the address with the form of address', () => {
    expect(contactAddressLine({ contactName: 'Dr. Anna Schmidt', contactForm: 'ms' }, 'de')).toBe(
      'Frau Dr. Anna Schmidt',
    );
    expect(contactAddressLine({ contactName: 'Jane Doe', contactForm: 'ms' }, 'en')).toBe(
      'Ms Jane Doe',
    );
    expect(contactAddressLine({ contactName: 'Jane Doe', contactForm: 'name' }, 'en')).toBe(
      'Jane Doe',
    );
    // In English an academic title stands instead of Ms/Mr, as in the salutation.
    expect(contactAddressLine({ contactName: 'Dr. Anna Schmidt', contactForm: 'ms' }, 'en')).toBe(
      'Dr Anna Schmidt',
    );
    expect(contactAddressLine({}, 'en')).toBeUndefined();
  });
});

describe('a change of a letter', () => {
  it('turns a blank text into null (cleared) and leaves unnamed fields out', () => {
    expect(
      letterContentChangeSchema.parse({ subject: '  ', recipient: { city: ' Berlin ' } }),
    ).toEqual({ subject: null, recipient: { city: 'Berlin' } });
  });

  it('refuses NUL, lone surrogates and unknown fields', () => {
    for (const change of [
      { subject: 'a\u0000b' },
      { body: '\ud800' },
      { recipient: { zip: '1' } },
      { other: 1 },
    ]) {
      expect(letterContentChangeSchema.safeParse(change).success).toBe(false);
    }
  });
});
