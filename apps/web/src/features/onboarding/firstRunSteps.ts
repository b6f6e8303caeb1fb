import { SECTION_KIND_IDS, SECTION_KINDS, type Profile, type ShareLink } from '@cv/shared';
import { PATHS } from '../../app/paths';

/**
 * The first run's checklist, worked out from what the server holds: nothing
 * here is ticked by hand, so a step done on another device shows as done.
 */

export type FirstRunStepId = 'profile' | 'about' | 'sections' | 'cv' | 'share';

/** How many sections with at least one entry make a CV worth printing. */
export const SECTIONS_GOAL = 3;

/** Where the share links are made: the account page's card carries this id. */
export const SHARE_LINKS_ANCHOR = 'share-links';

export interface FirstRunFacts {
  /** Null before the profile is created. */
  profile: Profile | null;
  cvCount: number;
  shareLinks: readonly Pick<ShareLink, 'revokedAt'>[];
}

export interface FirstRunStep {
  id: FirstRunStepId;
  done: boolean;
  /** The router path where the step is done. */
  to: string;
}

export interface FirstRunProgress {
  steps: FirstRunStep[];
  done: number;
  total: number;
  complete: boolean;
  /** The first step not done yet; undefined when all are. */
  next?: FirstRunStep;
}

const filled = (text: string | null | undefined) => Boolean(text?.trim());

/** Sections with at least one entry: fixed kinds and the owner's own sections. */
export function filledSections(profile: Profile): number {
  const fixed = SECTION_KIND_IDS.filter(
    (kind) => profile[SECTION_KINDS[kind].listKey].length > 0,
  ).length;
  const custom = profile.customSections.filter((section) => section.entries.length > 0).length;
  return fixed + custom;
}

export function firstRunProgress({
  profile,
  cvCount,
  shareLinks,
}: FirstRunFacts): FirstRunProgress {
  const steps: FirstRunStep[] = [
    { id: 'profile', done: profile !== null, to: PATHS.profileCreate },
    {
      id: 'about',
      done: profile !== null && filled(profile.jobTitle) && filled(profile.bio),
      to: profile ? PATHS.profileEdit : PATHS.profileCreate,
    },
    {
      id: 'sections',
      done: profile !== null && filledSections(profile) >= SECTIONS_GOAL,
      to: profile ? PATHS.profileEdit : PATHS.profileCreate,
    },
    { id: 'cv', done: cvCount > 0, to: PATHS.cv },
    {
      id: 'share',
      done: (profile?.publicAccess ?? false) || shareLinks.some((link) => link.revokedAt === null),
      to: `${PATHS.account}#${SHARE_LINKS_ANCHOR}`,
    },
  ];
  const done = steps.filter((step) => step.done).length;
  return {
    steps,
    done,
    total: steps.length,
    complete: done === steps.length,
    next: steps.find((step) => !step.done),
  };
}
