import { describe, expect, it } from 'vitest';
import { verificationMail } from '../account/verification-mail';
import { composeMail } from './compose';

describe('composeMail', () => {
  const content = {
    lang: 'en',
    subject: 'Subject',
    greeting: 'Hello <b>Mallory</b>,',
    intro: ['Intro'],
    action: { label: 'Click', url: 'https://cv.example/ui/x?id=1&token=2' },
    linkHint: 'Hint',
    outro: ['Outro'],
    signature: 'Team',
  };

  it('writes the same words as text and as HTML, user data escaped in HTML', () => {
    const mail = composeMail(content);
    expect(mail.text).toBe(
      'Hello <b>Mallory</b>,\n\nIntro\n\nClick:\nhttps://cv.example/ui/x?id=1&token=2\n\nOutro\n\nTeam',
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Mallory&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Mallory');
    expect(mail.html).toContain('href="https://cv.example/ui/x?id=1&amp;token=2"');
    expect(mail.html).toContain('<html lang="en">');
  });
});

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
