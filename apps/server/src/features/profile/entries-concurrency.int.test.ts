import { describe, expect, it } from 'vitest';
import { ENTRY_LIMITS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { accountWithProfile, postToProfile } from '../../../test/profile-helpers';
import { profileEntries } from '../../db/schema';

const { app } = await buildTestApp();

const skill = (n: number) => ({ name: `Skill ${n}`, type: 'Languages', level: 3 });

const createSkill = (cookie: string, n: number) => postToProfile(app, cookie, 'skill', skill(n));

async function skillCount(cookie: string): Promise<number> {
  const res = await app.inject({ url: '/api/profile', headers: { cookie } });
  return (res.json().skills as unknown[]).length;
}

describe('concurrent entry writes', () => {
  it('never exceed the entry limit, however many creates arrive at once', async () => {
    const { account, cookie } = await accountWithProfile(app);
    const max = ENTRY_LIMITS.skill;
    await app.db.insert(profileEntries).values(
      Array.from({ length: max - 2 }, (_, i) => ({
        kind: 'skill',
        data: skill(i),
        accountId: account.id,
      })),
    );

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => createSkill(cookie, i)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await skillCount(cookie)).toBe(max);
  });
});

describe('custom entries racing the deletion of their section', () => {
  const post = (cookie: string, path: string, payload: object) =>
    postToProfile(app, cookie, path, payload);

  it('answers 404, never 500, to a move into or an add to a section deleted meanwhile', async () => {
    const { cookie } = await accountWithProfile(app);
    const trials = 20;
    const seen: Record<string, number> = {};
    for (let trial = 0; trial < trials; trial++) {
      const from = (await post(cookie, 'custom-section', { title: `From ${trial}` })).json();
      const to = (await post(cookie, 'custom-section', { title: `To ${trial}` })).json();
      const entry = (
        await post(cookie, 'custom-entry', { sectionId: from.id, title: `Moved ${trial}` })
      ).json();

      const [moved, addedA, addedB, deleted] = await Promise.all([
        post(cookie, 'custom-entry', { id: entry.id, sectionId: to.id, title: `Moved ${trial}` }),
        post(cookie, 'custom-entry', { sectionId: to.id, title: `Added A ${trial}` }),
        post(cookie, 'custom-entry', { sectionId: to.id, title: `Added B ${trial}` }),
        app.inject({
          method: 'DELETE',
          url: `/api/profile/custom-section/${to.id}`,
          headers: { cookie },
        }),
      ]);
      for (const [name, res] of Object.entries({ moved, addedA, addedB })) {
        const key = `${name.replace(/[AB]$/, '')} ${res.statusCode}`;
        seen[key] = (seen[key] ?? 0) + 1;
      }
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect([200, 404], moved.body).toContain(moved.statusCode);
      for (const added of [addedA, addedB])
        expect([201, 404], added.body).toContain(added.statusCode);
      for (const res of [moved, addedA, addedB]) {
        if (res.statusCode === 404) expect(res.json().code).toBe('section_not_found');
      }
      // Whatever won, nothing is left in the deleted section.
      const profile = (await app.inject({ url: '/api/profile', headers: { cookie } })).json();
      const sections = profile.customSections as { id: string }[];
      expect(sections.map((s) => s.id)).not.toContain(to.id);
      await app.inject({
        method: 'DELETE',
        url: `/api/profile/custom-section/${from.id}`,
        headers: { cookie },
      });
    }
    console.log(`${trials} races of move/add against the section's deletion:`, seen);
  });
});
