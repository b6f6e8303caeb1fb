import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FIRST_SCREEN_PAGES,
  isLocale,
  LANGUAGE_COOKIE,
  type FirstScreenPath,
  type Locale,
  type OAuthProvider,
} from '@cv/shared';
import { SIGNED_IN_COOKIE } from '../../security/session-tokens';
import { allowInlineScript } from '../../http/inline-script';
import { createFirstScreens, FIRST_SCREEN_SCRIPT_HASH } from './first-screen';

const ONE_YEAR = 60 * 60 * 24 * 365;
const HTML = 'text/html; charset=utf-8';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html (never cached: it names the current assets). */
    sendSpa(): FastifyReply;
  }
}

export interface SpaRoutesOptions {
  distDir: string;
  /** The external logins this server offers (the server-rendered login shows them). */
  oauthProviders: () => OAuthProvider[];
  /** Render the first screens at start rather than for their first visitor. */
  warmFirstScreens: boolean;
}

/**
 * The language a first screen is rendered in: the one chosen in the app
 * (its cookie), else the browser's (Accept-Language). The app's own rule is
 * the same, so it takes the page over in the language it arrived in.
 */
function firstScreenLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLocale(chosen) ? chosen : request.locale;
}

/**
 * Whether this request gets the server-rendered page: a browser with a
 * session gets the shell (the app shows it a different page; the landing
 * must not flash), and so does an address whose query the page reads (the
 * kept render has none).
 */
function wantsFirstScreen(request: FastifyRequest, page: FirstScreenPath): boolean {
  if (request.cookies[SIGNED_IN_COOKIE] !== undefined) return false;
  const query = request.query as Record<string, unknown>;
  return !FIRST_SCREEN_PAGES[page].readsQuery.some((name) => name in query);
}

/**
 * Serves the built web app under /ui: hashed assets with a one-year immutable
 * cache, index.html (never cached) for every other /ui path so the SPA's
 * router decides, including its own not-found page. The landing and the login
 * of a visitor without a session come rendered (first-screen.ts), so they show
 * before any script has run.
 */
export const spaRoutes = fp<SpaRoutesOptions>(async (app: FastifyInstance, options) => {
  const { distDir } = options;
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built)
    app.log.warn({ distDir }, 'web app is not built: /ui answers 503 (run npm run build)');
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  const firstScreens = built
    ? createFirstScreens({
        distDir,
        indexHtml,
        oauthProviders: options.oauthProviders,
        log: app.log,
      })
    : null;
  if (firstScreens && options.warmFirstScreens) {
    app.addHook('onReady', async () => {
      // In the background: the server answers (with the shell) meanwhile.
      void firstScreens.warm();
    });
  }

  app.decorateReply('sendSpa', function (this: FastifyReply) {
    if (!built) {
      return this.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet.');
    }
    return this.header('cache-control', 'no-cache').type(HTML).send(indexHtml);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/ui/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The server render module is the server's, not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: FirstScreenPath) {
    // What is sent depends on the session marker and the language.
    reply.header('vary', 'Accept-Language, Cookie');
    if (!firstScreens || !wantsFirstScreen(request, page)) return reply.sendSpa();
    const html = await firstScreens.document(page, firstScreenLocale(request));
    if (!html) return reply.sendSpa();
    allowInlineScript(reply, FIRST_SCREEN_SCRIPT_HASH);
    return reply.header('cache-control', 'no-cache').type(HTML).send(html);
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui', 302));
  app.get('/ui', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/ui'));
  app.get('/ui/login', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, '/ui/login'),
  );
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    // A missing hashed asset is a real 404, not the app shell.
    if (request.url.startsWith('/ui/assets/')) return reply.callNotFound();
    return reply.sendSpa();
  });

  // The login form posts only when it is submitted before the app has started (the app
  // handles its submit itself): back to the page, whose app then logs in. The body, with
  // the password in it, is read and dropped.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: 16 * 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post('/ui/login', { schema: { hide: true } }, (request, reply) =>
      reply.redirect(request.url, 303),
    );
  });
});
