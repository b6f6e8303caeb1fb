import { randomBytes } from 'node:crypto';

export const templateDbName = () => `cv_test_template_${randomBytes(4).toString('hex')}`;

/** The same server URL with another database name. */
export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
