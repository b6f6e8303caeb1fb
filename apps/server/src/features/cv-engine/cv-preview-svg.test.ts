import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, type CvData } from '@cv/shared';
import { createCvRenderer, type CvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { buildCvData, buildJob } from '../../../test/cv-fixtures';
import { inspectPdf } from '../../../test/pdf-inspect';

/**
 * The page preview is an SVG made from user text: it must be well-formed
 * XML in every design, whatever the profile holds, and its links must read
 * back as exactly the URLs the user gave.
 */

/** Markup, entities, CDATA ends, quotes, comments, bidi overrides, emoji. */
const HOSTILE = `A&B &amp; &lt; <x y="1"> "q" 'a' ]]> <!-- c --> <![CDATA[ d ]]> \u202eR 👩🏽‍💻 $& &#0;`;
const HOSTILE_URLS = [
  `https://example.com/?a=1&b=<x>&c="q"&d='s'&e=&amp;&f=]]>`,
  'https://example.com/p?x=&lt;&y=&#38;&z=%26',
  `http://example.org/a<b>c"d'e&`,
];
const HOSTILE_EMAIL = `a&b<c>"'&quot;@example.com`;

function hostileData(): CvData {
  return buildCvData({
    person: {
      firstName: HOSTILE,
      lastName: HOSTILE,
      displayName: HOSTILE,
      jobTitle: HOSTILE,
      bio: `${HOSTILE}\n- ${HOSTILE}`,
      location: HOSTILE,
      email: HOSTILE_EMAIL,
      phone: `+49 ${HOSTILE}`,
      birthday: '1990-01-31',
      address: {
        street: HOSTILE,
        houseNumber: HOSTILE.slice(0, 40),
        postcode: HOSTILE.slice(0, 40),
        city: HOSTILE,
        country: HOSTILE,
      },
    },
    workExperiences: [
      buildJob(0, { jobTitle: HOSTILE, company: HOSTILE, location: HOSTILE, description: HOSTILE }),
    ],
    educations: [
      {
        institution: HOSTILE,
        degreeName: HOSTILE,
        level: HOSTILE,
        educationStart: '2010-01-01',
        educationEnd: '2014-01-01',
        description: HOSTILE,
      },
    ],
    skills: [{ name: HOSTILE, type: HOSTILE, level: 3, keywords: [HOSTILE] }],
    projects: [
      {
        name: HOSTILE,
        role: HOSTILE,
        description: HOSTILE,
        url: HOSTILE_URLS[0],
        links: [
          { label: HOSTILE, url: HOSTILE_URLS[1]! },
          { label: HOSTILE, url: HOSTILE_URLS[2]! },
        ],
      },
    ],
    website: HOSTILE_URLS[0],
    links: [
      { network: HOSTILE, username: HOSTILE, url: HOSTILE_URLS[1]! },
      { network: HOSTILE, url: HOSTILE_URLS[2]! },
    ],
    languages: [{ language: HOSTILE, level: 'C2', note: HOSTILE }],
    certificates: [{ name: HOSTILE, issuer: HOSTILE, credentialId: HOSTILE, url: HOSTILE_URLS[2] }],
    interests: [{ name: HOSTILE, keywords: [HOSTILE] }],
    customSections: [
      {
        title: HOSTILE,
        entries: [{ title: HOSTILE, subtitle: HOSTILE, description: `**${HOSTILE}**` }],
      },
    ],
    references: [{ name: HOSTILE, relation: HOSTILE, contact: HOSTILE, text: HOSTILE }],
  });
}

/** Parses with a strict, namespace-aware XML parser; answers every link target. */
function parseSvg(svg: string): { root: string; hrefs: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const hrefs: string[] = [];
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= tag.local;
    if (tag.local !== 'a') return;
    const href = tag.attributes.href;
    const xlink = tag.attributes['xlink:href'];
    for (const attribute of [href, xlink]) {
      if (attribute && typeof attribute === 'object') hrefs.push(attribute.value);
    }
    if (href && xlink && typeof href === 'object' && typeof xlink === 'object') {
      expect(href.value).toBe(xlink.value);
    }
  });
  parser.write(svg).close();
  return { root, hrefs };
}

let renderer: CvRenderer;
let photo: Uint8Array;

beforeAll(async () => {
  renderer = createCvRenderer();
  photo = await samplePhoto();
});

describe.each(CV_DESIGN_IDS)('the %s preview with hostile content in every field', (design) => {
  it('is well-formed XML on every page, with links that read back exactly', () => {
    const data = hostileData();
    const first = renderer.renderCv({ design, data, picture: photo, format: { svgPage: 1 } });
    const hrefs: string[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const result =
        page === 1
          ? first
          : renderer.renderCv({ design, data, picture: photo, format: { svgPage: page } });
      if (result.format !== 'svg') throw new Error('expected an SVG');
      const parsed = parseSvg(result.svg);
      expect(parsed.root).toBe('svg');
      hrefs.push(...parsed.hrefs);
    }
    expect(hrefs).toEqual(
      expect.arrayContaining([`mailto:${HOSTILE_EMAIL}`, ...HOSTILE_URLS.map(String)]),
    );
  });

  it('is well-formed XML on every page of a render of all pages, with the same links', () => {
    const result = renderer.renderCv({
      design,
      data: hostileData(),
      picture: photo,
      format: 'svg-pages',
    });
    if (result.format !== 'svg-pages') throw new Error('expected SVG pages');
    const hrefs = result.svgs.flatMap((svg) => {
      const parsed = parseSvg(svg);
      expect(parsed.root).toBe('svg');
      return parsed.hrefs;
    });
    expect(hrefs).toEqual(
      expect.arrayContaining([`mailto:${HOSTILE_EMAIL}`, ...HOSTILE_URLS.map(String)]),
    );
  });

  it('keeps the PDF’s links as the plain URLs', async () => {
    const result = renderer.renderCv({ design, data: hostileData(), format: 'pdf' });
    if (result.format !== 'pdf') throw new Error('expected a PDF');
    const { links } = await inspectPdf(result.pdf);
    // pdf.js reports link targets as parsed URLs: compare with what a browser makes of ours.
    expect(links).toEqual(expect.arrayContaining(HOSTILE_URLS.map((url) => new URL(url).href)));
  });
});

describe('the page SVGs of a preview', () => {
  it('each hold exactly the glyph outlines their page uses, without indentation', () => {
    const renderer = createCvRenderer();
    const result = renderer.renderCv({
      design: 'classic',
      data: buildCvData({ workExperiences: Array.from({ length: 12 }, (_, i) => buildJob(i)) }),
      format: 'svg-pages',
    });
    if (result.format !== 'svg-pages') throw new Error('expected SVG pages');
    expect(result.svgs.length).toBeGreaterThan(1);
    for (const svg of result.svgs) {
      const ids = new Set(Array.from(svg.matchAll(/ id="([^"]+)"/g), (m) => m[1]));
      const used = new Set(Array.from(svg.matchAll(/href="#([^"]+)"/g), (m) => m[1]));
      const symbols = Array.from(svg.matchAll(/<symbol id="([^"]+)"/g), (m) => m[1]);
      for (const id of used) expect(ids.has(id), `#${id} is defined`).toBe(true);
      for (const id of symbols) expect(used.has(id), `${id} is used`).toBe(true);
      expect(svg).not.toMatch(/>\n\s+</);
    }
  });
});
