import { http, HttpResponse } from 'msw';
import { NOT_FOUND, recordCall, type StubCall } from '../../../test/api';
import { server } from '../../../test/server';

/** The id of the profile's `n`-th version in this fake. */
export const versionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const summary = (id: string) => ({
  id,
  docType: 'profile',
  docId: versionId(999),
  reason: 'edit',
  name: null,
  createdAt: '2026-11-27T09:00:00.000Z',
});

/**
 * The server's history of the profile for component tests: `head` answers
 * the version saved last; a write to the profile (any call but a GET under
 * /api/profile) and a restore each make a new version, which becomes the
 * head. Installed after the other fakes, it answers `/api/history/…` only and
 * lets every other call through (it only counts the profile's writes).
 */
export function fakeHistoryApi() {
  let head = 1;
  let made = 1000;
  const calls: StubCall[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'GET' && path.startsWith('/api/profile')) head = made++;
      if (!path.startsWith('/api/history/')) return undefined;
      const call = await recordCall(request);
      calls.push(call);
      if (path === '/api/history/head') return HttpResponse.json(summary(versionId(head)));
      if (/^\/api\/history\/versions\/[^/]+\/restore$/.test(path)) {
        head = made++;
        return HttpResponse.json({ version: summary(versionId(head)) });
      }
      return HttpResponse.json(NOT_FOUND.body as object, { status: NOT_FOUND.status });
    }),
  );
  return {
    calls,
    /** How often the editor asked for the head. */
    heads: () => calls.filter((c) => c.path === '/api/history/head').length,
    /** The versions restored, in order. */
    restores: () =>
      calls.filter((c) => c.path.endsWith('/restore')).map((c) => c.path.split('/')[4]),
    /** The version that holds the profile now. */
    head: () => versionId(head),
    /** A save on the server: version `n` holds the profile now. */
    saved: (n: number) => {
      head = n;
    },
  };
}
