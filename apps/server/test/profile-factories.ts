import type { FastifyInstance } from 'fastify';
import { educations, profiles, projects, skills, themes, workExperiences } from '../src/db/schema';

/** Inserts a profile with one entry of each kind, straight into the database. */
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
  await app.db.insert(workExperiences).values({
    accountId,
    jobTitle: 'Programmer',
    company: 'Analytical Engine Ltd',
    location: 'London',
    positionStart: '1842-01-01',
    description: 'Wrote the first program.',
  });
  await app.db.insert(educations).values({
    accountId,
    institution: 'Home schooling',
    degreeName: 'Mathematics',
    educationStart: '1830-01-01',
    educationEnd: '1835-01-01',
    description: 'Taught by De Morgan.',
  });
  await app.db.insert(skills).values({ accountId, name: 'Mathematics', type: 'Science', level: 5 });
  await app.db.insert(projects).values({
    accountId,
    name: 'Note G',
    role: 'Author',
    url: 'https://example.com/note-g',
    links: [{ label: 'Paper', url: 'https://example.com/paper' }],
    description: 'Bernoulli numbers.',
  });
}
