import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { accountWithProfile, addToProfile } from '../../../test/profile-helpers';

/**
 * The whole way, as the CV page uses it: a profile saved through the API
 * with `&`, `<` and quotes in its texts and links, then `GET /api/cv/preview`
 * of each design, checked with a strict XML parser.
 */
const { app } = await buildTestApp();

const TEXT = `R&D <b>"Team"</b> 'A' ]]> &amp;`;
const URLS = [`https://example.com/?a=1&b=<x>&c="q"`, `https://example.org/p?x=&lt;&y=2`];

function linksOf(svg: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const hrefs: string[] = [];
  parser.on('opentag', (tag) => {
    const href = tag.attributes.href;
    if (tag.local === 'a' && href && typeof href === 'object') hrefs.push(href.value);
  });
  parser.write(svg).close();
  return hrefs;
}

describe('GET /api/cv/preview with markup characters in the profile', () => {
  it.each(CV_DESIGN_IDS)('answers well-formed SVG for the %s design', async (design) => {
    const { cookie } = await accountWithProfile(app, { jobTitle: TEXT, bio: TEXT });
    await addToProfile(app, cookie, 'project', {
      name: TEXT,
      url: URLS[0],
      links: [{ label: TEXT, url: URLS[1] }],
    });

    const links: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const res = await app.inject({
        url: `/api/cv/preview?design=${design}&lang=en&page=${page}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      pages = Number(res.headers['x-cv-pages'] ?? 1);
      links.push(...linksOf(res.body));
    }
    expect(links).toEqual(expect.arrayContaining(URLS));
  });
});
