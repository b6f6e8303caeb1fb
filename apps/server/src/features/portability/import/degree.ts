import { definedFields } from './draft-builder';

/**
 * A degree from the two texts the formats split it into, its type ("Master
 * of Science") and its area ("Computer Science"): the profile's degree name
 * is the whole degree, "Master of Science, Computer Science" (the editor's
 * own example). A degree name that already holds the type is one our export
 * wrote, the type beside it the level it was given ("Master"): it reads
 * back as it was.
 */
export function degreeFields(
  type: string | undefined,
  area: string | undefined,
): { degreeName?: string; level?: string } {
  if (!type || !area) return definedFields({ degreeName: area ?? type });
  const holds = (whole: string, part: string) =>
    whole.toLocaleLowerCase().includes(part.toLocaleLowerCase());
  if (holds(area, type)) return { degreeName: area, level: type };
  if (holds(type, area)) return { degreeName: type };
  return { degreeName: `${type}, ${area}` };
}
