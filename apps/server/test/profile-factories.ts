import type { FastifyInstance } from 'fastify';
import { SECTION_KIND_IDS, SECTION_KINDS } from '@cv/shared';
import { profileEntries, profiles, themes } from '../src/db/schema';

/** The switches and pictures of a profile as it is created: private, nothing shown beyond its texts. */
export const NEW_PROFILE_SWITCHES = {
  publicAccess: false,
  showEmail: false,
  showPhone: false,
  showAddress: false,
  hideDescriptions: false,
  pictureUrl: null,
  thumbnailUrl: null,
};

/** Every section of a profile empty (`workExperiences: []` and so on), custom sections included. */
export const emptySections = (): Record<string, never[]> => ({
  ...Object.fromEntries(SECTION_KIND_IDS.map((kind) => [SECTION_KINDS[kind].listKey, []])),
  customSections: [],
});

/** Inserts a profile with one entry of each classic kind, straight into the database. */
export async function buildProfile(
  app: FastifyInstance,
  accountId: string,
  overrides: Partial<typeof profiles.$inferInsert> = {},
) {
  await app.db.insert(profiles).values({
    accountId,
    displayName: 'Ada Lovelace',
    jobTitle: 'Analyst',
    location: 'London',
    bio: 'First programmer.',
    publicAccess: true,
    ...overrides,
  });
  await app.db
    .insert(themes)
    .values({ accountId, backgroundColor: '#112233', surfaceColor: '#445566' });
  await app.db.insert(profileEntries).values([
    {
      accountId,
      kind: 'work-experience',
      sortDate: '1842-01-01',
      data: {
        jobTitle: 'Programmer',
        company: 'Analytical Engine Ltd',
        location: 'London',
        positionStart: '1842-01-01',
        description: 'Wrote the first program.',
      },
    },
    {
      accountId,
      kind: 'education',
      sortDate: '1830-01-01',
      data: {
        institution: 'Home schooling',
        degreeName: 'Mathematics',
        educationStart: '1830-01-01',
        educationEnd: '1835-01-01',
        description: 'Taught by De Morgan.',
      },
    },
    { accountId, kind: 'skill', data: { name: 'Mathematics', type: 'Science', level: 5 } },
    {
      accountId,
      kind: 'project',
      data: {
        name: 'Note G',
        role: 'Author',
        url: 'https://example.com/note-g',
        links: [{ label: 'Paper', url: 'https://example.com/paper' }],
        description: 'Bernoulli numbers.',
      },
    },
  ]);
}
