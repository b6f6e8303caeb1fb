import { describe, expect, it } from 'vitest';
import { verificationMail } from './verification-mail';

describe('verificationMail', () => {
  const options = {
    to: 'ada@example.com',
    name: 'Ada',
    username: 'ada',
    link: 'https://cv.example/ui/account/verification?id=1&token=2',
  };

  it.each([
    ['en', 'Confirm your e-mail address', 'Hello Ada,', 'valid for 24 hours'],
    ['de', 'Bestätigen Sie Ihre E-Mail-Adresse', 'Hallo Ada,', '24 Stunden gültig'],
  ] as const)('is written in %s', (locale, subject, greeting, expiry) => {
    const mail = verificationMail({ ...options, locale });
    expect(mail).toMatchObject({ to: 'ada@example.com', subject });
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(expiry);
    expect(mail.text).toContain(options.link);
    expect(mail.html).toContain(`lang="${locale}"`);
  });
});
