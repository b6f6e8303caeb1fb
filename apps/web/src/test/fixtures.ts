import type { Account, ApplicationSummary } from '@cv/shared';

/** GET /api/countries, shortened: the fixture account's country (GB) and two more. */
export const COUNTRIES = [
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
];

/** An account as the server answers it; overrides win. */
export function buildAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '3f9a6c1e-2b7d-4c5e-9a8f-1d2e3f4a5b6c',
    username: 'ada',
    email: 'ada@example.com',
    status: 'VERIFIED',
    phone: '+44 20 7946 0958',
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1985-12-10',
    street: 'St James Square',
    houseNumber: '12',
    postcode: 'SW1Y 4JH',
    city: 'London',
    country: 'GB',
    hasPassword: true,
    locale: 'en',
    createdAt: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A maker of job applications as the server lists them: each made one gets
 * the next id and the company `Company <n>` of its own counter; overrides win.
 */
export function applicationBuilder() {
  let n = 0;
  return (overrides: Partial<ApplicationSummary> = {}): ApplicationSummary => {
    n++;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      company: `Company ${n}`,
      role: 'Engineer',
      location: null,
      workMode: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      source: null,
      postingUrl: null,
      stage: 'saved',
      appliedOn: null,
      nextStep: null,
      followUpOn: null,
      archived: false,
      cvId: null,
      letterId: null,
      firstAnswerAt: null,
      reached: [],
      sent: [],
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      ...overrides,
    };
  };
}
