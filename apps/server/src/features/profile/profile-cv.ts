import type { Readable } from 'node:stream';
import type { CvDataInput, Locale } from '@cv/shared';
import type { Database } from '../../db/client';
import { countryName } from '../countries/country-name';
import type { MediaStorage } from '../media/storage';
import { toThemeResponse } from './profile.mappers';
import { loadFullProfile, type FullProfile } from './profile.repository';

/**
 * The owner's CV content. Unlike the public profile this is the owner's own
 * document: it prints their contact data whatever the public flags say, and
 * all descriptions.
 */
export function toCvData(full: FullProfile, lang: Locale): CvDataInput {
  const { account } = full;
  return {
    lang,
    person: {
      firstName: account.firstName,
      lastName: account.lastName,
      displayName: full.displayName,
      jobTitle: full.jobTitle,
      bio: full.bio,
      location: full.location,
      email: account.email,
      phone: account.phone,
      birthday: account.birthday,
      address: {
        street: account.street,
        houseNumber: account.houseNumber,
        postcode: account.postcode,
        city: account.city,
        country: account.country ? (countryName(account.country, lang) ?? null) : null,
      },
    },
    theme: toThemeResponse(full.theme),
    workExperiences: full.workExperiences.map(({ id: _id, position: _p, ...w }) => w),
    educations: full.educations.map(({ id: _id, position: _p, ...e }) => e),
    skills: full.skills.map(({ name, type, level }) => ({ name, type, level })),
    projects: full.projects.map(({ id: _id, position: _p, ...p }) => p),
  };
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The CV routes' `loadCvData`: one query for the profile, one read for the picture. */
export function createCvDataLoader({ db, storage }: { db: Database; storage: MediaStorage }) {
  return async (accountId: string, lang: Locale) => {
    const full = await loadFullProfile(db, accountId);
    if (!full) return null;
    const stored = full.pictureKey ? await storage.get(full.pictureKey) : null;
    return {
      data: toCvData(full, lang),
      picture: stored ? await readAll(stored.body) : null,
    };
  };
}
