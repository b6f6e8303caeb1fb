import { describe, expect, it } from 'vitest';
import {
  buildCvData,
  cvWithJobs,
  minimalCvData,
  oneUntranslatedOnePartly,
  translationChecks,
} from '../../../test/cv-fixtures';
import { cvChecks, LONG_DESCRIPTION, type CvRenderOutcome } from './cv-checks';

const onePage: CvRenderOutcome = {
  pages: 1,
  lastPageFill: 0.7,
  fit: { status: 'off' },
  fitPages: null,
};
const codes = (checks: { code: string }[]) => checks.map((c) => c.code);

describe('cvChecks', () => {
  it('finds nothing to say about the sample profile on one page', () => {
    expect(cvChecks(buildCvData(), [], onePage)).toEqual([]);
  });

  it('names an entry whose end is before its start', () => {
    const data = cvWithJobs({
      jobTitle: 'Backwards',
      positionStart: '2022-05-01',
      positionEnd: '2021-01-01',
    });
    expect(cvChecks(data, [], onePage)).toContainEqual({
      code: 'endBeforeStart',
      section: 'work-experience',
      params: { title: 'Backwards' },
    });
  });

  it('warns when neither an e-mail address nor a phone number is printed', () => {
    expect(codes(cvChecks(minimalCvData(), [], onePage))).toContain('noContact');
    const reachable = buildCvData({ person: { firstName: 'A', phone: '+49 1' } });
    expect(codes(cvChecks(reachable, [], onePage))).not.toContain('noContact');
  });

  it('points at a filled section this CV leaves empty, and a custom section without entries', () => {
    const checks = cvChecks(
      buildCvData(),
      [
        { key: 'skill', entries: 3, included: 0 },
        { key: 'project', entries: 2, included: 1 },
        { key: 'language', entries: 0, included: 0 },
        {
          key: 'custom:6f1c2f52-5a57-4e8e-9d9a-1d1f6d3c2a10',
          title: 'Teaching',
          entries: 0,
          included: 0,
        },
      ],
      onePage,
    );
    expect(checks.filter((c) => c.code === 'emptySection')).toEqual([
      { code: 'emptySection', section: 'skill', params: { section: 'skill' } },
      {
        code: 'emptySection',
        section: 'custom:6f1c2f52-5a57-4e8e-9d9a-1d1f6d3c2a10',
        params: { section: 'Teaching' },
      },
    ]);
  });

  it('warns when a few lines spill onto an extra page, not when the last page is well used', () => {
    const spill = cvChecks(buildCvData(), [], { ...onePage, pages: 2, lastPageFill: 0.08 });
    expect(spill).toContainEqual({ code: 'spillsOntoPage', params: { page: 2 } });
    const full = cvChecks(buildCvData(), [], { ...onePage, pages: 2, lastPageFill: 0.6 });
    expect(codes(full)).not.toContain('spillsOntoPage');
  });

  it('says when the content cannot be fitted to the pages asked for, by how much, and what to shorten first', () => {
    const checks = cvChecks(buildCvData(), [], {
      pages: 3,
      lastPageFill: 0.1,
      fit: { status: 'cannot', overPages: 0.4 },
      fitPages: 1,
    });
    // The sample's oldest job with a description.
    expect(checks).toContainEqual({
      code: 'cannotFit',
      params: { pages: 1, actual: 3, over: 0.4, title: 'Working Student, Software Development' },
    });
    expect(codes(checks)).not.toContain('spillsOntoPage');
  });

  it('points out more than two pages unless the CV is fitted, and sections a side column had no room for', () => {
    const long = { ...onePage, pages: 3, lastPageFill: 0.6 };
    expect(cvChecks(buildCvData(), [], long)).toContainEqual({
      code: 'manyPages',
      params: { pages: 3, max: 2 },
    });
    expect(codes(cvChecks(buildCvData(), [], { ...long, pages: 2 }))).not.toContain('manyPages');
    const moved = cvChecks(buildCvData(), [], { ...onePage, sideMoved: ['skill', 'language'] });
    expect(moved).toContainEqual({
      code: 'sideColumnFull',
      params: { sections: 'skill,language' },
    });
    expect(codes(cvChecks(buildCvData(), [], onePage))).not.toContain('sideColumnFull');
  });

  it('warns about an accent colour below 4.5:1 on white paper', () => {
    const pale = buildCvData({ theme: { backgroundColor: '#ffffff', surfaceColor: '#ffd43b' } });
    const [check] = cvChecks(pale, [], onePage).filter((c) => c.code === 'lowContrastAccent');
    expect(check?.params.min).toBe(4.5);
    expect(Number(check?.params.ratio)).toBeLessThan(4.5);
    const dark = buildCvData({ theme: { backgroundColor: '#ffffff', surfaceColor: '#1c4587' } });
    expect(codes(cvChecks(dark, [], onePage))).not.toContain('lowContrastAccent');
  });

  it('warns about a heading or side column text colour the CV cannot print as chosen', () => {
    const data = buildCvData({ theme: { backgroundColor: '#ffffff', surfaceColor: '#1c4587' } });
    const colors = {
      design: 'modern' as const,
      headingColor: '#ffee58',
      sidebarColor: '#ffffff',
      sidebarTextColor: '#eeeeee',
    };
    const checks = cvChecks(data, [], onePage, colors).filter((c) => c.code === 'lowContrastColor');
    expect(checks).toEqual([
      { code: 'lowContrastColor', params: { role: 'heading', ratio: 1.1, min: 4.5 } },
      { code: 'lowContrastColor', params: { role: 'sidebarText', ratio: 1.1, min: 4.5 } },
    ]);
    // Readable choices, the designs' own, and a side column colour in a design without one.
    const fine = {
      design: 'modern' as const,
      headingColor: '#b71c1c',
      sidebarColor: null,
      sidebarTextColor: '#ffffff',
    };
    expect(codes(cvChecks(data, [], onePage, fine))).not.toContain('lowContrastColor');
    const classic = { ...colors, design: 'classic' as const, headingColor: null };
    expect(codes(cvChecks(data, [], onePage, classic))).not.toContain('lowContrastColor');
  });

  it('counts a description with its highlights, without the formatting marks', () => {
    const words = 'word '.repeat(LONG_DESCRIPTION / 5);
    const long = cvWithJobs({
      jobTitle: 'Wordy',
      description: `**${words}**`,
      highlights: ['x'.repeat(50)],
    });
    const [check] = cvChecks(long, [], onePage).filter((c) => c.code === 'longDescription');
    expect(check).toMatchObject({
      section: 'work-experience',
      params: { title: 'Wordy', max: LONG_DESCRIPTION },
    });
    const marksOnly = cvWithJobs({
      description: `**${'word '.repeat(LONG_DESCRIPTION / 5 - 20)}**`,
    });
    expect(codes(cvChecks(marksOnly, [], onePage))).not.toContain('longDescription');
  });

  it('tells an entry translated in part from one not translated at all', () => {
    const data = cvWithJobs(
      // Nothing translated: both texts print in German.
      {
        jobTitle: 'Entwicklerin',
        description: 'Baute Dienste.',
        location: 'München',
        langs: { jobTitle: 'de', description: 'de', location: 'de' },
      },
      // The title translated, the description not yet.
      {
        jobTitle: 'Engineer',
        description: 'Betrieb Plattformen.',
        location: 'Munich',
        langs: { description: 'de' },
      },
      { jobTitle: 'Lead', description: 'Led a team.' },
    );
    expect(translationChecks(cvChecks(data, [], onePage))).toEqual(
      oneUntranslatedOnePartly('work-experience'),
    );
  });

  it('warns about a name or contact detail the design had to set wider than its room', () => {
    expect(cvChecks(buildCvData(), [], { ...onePage, tooWide: ['name', 'email'] })).toContainEqual({
      code: 'tooWide',
      params: { parts: 'name,email' },
    });
    expect(codes(cvChecks(buildCvData(), [], { ...onePage, tooWide: [] }))).not.toContain(
      'tooWide',
    );
  });
});
