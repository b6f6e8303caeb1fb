import type { EntryKind } from '@cv/shared';
import type { AnyEntryConfig } from './entryConfig';
import { languageConfig } from './kinds/language';
import { linkConfig } from './kinds/link';
import {
  awardConfig,
  certificateConfig,
  customEntryConfig,
  educationConfig,
  interestConfig,
  publicationConfig,
  referenceConfig,
  volunteeringConfig,
  workExperienceConfig,
} from './kinds/plainKinds';
import { projectConfig } from './kinds/project';
import { skillConfig } from './kinds/skill';

/**
 * The editor's config of every entry kind: a kind of the registry without
 * one here does not compile. Each config is typed by its own form values;
 * the generic section only needs FieldValues.
 */
const CONFIGS = {
  'work-experience': workExperienceConfig,
  education: educationConfig,
  skill: skillConfig,
  project: projectConfig,
  link: linkConfig,
  language: languageConfig,
  certificate: certificateConfig,
  award: awardConfig,
  publication: publicationConfig,
  volunteering: volunteeringConfig,
  interest: interestConfig,
  reference: referenceConfig,
  'custom-entry': customEntryConfig,
} satisfies { [K in EntryKind]: { kind: K } };

export function entryConfig<K extends EntryKind>(kind: K): AnyEntryConfig<K> {
  return CONFIGS[kind] as unknown as AnyEntryConfig<K>;
}
