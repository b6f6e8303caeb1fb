import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE,
  FIRST_SCREEN_SCRIPT,
  LANGUAGE_COOKIE,
} from '@cv/shared';
import { buildTestApp, fixtureWebDist } from '../../../test/app';
import { buildAccount, responseCookies, TEST_PASSWORD } from '../../../test/factories';
import { client, logIn } from '../../../test/http';
import { scriptHash } from '../../http/inline-script';
import { SIGNED_IN_COOKIE } from '../../security/session-tokens';

/**
 * A stand-in for the web build's server render (apps/web/src/first-screen,
 * whose output the web tests and the browser journeys check): markup that
 * names what it was asked for and how often it ran.
 */
const STAND_IN_RENDER = `
let renders = 0;
export async function renderFirstScreen(path, data) {
  renders += 1;
  const providers = data.oauthProviders.length + ' external logins';
  return {
    markup: '<main><h1>' + path + ' in ' + data.locale + '</h1><p>render ' + renders + '</p><p>' + providers + '</p></main>',
    styles: '<style data-emotion="css x1">.x1{color:red}</style>',
    title: (data.locale === 'de' ? 'Anmelden' : 'Log in') + ' · CV Builder',
    description: 'described in ' + data.locale,
  };
}
`;

/** The test fixture's web build plus a render module with `source`. */
async function webDist(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-first-screen-'));
  await writeFile(
    path.join(dir, 'index.html'),
    await readFile(path.join(fixtureWebDist, 'index.html')),
  );
  const module = path.join(dir, FIRST_SCREEN_MODULE);
  await mkdir(path.dirname(module), { recursive: true });
  await writeFile(module, source);
  return dir;
}

const { app } = await buildTestApp({
  WEB_DIST_DIR: await webDist(STAND_IN_RENDER),
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_ID: 'cv',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_NAME: 'Company </script><script>alert(1)</script> login',
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
const dataOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  ) as unknown;

describe('the server-rendered first screens', () => {
  it.each([
    ['/ui', 'de-DE,de;q=0.9,en;q=0.5', 'de'],
    ['/ui', 'en-GB', 'en'],
    ['/ui/login', 'de', 'de'],
    ['/ui/login', 'fr-FR,en;q=0.5', 'en'],
  ])('sends %s rendered in the language of "%s"', async (url, acceptLanguage, locale) => {
    const res = await client(app).get(url, { lang: acceptLanguage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(`<html lang="${locale}">`);
    // The page's content is in the HTML, before any script runs.
    expect(rootOf(html)).toContain(`<h1>${url} in ${locale}</h1>`);
    expect(html).toContain(
      `<title>${locale === 'de' ? 'Anmelden' : 'Log in'} · CV Builder</title>`,
    );
    expect(html).toContain(`<meta name="description" content="described in ${locale}" />`);
    expect(html).toMatch(
      /<style data-emotion="css x1">[^<]*<\/style><script>[^<]*<\/script><\/head>/,
    );
    // The app's script still loads, and the data it takes the page over with is there.
    expect(html).toContain('<script type="module" src="/ui/assets/index-abc123.js"></script>');
    expect(dataOf(html)).toMatchObject({ path: url, locale });
    // The app starts with the visitor's first move: its chunks come after the page, not before.
    expect(html).toContain('<link rel="prefetch" crossorigin href="/ui/assets/start-abc123.js" />');
    expect(html).not.toContain('modulepreload');
  });

  it('renders in the language chosen in the app (its cookie) over the browser languages', async () => {
    const res = await app.inject({
      url: '/ui/login',
      headers: { 'accept-language': 'en-US', cookie: `${LANGUAGE_COOKIE}=de` },
    });
    expect(res.body).toContain('<html lang="de">');
    expect(dataOf(res.body)).toMatchObject({ locale: 'de' });
  });

  it('renders each page and language once, and shows the configured external logins', async () => {
    const first = await client(app).get('/ui/login', { lang: 'de' });
    const again = await client(app).get('/ui/login', { lang: 'de' });
    expect(rootOf(again.body)).toBe(rootOf(first.body));
    expect(dataOf(first.body)).toMatchObject({
      oauthProviders: [{ id: 'oidc', name: 'Company </script><script>alert(1)</script> login' }],
    });
  });

  it('never lets data close its script element', async () => {
    const html = (await client(app).get('/ui/login')).body;
    // The provider's name is in the data, with its "<" escaped.
    expect(html).toContain('Company \\u003c/script>\\u003cscript>alert(1)\\u003c/script> login');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('is uncached and varies with the language and the cookies', async () => {
    const res = await client(app).get('/ui');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('keeps the strict CSP: the one inline script runs by its hash, the data is JSON', async () => {
    const res = await client(app).get('/ui/login');
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives).toContain(`script-src 'self' ${scriptHash(FIRST_SCREEN_SCRIPT)}`);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(3);
    for (const [, attributes = '', source] of scripts) {
      if (attributes.includes(' src=') || attributes.includes('type="application/json"')) continue;
      expect(source).toBe(FIRST_SCREEN_SCRIPT);
    }
    // The shell's CSP has no such hash.
    const shell = await client(app).get('/ui/account');
    expect(String(shell.headers['content-security-policy']).split(';')).toContain(
      "script-src 'self'",
    );
  });

  it.each(['/ui/login?redirect=%2Fui%2Fcv', '/ui/login?step=second-factor'])(
    'sends the plain shell for %s, whose page the kept render is not',
    async (url) => {
      const html = (await client(app).get(url)).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
    },
  );

  it('renders the landing whatever its query (it reads none)', async () => {
    const html = (await client(app).get('/ui?utm_source=mail')).body;
    expect(rootOf(html)).toContain('<h1>/ui in en</h1>');
  });

  it('sends a browser with a session the plain shell, so it never sees the landing', async () => {
    const account = await buildAccount(app, { password: TEST_PASSWORD });
    const { res: login, cookie } = await logIn(app, account.username ?? '');
    // The marker goes to the app's pages only, for as long as the session may be refreshed.
    expect(responseCookies(login)[SIGNED_IN_COOKIE]).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/ui',
      maxAge: 30 * 24 * 60 * 60,
    });
    for (const url of ['/ui', '/ui/login']) {
      const html = (await client(app).get(url, { cookie })).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
      // The app starts at once there: its chunks load with the page.
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/ui/assets/start-abc123.js" />',
      );
    }

    const logout = await client(app).post('/api/auth/logout', undefined, { cookie });
    expect(responseCookies(logout)[SIGNED_IN_COOKIE]).toMatchObject({ value: '', path: '/ui' });
  });

  it('answers a login form posted before the app started with the page again, dropping the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ui/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8080',
      },
      payload: 'username=ada&password=secret-password',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/ui/login');
  });

  it('keeps the render module from browsers and sends other pages the shell', async () => {
    const module = await client(app).get('/ui/server/first-screen.js');
    expect(module.body).not.toContain('renderFirstScreen');
    expect((await client(app).get('/ui/account')).body).toContain('<div id="root"></div>');
  });
});

describe('a server render that fails', () => {
  it('leaves the visitor the plain shell', async () => {
    const { app: broken } = await buildTestApp({
      WEB_DIST_DIR: await webDist(
        'export async function renderFirstScreen() { throw new Error("bug"); }',
      ),
    });
    const res = await client(broken).get('/ui');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
