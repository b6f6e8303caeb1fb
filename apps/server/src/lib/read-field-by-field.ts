import type { z } from 'zod';

/**
 * Stored JSON over `defaults`, field by field: a field added in a later
 * release gets its default, and a stored value that no longer passes its
 * schema falls back alone instead of spoiling the whole object.
 */
export function readFieldByField<T extends object>(
  shape: Record<string, z.ZodType>,
  defaults: T,
  stored: Record<string, unknown>,
): T {
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as T;
}
