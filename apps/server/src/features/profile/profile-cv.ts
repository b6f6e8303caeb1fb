import type { Readable } from 'node:stream';
import {
  resolveSectionSettings,
  SECTION_KIND_IDS,
  SECTION_KINDS,
  type CvDataInput,
  type Locale,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { countryName } from '../countries/country-name';
import type { MediaStorage } from '../media/storage';
import { compactEntry, customSectionsOf, entriesByKind, toThemeResponse } from './profile.mappers';
import { loadFullProfile, type FullProfile } from './profile.repository';

/**
 * The owner's CV content. Unlike the public profile this is the owner's own
 * document: it prints their contact data whatever the public flags say, and
 * all descriptions.
 */
export function toCvData(full: FullProfile, lang: Locale): CvDataInput {
  const { account } = full;
  const settings = resolveSectionSettings(full.sectionSettings);
  const lists = entriesByKind(full);
  // Every section the owner prints (references only when switched on), all descriptions.
  const printed = Object.fromEntries(
    SECTION_KIND_IDS.map((kind) => [
      SECTION_KINDS[kind].listKey,
      settings[kind].print ? lists[kind].map((row) => compactEntry(kind, row, false)) : [],
    ]),
  ) as Omit<CvDataInput, 'lang' | 'person' | 'theme' | 'website' | 'customSections'>;
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
    website: full.website,
    ...printed,
    customSections: customSectionsOf(full)
      .filter(({ section, entries }) => section.print && entries.length > 0)
      .map(({ section, entries }) => ({
        title: section.title,
        entries: entries.map((row) => compactEntry('custom-entry', row, false)),
      })),
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
