import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE,
  FIRST_SCREEN_PAGES,
  FIRST_SCREEN_SCRIPT,
  LOCALES,
  type FirstScreen,
  type FirstScreenData,
  type FirstScreenPath,
  type Locale,
  type OAuthProvider,
  type RenderFirstScreen,
} from '@cv/shared';
import { scriptHash } from '../../http/inline-script';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The app's first screens (the landing and the login of a visitor without a
 * session) as whole HTML documents: the web app's own server render (its
 * build's `server/first-screen.js`) put into its index.html, in the page's
 * language, with the styles in the head and the data the app takes the page
 * over with. A page is rendered once per language and kept: nothing in it
 * depends on the request beyond the page and the language.
 */
export interface FirstScreens {
  /** The document, or null when it cannot be had (the app then gets the plain shell). */
  document(page: FirstScreenPath, locale: Locale): Promise<string | null>;
  /** Renders every page in every language ahead of the first visitor. */
  warm(): Promise<void>;
}

export interface FirstScreensOptions {
  distDir: string;
  indexHtml: string;
  /** The external logins this server offers: the login page shows a button for each. */
  oauthProviders: () => OAuthProvider[];
  log: FastifyBaseLogger;
}

/** null when the web app was built without its server render. */
export function createFirstScreens(options: FirstScreensOptions): FirstScreens | null {
  const modulePath = path.join(options.distDir, FIRST_SCREEN_MODULE);
  if (!existsSync(modulePath)) {
    options.log.warn({ modulePath }, 'no server render of the first screens: /ui sends the shell');
    return null;
  }
  let renderer: Promise<RenderFirstScreen> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(modulePath).href).then(
      (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
    ));
  const documents = new Map<string, Promise<string | null>>();
  // The render module renders one page at a time (its language is a setting of the module).
  let queue: Promise<unknown> = Promise.resolve();

  function document(page: FirstScreenPath, locale: Locale): Promise<string | null> {
    const key = `${page} ${locale}`;
    let made = documents.get(key);
    if (!made) {
      const data: FirstScreenData = { locale, oauthProviders: options.oauthProviders() };
      const rendered = queue.then(async () => (await loadRenderer())(page, data));
      queue = rendered.catch(() => undefined);
      made = rendered.then(
        (screen) => firstScreenDocument(options.indexHtml, screen, { path: page, ...data }),
        (err: unknown) => {
          options.log.error({ err, page, locale }, 'server render of a first screen failed');
          // Tried again with a later request rather than never.
          documents.delete(key);
          return null;
        },
      );
      documents.set(key, made);
    }
    return made;
  }

  return {
    document,
    async warm() {
      const pages = Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[];
      await Promise.all(pages.flatMap((page) => LOCALES.map((locale) => document(page, locale))));
    },
  };
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The CSP source of the first screens' inline script (see FIRST_SCREEN_SCRIPT). */
export const FIRST_SCREEN_SCRIPT_HASH = scriptHash(FIRST_SCREEN_SCRIPT);

/**
 * index.html with a rendered page: its language, title and description, the
 * styles and the script that holds early input (allowed by its hash) before
 * the head's end, the markup inside the root element, and the data the app
 * takes the page over with (JSON, which runs as no script). The app's
 * chunks, which the shell preloads, are only prefetched: the app starts with
 * the visitor's first move (apps/web first-screen/startWhenNeeded.ts), and a
 * preload would compete with the page's own first paint for a slow phone's
 * bandwidth. Throws when index.html lacks a part it fills.
 */
export function firstScreenDocument(
  indexHtml: string,
  screen: FirstScreen,
  data: FirstScreenData & { path: FirstScreenPath },
): string {
  const fills: [RegExp, string][] = [
    [/<html lang="[^"]*">/, `<html lang="${data.locale}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`],
    [
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(screen.description)}" />`,
    ],
    [/<\/head>/, `${screen.styles}<script>${FIRST_SCREEN_SCRIPT}</script></head>`],
    [
      /<div id="root"><\/div>/,
      `<div id="root">${screen.markup}</div>` +
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`,
    ],
  ];
  const filled = fills.reduce((html, [pattern, value]) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    // A function, so that `$` in the value is taken literally.
    return html.replace(pattern, () => value);
  }, indexHtml);
  return filled.replaceAll('<link rel="modulepreload"', '<link rel="prefetch"');
}
