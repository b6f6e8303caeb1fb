import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { accountWithProfile, ownProfile } from '../../../test/profile-helpers';

const { app } = await buildTestApp();

async function imported(cookie: string, file: object, mode: 'add' | 'replace') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/import?mode=${mode}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: Buffer.from(JSON.stringify(file)),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const saveJob = async (cookie: string, jobTitle: string, start: string, end?: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/profile/work-experience',
    headers: { cookie },
    payload: {
      jobTitle,
      company: 'Here',
      positionStart: start,
      ...(end ? { positionEnd: end } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

/** Jobs as a file lists them: in no particular order. */
const resume = {
  basics: { name: 'Grace Hopper' },
  work: [
    { name: 'A', position: '2012–2014', startDate: '2012-01', endDate: '2014-06' },
    { name: 'B', position: 'current', startDate: '2020-02' },
    { name: 'C', position: '2015–2019', startDate: '2015-01', endDate: '2019-12' },
  ],
  education: [
    {
      institution: 'Old U',
      area: 'Maths',
      studyType: 'BSc',
      startDate: '2005-10',
      endDate: '2008-07',
    },
    {
      institution: 'New U',
      area: 'CS',
      studyType: 'MSc',
      startDate: '2009-10',
      endDate: '2011-07',
    },
  ],
  skills: [{ name: 'COBOL' }, { name: 'Ada' }, { name: 'Fortran' }],
};

describe('the order of imported entries', () => {
  it('replaces with the dated entries sorted newest first, positions 1…n', async () => {
    const { cookie } = await accountWithProfile(app);
    await imported(cookie, resume, 'replace');
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences.map((w) => [w.jobTitle, w.position])).toEqual([
      ['current', 1],
      ['2015–2019', 2],
      ['2012–2014', 3],
    ]);
    expect(profile.educations.map((e) => e.institution)).toEqual(['New U', 'Old U']);
    // Skills have no dates: the file's order.
    expect(profile.skills.map((s) => s.name)).toEqual(['COBOL', 'Ada', 'Fortran']);
  });

  it('adds each imported job at its date’s place, the owner’s entries keeping their order', async () => {
    const { cookie } = await accountWithProfile(app);
    const older = await saveJob(cookie, 'mine 2016–2017', '2016-01-01', '2017-01-01');
    const newer = await saveJob(cookie, 'mine 2021–2022', '2021-01-01', '2022-01-01');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile/work-experience/order',
      headers: { cookie },
      payload: { ids: [newer.id, older.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/profile/skill',
      headers: { cookie },
      payload: { name: 'mine', type: 'T', level: 3 },
    });

    await imported(cookie, resume, 'add');
    const profile = await ownProfile(app, cookie);
    expect(profile.workExperiences.map((w) => w.jobTitle)).toEqual([
      'current',
      'mine 2021–2022',
      '2015–2019',
      'mine 2016–2017',
      '2012–2014',
    ]);
    expect(profile.workExperiences.map((w) => w.position)).toEqual([1, 2, 3, 4, 5]);
    expect(profile.skills.map((s) => s.name)).toEqual(['mine', 'COBOL', 'Ada', 'Fortran']);
  });
});
