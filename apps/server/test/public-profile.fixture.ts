import type { PublicProfile } from '@cv/shared';

/**
 * A public profile with every section filled and long texts: the heaviest
 * page the weight budget has to hold, and a page on which every piece of
 * the renderer shows.
 */
const LONG =
  'Led the design and rollout of a **distributed ledger** used by *forty* teams, ' +
  'cut p99 latency by 60 % and mentored six engineers. See [the write-up](https://example.com/post).\n\n' +
  '- Introduced contract tests and canary releases\n- Moved the fleet to ARM\n- Ran the on-call rotation';

const months = (i: number) => `${2000 + i}-0${(i % 9) + 1}-01`;

export function fullProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  const many = <T>(n: number, make: (i: number) => T) =>
    Array.from({ length: n }, (_, i) => make(i));
  return {
    username: 'ada.lovelace',
    displayName: 'Ada Lovelace',
    jobTitle: 'Principal Engineer',
    location: 'London',
    bio: `${LONG}\n\n${LONG}`,
    website: 'https://www.example.com/ada/',
    pictureUrl: 'http://localhost:8080/api/media/a/picture.webp',
    thumbnailUrl: 'http://localhost:8080/api/media/a/thumb.webp',
    email: 'ada@example.com',
    phone: '+44 20 1234 5678',
    address: {
      street: 'St James Square',
      houseNumber: '12',
      postcode: 'SW1Y 4JH',
      city: 'London',
      country: 'GB',
      countryName: 'United Kingdom',
    },
    theme: { backgroundColor: '#fff8e7', surfaceColor: '#aa3355' },
    lang: 'en',
    workExperiences: many(12, (i) => ({
      jobTitle: `Senior Engineer ${i + 1}`,
      company: `Analytical Engines ${i + 1} Ltd`,
      location: 'London',
      positionStart: months(i),
      ...(i > 0 ? { positionEnd: months(i + 1) } : {}),
      description: LONG,
      highlights: ['Shipped the first program', 'Wrote Note G', 'Hired the team'],
    })),
    educations: many(4, (i) => ({
      institution: `University of London ${i + 1}`,
      degreeName: 'Mathematics',
      level: 'MSc',
      educationStart: months(i),
      educationEnd: months(i + 2),
      description: LONG,
    })),
    skills: many(30, (i) => ({
      name: `Skill ${i + 1}`,
      type: ['Programming Languages', 'Soft skills', 'Tools'][i % 3] ?? 'Tools',
      level: (i % 5) + 1,
      keywords: ['one', 'two', 'three'],
    })),
    projects: many(8, (i) => ({
      name: `Project ${i + 1}`,
      role: 'Author',
      projectStart: months(i),
      projectEnd: months(i + 1),
      description: LONG,
      url: `https://example.com/project-${i}`,
      links: [{ label: 'Source', url: `https://example.com/project-${i}/src` }],
    })),
    links: many(5, (i) => ({
      network: `Network ${i}`,
      username: `ada${i}`,
      url: `https://example.com/n/${i}`,
    })),
    languages: many(5, (i) => ({
      language: ['en', 'de', 'fr', 'it', 'Klingon'][i] ?? 'en',
      level: ['native', 'C2', 'C1', 'B2', 'A1'][i] ?? 'A1',
      note: 'Business fluent, written and spoken',
    })) as PublicProfile['languages'],
    certificates: many(6, (i) => ({
      name: `Certificate ${i + 1}`,
      issuer: 'Royal Society',
      date: months(i),
      expiry: months(i + 5),
      credentialId: `RS-${i}`,
      url: `https://example.com/cert/${i}`,
    })),
    awards: many(5, (i) => ({
      title: `Award ${i + 1}`,
      awarder: 'Royal Society',
      date: months(i),
      summary: LONG,
    })),
    publications: many(6, (i) => ({
      title: `Sketch of the Analytical Engine ${i + 1}`,
      publisher: 'Taylor’s Scientific Memoirs',
      date: months(i),
      summary: LONG,
      url: `https://example.com/pub/${i}`,
    })),
    volunteering: many(4, (i) => ({
      organization: `Charity ${i + 1}`,
      role: 'Mentor',
      location: 'London',
      start: months(i),
      end: months(i + 1),
      description: LONG,
      highlights: ['Taught mathematics'],
      url: `https://example.com/vol/${i}`,
    })),
    interests: many(6, (i) => ({
      name: `Interest ${i + 1}`,
      keywords: ['poetry', 'machines', 'music'],
    })),
    references: many(4, (i) => ({
      name: `Charles Babbage ${i + 1}`,
      relation: 'Colleague',
      text: LONG,
      contact: 'charles@example.com',
    })),
    customSections: many(2, (i) => ({
      title: `Teaching ${i + 1}`,
      entries: many(4, (j) => ({
        title: `Course ${j + 1}`,
        subtitle: 'Lecturer',
        place: 'London',
        start: months(j),
        description: LONG,
        url: `https://example.com/course/${j}`,
      })),
    })),
    ...overrides,
  } as PublicProfile;
}
