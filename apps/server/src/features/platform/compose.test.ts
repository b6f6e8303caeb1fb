import { describe, expect, it } from 'vitest';
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
