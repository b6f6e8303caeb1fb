import { expect, type APIRequestContext } from '@playwright/test';
import { seedProfile } from '../fixtures/cvProfile';
import type { TestUser } from './accounts';
import { CONTACT } from './publicProfile';

/**
 * A profile as long as real ones get, made through the API on top of the
 * standard sample: long names and words (German compounds), long
 * descriptions, a custom section, and a CV with a long name. Enough to push
 * any layout that does not wrap past a phone's edge.
 */

export const LONG = {
  customSection: 'Ehrenamtliche Tätigkeiten und Lehrveranstaltungen',
  cvName: 'Bewerbung Softwarearchitektin Versicherungsmathematik',
} as const;

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as { id: string };
}

export async function seedLongProfile(request: APIRequestContext, user: TestUser) {
  await seedProfile(request, {
    picture: true,
    showEmail: true,
    showPhone: true,
    showAddress: true,
    displayName: 'Augusta Ada King-Noel, Countess of Lovelace',
    jobTitle: 'Principal Software Engineer and Analytical Engine Programmer',
    account: { ...CONTACT, email: user.email },
  });
  const description =
    'Rechtsschutzversicherungsgesellschaften and Donaudampfschifffahrtsgesellschaft were ' +
    'clients. Led a team of twelve engineers across three countries; wrote the ' +
    'https://example.com/a/very/long/address/that/does/not/break/anywhere/at/all report. ' +
    'Reduced the nightly batch from nine hours to forty minutes.\n\n- ' +
    'Kraftfahrzeughaftpflichtversicherung claims pipeline\n- Grundstücksverkehrsgenehmigungs­zuständigkeit rules engine';
  await created(
    await request.post('/api/profile/work-experience', {
      data: {
        jobTitle: 'Senior Softwareentwicklerin für Versicherungsmathematik',
        company: 'Allgemeine Rechtsschutzversicherungsgesellschaft AG',
        location: 'Frankfurt am Main',
        positionStart: '2011-04-01',
        positionEnd: '2016-12-01',
        description,
        position: 2,
      },
    }),
  );
  const section = await created(
    await request.post('/api/profile/custom-section', { data: { title: LONG.customSection } }),
  );
  await created(
    await request.post('/api/profile/custom-entry', {
      data: {
        sectionId: section.id,
        title: 'Lecture series on the Analytical Engine for secondary schools',
        place: 'Mechanics’ Institute, London',
        start: '2018-09-01',
        end: '2019-06-01',
        description,
        position: 0,
      },
    }),
  );
  return section;
}

/** A saved CV with a long name; its id. */
export async function createCv(request: APIRequestContext, name: string = LONG.cvName) {
  const response = await request.post('/api/cvs', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A share link with a label; its address. */
export async function createShareLink(request: APIRequestContext, label: string) {
  const response = await request.post('/api/account/share-links', { data: { label } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}
