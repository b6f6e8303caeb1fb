import type { EntryKind } from '@cv/shared';
import type { AnyEntryConfig } from './entryConfig';
import { educationConfig } from './kinds/education';
import { projectConfig } from './kinds/project';
import { skillConfig } from './kinds/skill';
import { workExperienceConfig } from './kinds/workExperience';

/**
 * The entry kinds in the editor's order. Each config is
 * typed by its own form values; the generic section only needs FieldValues.
 */
export const ENTRY_CONFIGS = [
  workExperienceConfig,
  skillConfig,
  educationConfig,
  projectConfig,
] as unknown as readonly AnyEntryConfig[];

export function entryConfig<K extends EntryKind>(kind: K): AnyEntryConfig<K> {
  return ENTRY_CONFIGS.find((config) => config.kind === kind) as unknown as AnyEntryConfig<K>;
}
