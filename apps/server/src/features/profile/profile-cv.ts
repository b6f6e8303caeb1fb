import {
  customSectionKey,
  resolveSectionSettings,
  type CvDataInput,
  type CvSectionKey,
  type CvSettings,
  type Locale,
  type Profile,
} from '@cv/shared';
import type { Database } from '../../db/client';
import { countryName } from '../platform/country-name';
import { cachedMediaBytes, type ReadMediaBytes } from '../platform/media-bytes';
import type { MediaStorage } from '../platform/storage';
import { isPublic, publicProfileUrl } from './profile-visibility';
import {
  compactEntry,
  compactSections,
  contentLanguageOf,
  customSectionsOf,
  localizedGeneral,
  localizedSectionTitle,
  toProfileResponse,
  toThemeResponse,
  withLangs,
} from './profile.mappers';
import { loadFullProfile, type FullProfile } from './profile.repository';

/** What one CV document leaves out of the profile. */
export type CvSelection = Pick<CvSettings, 'hiddenSections' | 'excludedEntries'>;

const NOTHING_LEFT_OUT: CvSelection = { hiddenSections: [], excludedEntries: [] };

/**
 * A printed section as the CV document sees it: how many entries the profile
 * has and how many of them this CV includes (for the studio's checks).
 */
export interface CvSectionOutline {
  key: CvSectionKey;
  /** A custom section's own title; fixed sections are named by their kind. */
  title?: string;
  entries: number;
  included: number;
}

/**
 * The owner's CV content. Unlike the public profile this is the owner's own
 * document: it prints their contact data whatever the public flags say, and
 * all descriptions.
 */
export function toCvData(
  full: FullProfile,
  lang: Locale,
  selection: CvSelection = NOTHING_LEFT_OUT,
): { data: CvDataInput; outline: CvSectionOutline[] } {
  const { account } = full;
  const settings = resolveSectionSettings(full.sectionSettings);
  // Each text in the CV's language where translated, else in the profile's own (marked in `langs`).
  const text = { lang, primary: contentLanguageOf(full) };
  const general = localizedGeneral(full, text);
  const hidden = new Set<string>(selection.hiddenSections);
  const excluded = new Set(selection.excludedEntries);
  const outline: CvSectionOutline[] = [];
  /** The entries of a printed section that this CV keeps; none of a hidden one. */
  const keep = <T extends { id: string }>(key: CvSectionKey, rows: T[], title?: string): T[] => {
    if (hidden.has(key)) return [];
    const kept = rows.filter((row) => !excluded.has(row.id));
    outline.push({ key, ...(title ? { title } : {}), entries: rows.length, included: kept.length });
    return kept;
  };
  // Every section the owner prints (references only when switched on), all descriptions.
  const printed = compactSections(
    full,
    (kind, entries) => (settings[kind].print ? keep(kind, entries) : []),
    false,
    text,
  ) as Omit<CvDataInput, 'lang' | 'person' | 'theme' | 'website' | 'customSections'>;
  const customSections = customSectionsOf(full)
    .filter(({ section }) => section.print)
    .map(({ section, entries }) => {
      const key = customSectionKey(section.id);
      return {
        key,
        ...localizedSectionTitle(section, text),
        entries: keep(key, entries, section.title).map((row) =>
          compactEntry('custom-entry', row, false, text),
        ),
      };
    })
    .filter((section) => section.entries.length > 0);
  const data: CvDataInput = {
    lang,
    person: {
      firstName: account.firstName,
      lastName: account.lastName,
      displayName: full.displayName,
      ...general.values,
      ...withLangs(general.langs),
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
    customSections,
  };
  return { data, outline };
}

/**
 * Where the owner's public profile lives (for a CV's QR code), and whether a
 * visitor sees it there now; null when the app has no public address to link.
 */
export interface CvProfileLink {
  url: string;
  public: boolean;
}

/**
 * The CV routes' `loadCvData`: one query for the profile, one read for the
 * picture; `owner()` turns the same rows into what the PDF carries.
 */
export function createCvDataLoader({
  db,
  storage,
  mediaBytes = cachedMediaBytes(storage),
  publicUrl,
}: {
  db: Database;
  storage: Pick<MediaStorage, 'get' | 'url'>;
  /** How the photo is read (the app's one cached reader); by default a cache of this loader's own. */
  mediaBytes?: ReadMediaBytes;
  /** The app's public address; without it CVs carry no link to the public profile. */
  publicUrl?: string;
}) {
  return async (accountId: string, lang: Locale, selection?: CvSelection & { photo?: boolean }) => {
    const full = await loadFullProfile(db, accountId);
    if (!full) return null;
    const wantsPhoto = selection?.photo ?? true;
    const picture = wantsPhoto && full.pictureKey ? await mediaBytes(full.pictureKey) : null;
    const { username } = full.account;
    const profileLink: CvProfileLink | null =
      publicUrl && username
        ? { url: publicProfileUrl(publicUrl, username), public: isPublic(full) }
        : null;
    return {
      ...toCvData(full, lang, selection),
      picture,
      profileLink,
      // What a PDF carries beside the print comes from this same load: a
      // second query would cost as much again on every download.
      owner: (): CvOwner => ({
        profile: toProfileResponse(full, (key) => storage.url(key)),
        person: ownerContact(full.account),
      }),
    };
  };
}

/** The account's contact data a CV's carried files name. */
export interface CvOwnerContact {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, as the account stores it. */
  country: string | null;
}

/** The whole profile as the API answers it and the owner's contact data. */
export interface CvOwner {
  profile: Profile;
  person: CvOwnerContact;
}

function ownerContact(account: FullProfile['account']): CvOwnerContact {
  const { firstName, lastName, email, phone, street, houseNumber, postcode, city, country } =
    account;
  return { firstName, lastName, email, phone, street, houseNumber, postcode, city, country };
}

export type CvDataLoader = ReturnType<typeof createCvDataLoader>;
