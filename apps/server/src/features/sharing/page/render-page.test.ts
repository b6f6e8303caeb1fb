import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fullProfile } from '../../../../test/public-profile.fixture';
import { PAGE_CSS } from './page-css';
import { parsePage, REPLACEMENT_PATTERNS } from '../../../../test/page-dom';
import { PAGE_SCRIPT } from './page-script';
import { renderPublicPage, type PublicPageOptions } from './render-page';

const pageUrl = 'http://localhost:8080/ui/profile/ada.lovelace';
const options: PublicPageOptions = {
  publicUrl: 'http://localhost:8080',
  pageUrl,
  noindex: false,
  viewBeacon: { kind: 'public', key: 'ada.lovelace' },
  pdfUrl: '/api/public/profile/ada.lovelace/pdf',
  ogImageUrl: 'http://localhost:8080/api/public/profile/ada.lovelace/og.png',
  languageLinks: { en: `${pageUrl}?lang=en`, de: `${pageUrl}?lang=de` },
};

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';

describe('renderPublicPage', () => {
  it('keeps the heaviest profile within 60 KB gzipped, styles and script included', () => {
    const html = renderPublicPage(fullProfile(), options);
    // Styles and script are inline: the HTML is the whole first-visit transfer (picture aside).
    const gzip = gzipSync(html, { level: 6 }).length;
    const css = gzipSync(PAGE_CSS).length;
    const js = gzipSync(PAGE_SCRIPT).length;
    console.info(
      `public page weight: ${(gzip / 1024).toFixed(1)} KB gzip (of it CSS ${(css / 1024).toFixed(1)} KB, JS ${(js / 1024).toFixed(1)} KB; ${(html.length / 1024).toFixed(0)} KB raw)`,
    );
    expect(
      parsePage(html)
        .byTag('link')
        .filter((l) => l.attribs.rel === 'stylesheet'),
    ).toEqual([]);
    expect(
      parsePage(html)
        .byTag('script')
        .filter((s) => s.attribs.src),
    ).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(60 * 1024);
  });

  it('shows every section without script: nothing waits for JavaScript to appear', () => {
    const page = parsePage(renderPublicPage(fullProfile(), options));
    const text = page.visibleText();
    for (const part of [
      'Ada Lovelace',
      'Principal Engineer',
      'ada@example.com',
      'St James Square 12, SW1Y 4JH London, United Kingdom',
      'Senior Engineer 12',
      'University of London 4',
      'Skill 30',
      'Project 8',
      'Certificate 6',
      'Award 5',
      'Sketch of the Analytical Engine 6',
      'Charity 4',
      'Interest 6',
      'Charles Babbage 4',
      'Teaching 2',
      'Course 4',
      'Deutsch',
    ]) {
      expect(text, part).toContain(part);
    }
    // The only hidden element is the owner's bar, which the script may reveal.
    expect(page.withAttr('hidden').map((el) => el.attribs.id)).toEqual(['owner-bar']);
    expect(page.byTag('noscript')).toEqual([]);
  });

  it('has one h1, h2 per section and h3 per entry, and landmarks', () => {
    const page = parsePage(renderPublicPage(fullProfile(), options));
    expect(page.byTag('h1').map(page.text)).toEqual(['Ada Lovelace']);
    expect(page.byTag('h2').map(page.text)).toEqual([
      'About',
      'Work experience',
      'Education',
      'Skills',
      'Projects',
      'Volunteering',
      'Certificates',
      'Awards',
      'Publications',
      'Languages',
      'Interests',
      'Teaching 1',
      'Teaching 2',
      'References',
    ]);
    for (const tag of ['header', 'main', 'footer', 'nav', 'aside']) {
      expect(page.byTag(tag), tag).toHaveLength(1);
    }
    const img = page.byTag('img')[0];
    expect(img?.attribs.alt).toBe('Photo of Ada Lovelace');
  });

  it('escapes hostile text everywhere: no element or attribute comes from user text', () => {
    const profile = fullProfile({
      displayName: HOSTILE,
      jobTitle: HOSTILE,
      location: HOSTILE,
      bio: `${HOSTILE}\n\n[click](javascript:alert(3)) <b onmouseover=x>bold</b>`,
      website: `javascript:alert(4)`,
      email: `a@b.c${HOSTILE}`,
      skills: [{ name: HOSTILE, type: HOSTILE, level: 3, keywords: [HOSTILE] }],
      links: [{ network: HOSTILE, username: HOSTILE, url: 'https://example.com/"onmouseover="x' }],
    });
    const html = renderPublicPage(profile, {
      ...options,
      viewBeacon: { kind: 'public', key: HOSTILE },
    });
    const page = parsePage(html);
    // The one script is the page's own; the one image the picture.
    expect(page.byTag('script').map((s) => page.text(s))).toEqual([PAGE_SCRIPT]);
    expect(page.byTag('img')).toHaveLength(1);
    expect(page.byTag('b')).toEqual([]);
    for (const el of page.all) {
      for (const name of Object.keys(el.attribs)) expect(name, el.name).not.toMatch(/^on/i);
      const href = el.attribs.href ?? '';
      expect(href).not.toMatch(/^\s*javascript:/i);
    }
    expect(page.byTag('h1').map(page.text)).toEqual([HOSTILE]);
    expect(page.byTag('title').map(page.text)).toEqual([`${HOSTILE} – ${HOSTILE} | CV Builder`]);
    expect(page.meta('og:title')).toBe(`${HOSTILE} – ${HOSTILE}`);
    // A javascript: link stays its words, not an anchor.
    expect(page.byTag('a').filter((a) => page.text(a) === 'click')).toEqual([]);
    expect(page.visibleText()).toContain('click');
  });

  it.each(REPLACEMENT_PATTERNS)(
    'keeps %s literal in the title and the meta tags',
    (pattern, attribute) => {
      const html = renderPublicPage(
        fullProfile({
          displayName: `Ada ${pattern} Lovelace`,
          jobTitle: `Analyst ${pattern}`,
          bio: `Bio with ${pattern} inside.`,
        }),
        options,
      );
      const page = parsePage(html);
      expect(page.byTag('title').map(page.text)).toEqual([
        `Ada ${pattern} Lovelace – Analyst ${pattern} | CV Builder`,
      ]);
      expect(html).toContain(
        `<meta property="og:title" content="Ada ${attribute} Lovelace – Analyst ${attribute}">`,
      );
      expect(page.meta('description')).toBe(`Bio with ${pattern} inside.`);
      expect(page.all.filter((el) => el.attribs.name === 'description')).toHaveLength(1);
    },
  );

  it('describes the profile by the words of its bio, without formatting marks', () => {
    const page = parsePage(
      renderPublicPage(
        fullProfile({
          bio: 'I build **reliable** [web apps](https://example.com).\n\n- Go\n- *Rust*',
        }),
        options,
      ),
    );
    expect(page.meta('description')).toBe('I build reliable web apps. Go Rust');
    expect(page.meta('og:image')).toBe(options.ogImageUrl);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeUndefined();
  });

  it('marks texts shown in another language with their lang', () => {
    const profile = fullProfile({
      lang: 'en',
      langs: { location: 'de', bio: 'de' },
      location: 'Berlin-Mitte',
      bio: 'Entwicklerin aus Berlin.',
      workExperiences: [
        {
          jobTitle: 'Entwicklerin',
          company: 'Beispiel GmbH',
          location: 'Berlin',
          positionStart: '2020-01-01',
          description: 'Auf Deutsch beschrieben.',
          highlights: ['Erster Punkt'],
          langs: { jobTitle: 'de', description: 'de', highlights: 'de' },
        },
      ],
    });
    const page = parsePage(renderPublicPage(profile, options));
    expect(page.byTag('html')[0]?.attribs.lang).toBe('en');
    const lang = (text: string) =>
      page.all.find((el) => el.attribs.lang && page.text(el) === text)?.attribs.lang;
    expect(lang('Berlin-Mitte')).toBe('de');
    expect(lang('Entwicklerin aus Berlin.')).toBe('de');
    expect(lang('Entwicklerin')).toBe('de');
    expect(lang('Auf Deutsch beschrieben.')).toBe('de');
    expect(lang('Erster Punkt')).toBe('de');
    // The job title is in the page's language: no attribute of its own.
    const role = page.all.find((el) => el.attribs.class === 'role');
    expect(role?.attribs.lang).toBeUndefined();
  });

  it('in German: German labels and dates, the switch pointing at both languages', () => {
    const page = parsePage(
      renderPublicPage(fullProfile({ lang: 'de' }), {
        ...options,
        canonicalUrl: `${pageUrl}?lang=de`,
      }),
    );
    expect(page.byTag('html')[0]?.attribs.lang).toBe('de');
    expect(page.visibleText()).toContain('Berufserfahrung');
    expect(page.visibleText()).toContain('März 2002');
    const switchLinks = page.all.filter((el) => el.name === 'a' && el.attribs.hreflang);
    expect(switchLinks.map((a) => [a.attribs.href, a.attribs['aria-current']])).toEqual([
      [`${pageUrl}?lang=en`, undefined],
      [`${pageUrl}?lang=de`, 'true'],
    ]);
    expect(page.all.find((el) => el.attribs.rel === 'canonical')?.attribs.href).toBe(
      `${pageUrl}?lang=de`,
    );
  });

  it('is its own canonical: the address without a language is the x-default page', () => {
    const page = parsePage(renderPublicPage(fullProfile({ lang: 'de' }), options));
    expect(page.all.find((el) => el.attribs.rel === 'canonical')?.attribs.href).toBe(pageUrl);
    expect(page.meta('og:url')).toBe(pageUrl);
    const alternates = page.all.filter((el) => el.name === 'link' && el.attribs.hreflang);
    expect(alternates.map((l) => [l.attribs.hreflang, l.attribs.href])).toEqual([
      ['en', `${pageUrl}?lang=en`],
      ['de', `${pageUrl}?lang=de`],
      ['x-default', pageUrl],
    ]);
  });

  it('noindex pages say so and list no alternates; no beacon or PDF link unless asked', () => {
    const { viewBeacon: _beacon, pdfUrl: _pdf, ...rest } = options;
    const page = parsePage(renderPublicPage(fullProfile(), { ...rest, noindex: true }));
    expect(page.meta('robots')).toBe('noindex');
    expect(page.all.filter((el) => el.attribs.hreflang && el.name === 'link')).toEqual([]);
    const script = page.byTag('script')[0];
    expect(script?.attribs['data-kind']).toBeUndefined();
    expect(page.all.filter((el) => el.attribs.href?.endsWith('/pdf'))).toEqual([]);
  });
});
