export const TEMPLATE_DB = 'cv_test_template';

/** The same server URL with another database name. */
export function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
