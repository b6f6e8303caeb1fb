import { describe, expect, it } from 'vitest';
import { ENTRY_LIMITS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { accountWithProfile } from '../../../test/profile-helpers';
import { profileEntries } from '../../db/schema';

const { app } = await buildTestApp();

const skill = (n: number) => ({ name: `Skill ${n}`, type: 'Languages', level: 3 });

const createSkill = (cookie: string, n: number) =>
  app.inject({ method: 'POST', url: '/api/profile/skill', headers: { cookie }, payload: skill(n) });

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
