import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cvDocumentPreviewSchema, type CvSettings } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { pdfText } from '../../../test/pdf-inspect';
import { expectError } from '../../../test/http';
import { accountWithProfile, createCv } from '../../../test/profile-helpers';

/**
 * CV documents printed for real: the app's own render pool, a profile saved
 * through the API, and the PDF read back with poppler (pdfinfo, pdftotext)
 * the way a reader's tools see it.
 */
const { app } = await buildTestApp();

const pdfInfo = (pdf: Buffer) =>
  execFileSync('pdfinfo', ['-'], {
    input: pdf,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
const pageSize = (pdf: Buffer) =>
  /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(pdfInfo(pdf))!.slice(1).map(Number);
const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))![1]);

async function post(cookie: string, path: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** A profile with jobs, an education, skills and a project, each with a text that names it. */
async function profileWithContent(jobs = 2) {
  const owner = await accountWithProfile(app, { jobTitle: 'Platform Engineer' });
  const jobIds: string[] = [];
  for (let i = 0; i < jobs; i++) {
    const job = await post(owner.cookie, 'profile/work-experience', {
      jobTitle: `Job-${i + 1}`,
      company: `Company-${i + 1}`,
      positionStart: `${2020 - i * 2}-03-01`,
      positionEnd: `${2021 - i * 2}-09-01`,
      description:
        'Planned, built and ran a payment service used by many customers across Europe. Reviewed code, wrote documentation and mentored colleagues.\n- Reduced costs by a third\n- Improved reliability',
    });
    jobIds.push(job.id);
  }
  await post(owner.cookie, 'profile/education', {
    institution: 'University-E',
    degreeName: 'Degree-E',
    educationStart: '2010-10-01',
    educationEnd: '2014-09-01',
  });
  await post(owner.cookie, 'profile/skill', { name: 'Skill-S', type: 'Languages', level: 4 });
  await post(owner.cookie, 'profile/project', { name: 'Project-P', projectStart: '2019-01-01' });
  return { ...owner, jobIds };
}

const cvWith = (cookie: string, settings: Partial<CvSettings>) =>
  createCv(app, cookie, 'Tailored', settings);

async function pdfOf(cookie: string, id: string) {
  const res = await app.inject({ url: `/api/cvs/${id}/pdf`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { pdf: res.rawPayload, disposition: String(res.headers['content-disposition']) };
}

describe('GET /api/cvs/{id}/pdf', () => {
  it('prints the CV as its settings say: paper, language, hidden section, left-out entry, order, dates', async () => {
    const { cookie, jobIds } = await profileWithContent();
    const cv = await cvWith(cookie, {
      paper: 'letter',
      lang: 'de',
      design: 'modern',
      font: 'caladea',
      hiddenSections: ['skill'],
      excludedEntries: [jobIds[1]!],
      sectionOrder: ['project', 'education', 'work-experience'],
      dateFormat: 'iso',
      accentColor: '#0b7285',
    });
    const { pdf, disposition } = await pdfOf(cookie, cv.id);
    expect(disposition).toMatch(/filename="?Ada-Lovelace-CV\.pdf/);
    expect(pageSize(pdf)).toEqual([612, 792]);
    const text = pdfText(pdf);
    expect(text.toLowerCase()).toContain('berufserfahrung');
    expect(text).not.toContain('Skill-S');
    expect(text).toContain('Job-1');
    expect(text).not.toContain('Job-2');
    expect(text).toContain('2020-03');
    expect(text.indexOf('Project-P')).toBeLessThan(text.indexOf('Degree-E'));
    expect(text.indexOf('Degree-E')).toBeLessThan(text.indexOf('Job-1'));
    const fonts = execFileSync('pdffonts', ['-'], {
      input: pdf,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    expect(fonts).toMatch(/Caladea/);
  });

  it('starts a section on a new page when the CV asks for it', async () => {
    const { cookie } = await profileWithContent();
    const pagesOf = async (settings: Partial<CvSettings>) => {
      const { pdf } = await pdfOf(cookie, (await cvWith(cookie, settings)).id);
      return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' })
        .split('\f')
        .slice(0, -1);
    };
    const flowing = await pagesOf({ design: 'classic' });
    expect(flowing).toHaveLength(1);
    const broken = await pagesOf({ design: 'classic', newPageSections: ['education'] });
    expect(broken).toHaveLength(2);
    expect(broken[0]).toContain('Job-2');
    expect(broken[1]!.trim()).toMatch(/^EDUCATION\s+Degree-E/);
  });

  it('sets the sections the CV chooses in its side column, on the side it chooses', async () => {
    const { cookie } = await profileWithContent();
    const firstPage = async (settings: Partial<CvSettings>) => {
      const { pdf } = await pdfOf(cookie, (await cvWith(cookie, settings)).id);
      return execFileSync('pdftotext', ['-layout', '-l', '1', '-', '-'], {
        input: pdf,
        encoding: 'utf8',
      }).split('\n');
    };
    const column = (lines: string[], text: string) => {
      const line = lines.find((l) => l.includes(text));
      expect(line, text).toBeDefined();
      return line!.indexOf(text);
    };
    const left = await firstPage({ design: 'modern', sidebarSections: ['education'] });
    expect(column(left, 'Degree-E')).toBeLessThan(column(left, 'Job-1'));
    // On the right, the career beside the column must end above the column's
    // end (it is read before it): a taller column than education alone.
    const right = await firstPage({
      design: 'modern',
      sidebarSections: ['education', 'skill', 'project'],
      sidebarSide: 'right',
    });
    expect(column(right, 'Degree-E')).toBeGreaterThan(column(right, 'Job-1'));
  });

  it('prints A4 by default and the same profile on US Letter when asked', async () => {
    const { cookie } = await profileWithContent(1);
    const a4 = await cvWith(cookie, {});
    const letter = await cvWith(cookie, { paper: 'letter' });
    expect(pageSize((await pdfOf(cookie, a4.id)).pdf)).toEqual([595.276, 841.89]);
    expect(pageSize((await pdfOf(cookie, letter.id)).pdf)).toEqual([612, 792]);
  });

  it('fits a profile that spills a little onto page 2 onto one page when asked', async () => {
    const { cookie, jobIds } = await profileWithContent(4);
    const open = await cvWith(cookie, {});
    // Jobs one by one until the CV just runs onto a second page.
    let natural = pageCount((await pdfOf(cookie, open.id)).pdf);
    while (natural < 2 && jobIds.length < 12) {
      jobIds.push(
        (
          await post(cookie, 'profile/work-experience', {
            jobTitle: `Job-${jobIds.length + 1}`,
            company: 'Company-X',
            positionStart: '2000-01-01',
            positionEnd: '2001-01-01',
            description: 'Planned, built and ran a payment service used by many customers.',
          })
        ).id,
      );
      natural = pageCount((await pdfOf(cookie, open.id)).pdf);
    }
    expect(natural).toBe(2);
    const spilled = await app.inject({ url: `/api/cvs/${open.id}/preview`, headers: { cookie } });
    expect(cvDocumentPreviewSchema.parse(spilled.json()).checks).toContainEqual({
      code: 'spillsOntoPage',
      params: { page: 2 },
    });

    const fitted = await cvWith(cookie, { fitPages: 1 });
    const { pdf } = await pdfOf(cookie, fitted.id);
    expect(pageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain(`Job-${jobIds.length}`);

    const preview = await app.inject({ url: `/api/cvs/${fitted.id}/preview`, headers: { cookie } });
    const body = cvDocumentPreviewSchema.parse(preview.json());
    expect(body.pages).toHaveLength(1);
    expect(body.fit.status).toBe('shrunk');
    expect(body.fit.spacing * body.fit.fontScale).toBeLessThan(1);
    expect(body.checks.map((c) => c.code)).not.toContain('spillsOntoPage');
  });

  it('says when even the tightest layout does not fit the pages asked for', async () => {
    const { cookie } = await profileWithContent(14);
    const cv = await cvWith(cookie, { fitPages: 1 });
    const res = await app.inject({ url: `/api/cvs/${cv.id}/preview`, headers: { cookie } });
    const body = cvDocumentPreviewSchema.parse(res.json());
    expect(body.fit.status).toBe('cannot');
    const check = body.checks.find((c) => c.code === 'cannotFit');
    expect(check?.params).toMatchObject({ pages: 1, actual: body.pages.length });
    // By how much even the tightest layout is too long, and what to shorten first.
    expect(body.fit.overPages).toBeGreaterThan(0);
    expect(check?.params.over).toBe(body.fit.overPages);
    expect(String(check?.params.title)).not.toBe('');
  });

  it('ignores entries and sections that were deleted from the profile since', async () => {
    const { cookie, jobIds } = await profileWithContent();
    const cv = await cvWith(cookie, {
      excludedEntries: [jobIds[0]!],
      sectionOrder: ['custom:6f1c2f52-5a57-4e8e-9d9a-1d1f6d3c2a10', 'education'],
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/profile/work-experience/${jobIds[0]}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    const text = pdfText((await pdfOf(cookie, cv.id)).pdf);
    expect(text).toContain('Job-2');
    expect(text).not.toContain('Job-1');
  });

  it('answers 404 when the account has no profile yet', async () => {
    const { loggedInAccount } = await import('../../../test/factories');
    const { cookie } = await loggedInAccount(app);
    const cv = await cvWith(cookie, {});
    expectError(
      await app.inject({ url: `/api/cvs/${cv.id}/pdf`, headers: { cookie } }),
      404,
      'cv_profile_not_found',
    );
  });
});

describe('GET /api/cvs/{id}/preview', () => {
  it('answers every page as SVG with the checks', async () => {
    const { cookie } = await profileWithContent(8);
    const cv = await cvWith(cookie, {
      accentColor: '#ffd43b',
      headingColor: '#ffee58',
      photo: false,
    });
    const res = await app.inject({ url: `/api/cvs/${cv.id}/preview`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = cvDocumentPreviewSchema.parse(res.json());
    expect(body.pages).toHaveLength(2);
    for (const page of body.pages) expect(page.trim()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(body.pages.join('')).not.toMatch(/<script/i);
    expect(body.fit).toEqual({ status: 'off', spacing: 1, fontScale: 1 });
    expect(body.checks.map((c) => c.code)).toContain('lowContrastAccent');
    expect(body.checks).toContainEqual({
      code: 'lowContrastColor',
      params: { role: 'heading', ratio: 1.1, min: 4.5 },
    });
  });

  it('renders one preview per user at a time: requests that were overtaken answer 409', async () => {
    const { cookie } = await profileWithContent(3);
    const cv = await cvWith(cookie, {});
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ url: `/api/cvs/${cv.id}/preview`, headers: { cookie } }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    // The first renders; of the three that wait, at least the newest follows it.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain(409);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expectError(res, 409, 'cv_preview_superseded');
    }
  });
});
