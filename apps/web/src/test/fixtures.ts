import type { Account } from '@cv/shared';

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
