/**
 * `current` with one field as a version had it: the version's value, or no
 * such field when the version had none. What a restore of one field writes.
 */
export function withFieldOf(
  current: Record<string, unknown>,
  version: Record<string, unknown>,
  field: string,
): Record<string, unknown> {
  const values = { ...current };
  if (field in version) values[field] = version[field];
  else delete values[field];
  return values;
}
