import { describe, expect, it } from 'vitest';
import { buildTestApp } from './app';
import { loggedInAccount } from './factories';
import { expectError, expectFieldErrors } from './http';
import { accountWithProfile, postProfile } from './profile-helpers';

/**
 * What text the product accepts, decided once at the boundary: every string
 * of a body, query or path may hold any Unicode except NUL and unpaired
 * UTF-16 surrogates, which are refused with a field error (never a 500).
 */
const { app } = await buildTestApp();

const MESSAGES = {
  en: 'Link contains characters that are not allowed',
  de: 'Link enthält unzulässige Zeichen',
} as const;

/** JSON text with a lone surrogate: JSON.stringify would escape it the same way. */
const LONE_HIGH = '\ud800x';
const LONE_LOW = 'x\udc00';

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Note G',
  url: 'https://example.com/note-g',
  links: [{ label: 'Paper', url: 'https://example.com/paper' }],
  ...overrides,
});

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('NUL bytes', () => {
  it.each(['en', 'de'] as const)(
    'refuses a NUL in a project url with a localized field error (%s)',
    async (lang) => {
      const { cookie } = await accountWithProfile(app);
      const res = await postJson(
        '/api/profile/project',
        project({ url: 'https://example.com/\u0000x' }),
        { cookie, 'accept-language': lang },
      );
      expectFieldErrors(res, { url: [MESSAGES[lang]] });
    },
  );

  it('refuses a NUL in links[].url and names the field by its path', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await postJson(
      '/api/profile/project',
      project({ links: [{ label: 'Paper', url: 'https://example.com/\u0000' }] }),
      { cookie },
    );
    expectFieldErrors(res, { 'links.0.url': [MESSAGES.en] });
  });

  it('refuses a NUL in a free text', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await postJson(
      '/api/profile/skill',
      { name: 'a\u0000b', type: 'x', level: 3 },
      {
        cookie,
      },
    );
    const body = expectError(res, 400, 'validation');
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['name']);
  });

  it.each(['/api/public/profile/ada%00', '/ui/profile/ada%00'])(
    'answers a NUL in the username path %s with 400',
    async (url) => {
      const res = await app.inject({ url, headers: { 'accept-language': 'de' } });
      expectFieldErrors(res, { username: ['Benutzername enthält unzulässige Zeichen'] });
    },
  );

  it('answers a NUL in a query parameter with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await app.inject({ url: '/api/cv/preview?design=classic%00', headers: { cookie } });
    expectError(res, 400, 'validation');
  });
});

describe('unpaired UTF-16 surrogates', () => {
  it.each([LONE_HIGH, LONE_LOW])(
    'refuses %j on POST /api/auth/login before authentication',
    async (username) => {
      const res = await postJson('/api/auth/login', { username, password: 'whatever-1A' });
      expectFieldErrors(res, {
        username: ['Username contains characters that are not allowed'],
      });
    },
  );

  it('refuses one in an entry text', async () => {
    const { cookie } = await accountWithProfile(app);
    const res = await postJson('/api/profile/project', project({ description: LONE_HIGH }), {
      cookie,
    });
    const body = expectError(res, 400, 'validation');
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['description']);
  });

  it('refuses one in the profile form data', async () => {
    const { cookie } = await loggedInAccount(app);
    const res = await postProfile(app, cookie, {
      data: `{"displayName":"Ada","bio":"${'\\ud800'}x"}`,
    });
    const body = expectError(res, 400, 'validation');
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['bio']);
  });
});

describe('deeply nested bodies', () => {
  it('answers JSON nested beyond the call stack with 400, not 500', async () => {
    const depth = 100_000;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expectError(res, 400, 'validation');
  });
});

describe('text the product keeps', () => {
  const KEPT = {
    rtl: 'مرحبا بالعالم \u202eabc\u202c',
    emoji: 'Ada 👩🏽‍💻 🇩🇪',
    zeroWidth: 'zero\u200bwidth\u200d\ufeffjoined',
    combining: 'e\u0301 Å',
    control: 'tab\tnew\nline',
  };

  it.each(Object.entries(KEPT))('stores and returns %s text unchanged', async (_kind, text) => {
    const { cookie } = await accountWithProfile(app);
    const res = await postJson('/api/profile/project', project({ description: text }), {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().description).toBe(text);
  });
});

describe('multipart without its closing boundary', () => {
  it.each(['en', 'de'])('answers POST /api/profile with 400 (%s)', async (lang) => {
    const { cookie } = await loggedInAccount(app);
    const boundary = '----cvtest';
    const payload =
      `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="data"\r\n\r\n' +
      '{"displayName":"Ada"}\r\n' +
      `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="profilePicture"; filename="me.jpg"\r\n' +
      'Content-Type: image/jpeg\r\n\r\n' +
      'not all of the bytes';
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: {
        cookie,
        'accept-language': lang,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const body = expectError(res, 400, 'malformed_multipart');
    expect(body.message).toBe(
      lang === 'de'
        ? 'Das Formular der Anfrage ist unvollständig oder fehlerhaft'
        : 'The request form is incomplete or malformed',
    );
  });

  it('answers a form cut off inside its data part with 400', async () => {
    const { cookie } = await loggedInAccount(app);
    const boundary = '----cvtest';
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"displ`,
    });
    expectError(res, 400, 'malformed_multipart');
  });
});
