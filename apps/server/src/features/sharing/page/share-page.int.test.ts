import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/app';
import { buildAccount } from '../../../../test/factories';
import { REPLACEMENT_PATTERNS } from '../../../../test/page-dom';
import { buildProfile } from '../../../../test/profile-factories';

/**
 * User text in the rendered page's head (title, description and Open Graph
 * tags) stays literal text: `$&`, `` $` ``, `$'` and `$$` are no replacement
 * patterns there, and nothing is duplicated or lost around them.
 */
const { app } = await buildTestApp();

const count = (text: string, part: string) => text.split(part).length - 1;

describe('GET /ui/profile/{username} with replacement patterns in the profile', () => {
  it.each(REPLACEMENT_PATTERNS)(
    'keeps %s literal in the title and every meta tag',
    async (pattern, text) => {
      const account = await buildAccount(app);
      await buildProfile(app, account.id, {
        displayName: `Ada ${pattern} Lovelace`,
        jobTitle: `Analyst ${pattern}`,
        bio: `Bio with ${pattern} inside.`,
      });
      const res = await app.inject({ url: `/ui/profile/${account.username}` });
      expect(res.statusCode).toBe(200);
      const html = res.body;

      for (const tag of ['<head>', '</head>', '<title>', '</title>', '<body>', '</body>', '<h1>']) {
        expect(count(html, tag), tag).toBe(1);
      }
      expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(
        true,
      );
      expect(html.endsWith('</body></html>')).toBe(true);
      expect(html).toContain(`<h1>Ada ${text} Lovelace</h1>`);

      expect(html).toContain(`<title>Ada ${text} Lovelace – Analyst ${text} | CV Builder</title>`);
      const title = `Ada ${text} Lovelace – Analyst ${text}`;
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
      expect(html).toContain(`<meta name="description" content="Bio with ${text} inside.">`);
      expect(count(html, '<meta property="og:title"')).toBe(1);
      expect(count(html, 'name="description"')).toBe(1);
    },
  );

  it('describes the profile by the words of its bio, without formatting marks', async () => {
    const account = await buildAccount(app);
    await buildProfile(app, account.id, {
      bio: 'I build **reliable** [web apps](https://example.com).\n\n- Go\n- *Rust*',
    });
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.body).toContain(
      '<meta name="description" content="I build reliable web apps. Go Rust">',
    );
  });

  it("keeps the app's description on pages without one of their own", async () => {
    const res = await app.inject({ url: '/ui/privacy' });
    expect(count(res.body, '<meta name="description" content="Build your CV online." />')).toBe(1);
  });
});
