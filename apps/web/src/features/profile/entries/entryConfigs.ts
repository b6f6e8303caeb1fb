import { educationConfig } from './kinds/education';
import { projectConfig } from './kinds/project';
import { skillConfig } from './kinds/skill';
import { workExperienceConfig } from './kinds/workExperience';

/** The entry kinds in the editor's (and the spec's) order. */
export const ENTRY_CONFIGS = [workExperienceConfig, skillConfig, educationConfig, projectConfig];
