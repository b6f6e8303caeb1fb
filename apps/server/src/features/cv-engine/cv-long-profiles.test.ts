import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, LOCALES } from '@cv/shared';
import { checkCv, CHECK_IDS } from '../../../test/cv-quality/check-cv';
import { LONG_PROFILE_IDS, longProfile } from '../../../test/long-profiles';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';

/**
 * Long real CVs (a senior engineer with seven jobs, a German Lebenslauf with
 * six; double-barrelled names, long e-mail addresses, German compounds) in
 * every design and both languages, read as machines read them (pdftotext,
 * pdf.js and the tag tree; see test/cv-quality): names, addresses and dates
 * whole, no hyphenated product or profile names, no run of more than two
 * hyphenated line ends, each entry's title, organisation and dates together
 * with nothing of a side column in between, no stray separators or empty
 * pages, and a clean heading and list structure.
 */

const renderer = createCvRenderer();
const picture = await samplePhoto();

describe.each(CV_DESIGN_IDS)('%s with long profiles', (design) => {
  it.each(LOCALES.flatMap((lang) => LONG_PROFILE_IDS.map((profile) => [profile, lang] as const)))(
    'reads whole and in order: %s (%s)',
    async (profile, lang) => {
      const data = longProfile(profile, lang);
      const rendered = renderer.renderCv({ design, data, picture, format: 'pdf' });
      if (rendered.format !== 'pdf') throw new Error('expected a PDF');
      expect(rendered.warnings).toEqual([]);
      // Long, but each name and contact detail has the room to stand whole.
      expect(rendered.tooWide).toEqual([]);
      const { violations, pages } = await checkCv(rendered.pdf, data, design);
      expect(pages).toBeGreaterThanOrEqual(2);
      for (const check of CHECK_IDS) expect(violations[check], check).toEqual([]);
    },
  );

  it('reports a name or e-mail address too long for any line, which it must break or let run past the edge', () => {
    const data = longProfile(LONG_PROFILE_IDS[0], 'de');
    const overlong = {
      ...data,
      person: {
        ...data.person,
        lastName: 'Schäfer-Großmann-Leutheusser-Schnarrenberger-Müllerhausen',
        email: `${'bewerbung.marie.schaefer-grossmann.'.repeat(3)}2026@beispiel-unternehmensberatung.de`,
      },
    };
    const rendered = renderer.renderCv({ design, data: overlong, picture, format: 'pdf' });
    expect(rendered.tooWide).toEqual(expect.arrayContaining(['name', 'email']));
  });
});
