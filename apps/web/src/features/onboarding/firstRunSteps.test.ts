import { describe, expect, it } from 'vitest';
import {
  buildCustomSection,
  buildProfile,
  buildWorkExperience,
} from '../profile/testing/fakeProfileApi';
import { filledSections, firstRunProgress } from './firstRunSteps';

const NOW = '2026-01-01T00:00:00.000Z';
const doneIds = (progress: ReturnType<typeof firstRunProgress>) =>
  progress.steps.filter((step) => step.done).map((step) => step.id);

describe('the first run checklist', () => {
  it('starts at nothing done for an owner without a profile, the profile first', () => {
    const progress = firstRunProgress({ profile: null, cvCount: 0, shareLinks: [] });
    expect(progress).toMatchObject({ done: 0, total: 5, complete: false });
    expect(progress.next).toMatchObject({ id: 'profile', to: '/account/profile/create' });
    expect(progress.steps.map((step) => step.id)).toEqual([
      'profile',
      'about',
      'sections',
      'cv',
      'share',
    ]);
  });

  it('counts the job title with the bio, not either alone', () => {
    const titleOnly = buildProfile({ jobTitle: 'Engineer', bio: '  ' });
    const both = buildProfile({ jobTitle: 'Engineer', bio: 'I build things.' });
    expect(doneIds(firstRunProgress({ profile: titleOnly, cvCount: 0, shareLinks: [] }))).toEqual([
      'profile',
    ]);
    expect(doneIds(firstRunProgress({ profile: both, cvCount: 0, shareLinks: [] }))).toEqual([
      'profile',
      'about',
    ]);
  });

  it('needs three sections with entries, the owner’s own sections among them', () => {
    // Only whether a list holds entries counts here, not what they say.
    const entry = {} as never;
    const two = buildProfile({
      workExperiences: [buildWorkExperience()],
      skills: [entry],
      customSections: [buildCustomSection({ entries: [] })],
    });
    expect(filledSections(two)).toBe(2);
    expect(firstRunProgress({ profile: two, cvCount: 0, shareLinks: [] }).steps[2]?.done).toBe(
      false,
    );
    const custom = buildCustomSection({ entries: [entry] });
    const three = { ...two, customSections: [custom] };
    expect(filledSections(three)).toBe(3);
    expect(firstRunProgress({ profile: three, cvCount: 0, shareLinks: [] }).steps[2]?.done).toBe(
      true,
    );
  });

  it('ticks the CV once one is made, and sharing by a public profile or a live share link', () => {
    const profile = buildProfile();
    const cv = firstRunProgress({ profile, cvCount: 1, shareLinks: [] });
    expect(doneIds(cv)).toEqual(['profile', 'cv']);
    expect(cv.next?.id).toBe('about');

    const revoked = firstRunProgress({ profile, cvCount: 0, shareLinks: [{ revokedAt: NOW }] });
    expect(doneIds(revoked)).not.toContain('share');
    const live = firstRunProgress({
      profile,
      cvCount: 0,
      shareLinks: [{ revokedAt: NOW }, { revokedAt: null }],
    });
    expect(doneIds(live)).toContain('share');
    const publicProfile = buildProfile({ publicAccess: true });
    expect(
      doneIds(firstRunProgress({ profile: publicProfile, cvCount: 0, shareLinks: [] })),
    ).toContain('share');
    expect(live.steps.find((step) => step.id === 'share')?.to).toBe('/account#share-links');
  });

  it('is complete when every step is done', () => {
    const profile = buildProfile({
      jobTitle: 'Engineer',
      bio: 'Hello',
      publicAccess: true,
      workExperiences: [buildWorkExperience()],
      customSections: [
        buildCustomSection({ entries: [{} as never] }),
        buildCustomSection({ id: 'other', entries: [{} as never] }),
      ],
    });
    const progress = firstRunProgress({ profile, cvCount: 2, shareLinks: [] });
    expect(progress).toMatchObject({ done: 5, total: 5, complete: true, next: undefined });
  });
});
