import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR = 60 * 60 * 24 * 365;

export interface SpaPageOptions {
  /** Replaces the page's <title>; escaped here. */
  title?: string;
  /** Trusted markup appended to <head>; callers escape what they put in. */
  head?: string;
  status?: number;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html, optionally with its own <title> and extra tags in <head>. */
    sendSpa(options?: SpaPageOptions): FastifyReply;
  }
}

/**
 * Serves the built web app under /ui: hashed assets with a one-year immutable
 * cache, index.html (never cached) for every other /ui path so the SPA's
 * router decides, including its own not-found page.
 */
export const spaRoutes = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built)
    app.log.warn({ distDir }, 'web app is not built: /ui answers 503 (run npm run build)');
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  app.decorateReply('sendSpa', function (this: FastifyReply, options: SpaPageOptions = {}) {
    if (!built) {
      return this.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet.');
    }
    // Replacer functions, not strings: user text such as `$&` or `$'` must not
    // be read as a replacement pattern (which would splice the page into itself).
    let html = indexHtml;
    if (options.title !== undefined) {
      const title = `<title>${escapeText(options.title)}</title>`;
      html = html.replace(/<title>[^<]*<\/title>/, () => title);
    }
    const { head } = options;
    // A page with its own description (a public profile's bio) drops the app's.
    if (head?.includes('name="description"'))
      html = html.replace(/<meta\s+name="description"[^>]*>/, '');
    if (head) html = html.replace('</head>', () => `${head}</head>`);
    return this.code(options.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/ui/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ui', 302));
  app.get('/ui', { schema: { hide: true } }, (_request, reply) => reply.sendSpa());
  app.get('/ui/*', { schema: { hide: true } }, (request, reply) => {
    // A missing hashed asset is a real 404, not the app shell.
    if (request.url.startsWith('/ui/assets/')) return reply.callNotFound();
    return reply.sendSpa();
  });
});
