/**
 * Statistics count per calendar day in UTC, so that every instance (whatever
 * its time zone) files a view under the same day.
 */

/** `YYYY-MM-DD` of `date` in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return utcDay(date);
}
