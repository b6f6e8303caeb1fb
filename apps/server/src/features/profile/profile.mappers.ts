import type { z } from 'zod';
import {
  defaultTheme,
  ENTRY_KINDS,
  entrySchemas,
  type EntryKind,
  type Profile,
  type Theme,
} from '@cv/shared';
import type { FullProfile } from './profile.repository';

/**
 * Rows to responses, one function per resource. What a response may contain
 * is decided here and in the shared response schemas, nowhere else.
 */

export type EntryItem<K extends EntryKind> = z.infer<(typeof entrySchemas)[K]['item']>;

// The fields of each kind's saved item: the allow-list for its rows.
const ITEM_FIELDS = Object.fromEntries(
  ENTRY_KINDS.map((kind) => [kind, Object.keys(entrySchemas[kind].item.shape)]),
) as Record<EntryKind, string[]>;

/** An entry row (full row or the profile query's) as its kind's saved item. */
export function toEntryItem<K extends EntryKind>(kind: K, row: object): EntryItem<K> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(
    ITEM_FIELDS[kind].map((field) => [field, source[field] ?? null]),
  ) as EntryItem<K>;
}

/** The saved theme, or the defaults when none is saved. */
export function toThemeResponse(theme: Theme | null | undefined): Theme {
  return theme
    ? { backgroundColor: theme.backgroundColor, surfaceColor: theme.surfaceColor }
    : { ...defaultTheme };
}

/** The owner's whole profile (`GET /api/profile`); media keys become URLs. */
export function toProfileResponse(full: FullProfile, mediaUrl: (key: string) => string): Profile {
  return {
    displayName: full.displayName,
    jobTitle: full.jobTitle,
    location: full.location,
    bio: full.bio,
    publicAccess: full.publicAccess,
    showEmail: full.showEmail,
    showPhone: full.showPhone,
    showAddress: full.showAddress,
    hideDescriptions: full.hideDescriptions,
    pictureUrl: full.pictureKey ? mediaUrl(full.pictureKey) : null,
    thumbnailUrl: full.thumbnailKey ? mediaUrl(full.thumbnailKey) : null,
    theme: toThemeResponse(full.theme),
    workExperiences: full.workExperiences.map((row) => toEntryItem('work-experience', row)),
    educations: full.educations.map((row) => toEntryItem('education', row)),
    skills: full.skills.map((row) => toEntryItem('skill', row)),
    projects: full.projects.map((row) => toEntryItem('project', row)),
  };
}
