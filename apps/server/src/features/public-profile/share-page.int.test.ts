import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, fixtureWebDist } from '../../../test/app';
import { buildAccount } from '../../../test/factories';
import { buildProfile } from '../../../test/profile-factories';

/**
 * User text spliced into the served index.html (title and Open Graph tags)
 * stays literal text: `$&`, `` $` ``, `$'` and `$$` are no replacement
 * patterns there.
 */
const { app } = await buildTestApp();

const indexHtml = readFileSync(path.join(fixtureWebDist, 'index.html'), 'utf8');

const count = (text: string, part: string) => text.split(part).length - 1;

describe('GET /ui/profile/{username} with replacement patterns in the profile', () => {
  // [pattern, as title text, as attribute value]
  it.each([
    ['$&', '$&amp;', '$&amp;'],
    ['$`', '$`', '$`'],
    ["$'", "$'", '$&#39;'],
    ['$$', '$$', '$$'],
    ['$1 $<name>', '$1 $&lt;name&gt;', '$1 $&lt;name&gt;'],
  ])('keeps %s literal in the title and every meta tag', async (pattern, text, attribute) => {
    const account = await buildAccount(app);
    await buildProfile(app, account.id, {
      displayName: `Ada ${pattern} Lovelace`,
      jobTitle: `Analyst ${pattern}`,
      bio: `Bio with ${pattern} inside.`,
    });
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;

    // The page's structure is the index.html's: nothing duplicated, nothing lost.
    for (const tag of ['<head>', '</head>', '<title>', '</title>', '<body>', '<div id="root">']) {
      expect(count(html, tag), tag).toBe(1);
    }
    expect(html.slice(0, html.indexOf('<title>'))).toBe(
      indexHtml.slice(0, indexHtml.indexOf('<title>')),
    );
    expect(html.slice(html.indexOf('</head>'))).toBe(indexHtml.slice(indexHtml.indexOf('</head>')));

    expect(html).toContain(`<title>Ada ${text} Lovelace – Analyst ${text} | CV Builder</title>`);
    const title = `Ada ${attribute} Lovelace – Analyst ${attribute}`;
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(html).toContain(`<meta name="description" content="Bio with ${attribute} inside." />`);
    expect(count(html, '<meta property="og:title"')).toBe(1);
    // The bio replaces the app's own description instead of adding a second one.
    expect(count(html, 'name="description"')).toBe(1);
  });

  it('describes the profile by the words of its bio, without formatting marks', async () => {
    const account = await buildAccount(app);
    await buildProfile(app, account.id, {
      bio: 'I build **reliable** [web apps](https://example.com).\n\n- Go\n- *Rust*',
    });
    const res = await app.inject({ url: `/ui/profile/${account.username}` });
    expect(res.body).toContain(
      '<meta name="description" content="I build reliable web apps. Go Rust" />',
    );
  });

  it("keeps the app's description on pages without one of their own", async () => {
    const res = await app.inject({ url: '/ui/privacy' });
    expect(count(res.body, '<meta name="description" content="Build your CV online." />')).toBe(1);
  });
});
