import { BENCH_PASSWORD } from './seed';

/**
 * Logs the seeded account in through the API and answers its session
 * cookies as a Cookie header: access tokens are only good while their
 * session is live, so benchmarks use a real one.
 */
export async function logIn(serverUrl: string, username: string): Promise<string> {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
