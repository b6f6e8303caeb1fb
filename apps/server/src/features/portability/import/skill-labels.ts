import { resources } from '@cv/shared/i18n';

/**
 * Labels are not skills. People type the heading of their skills into the
 * list itself ("Skills:" with the skills as its keywords), and texts end in
 * the colon of a label ("Cloud:"); the CV prints the section's heading and
 * each group's type itself, so such a label would print twice.
 */

/** A label's text without the colon that ends it: "Cloud:" → "Cloud". */
export const withoutColon = (text: string) => text.replace(/\s*[:：]+$/, '');

const fold = (text: string) => withoutColon(text).trim().toLocaleLowerCase();

/** What people call the section of skills, and what ours is called in every language of the app. */
const SKILLS_HEADINGS = new Set(
  [
    ...Object.values(resources).flatMap(({ translation }) => [
      translation.sections.skill,
      translation.portability.defaults.skillType,
    ]),
    'skill',
    'skills',
    'skill set',
    'skillset',
    'technical skills',
    'key skills',
    'core skills',
    'competencies',
    'core competencies',
    'competences',
    'fähigkeiten',
    'fertigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'it-kenntnisse',
  ].map(fold),
);

/** Whether a text is only the heading of a skills section. */
export const isSkillsHeading = (text: string) => SKILLS_HEADINGS.has(fold(text));

const text = (value: unknown) =>
  typeof value === 'string' ? withoutColon(value) || undefined : undefined;

/** A skill item of a file: a skill, or a heading typed as an item with the skills under it. */
export type SkillItem =
  | { as: 'skill'; fields: Record<string, unknown> }
  | { as: 'heading'; label: string; skills: Record<string, unknown>[] };

/**
 * A skill item without labels: a skill, or, where its name is only a
 * heading, one skill per keyword (with the item's level and type).
 */
export function readSkillItem(fields: Record<string, unknown>): SkillItem {
  const name = text(fields.name);
  const type = text(fields.type);
  const keywords = Array.isArray(fields.keywords)
    ? fields.keywords.map(text).filter((word): word is string => word !== undefined)
    : [];
  const own = {
    ...fields,
    name,
    // A type that is the section's heading says no more than the default type.
    type: type && isSkillsHeading(type) ? undefined : type,
    keywords,
  };
  if (name === undefined || !isSkillsHeading(name)) return { as: 'skill', fields: own };
  return {
    as: 'heading',
    label: name,
    skills: keywords.map((keyword) => ({ ...own, name: keyword, keywords: [] })),
  };
}
