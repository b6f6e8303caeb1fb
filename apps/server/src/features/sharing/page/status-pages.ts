import { DEFAULT_THEME, type Locale } from '@cv/shared';
import { translator } from '../../../http/i18n';
import { esc } from './html';
import { themeCss } from './page-colors';
import { documentHtml } from './render-page';

/**
 * The pages without a profile, in the app's default colours and never
 * indexed. Not found says nothing about why (private, unverified or unknown
 * read the same), so a link does not tell whether a user exists.
 */
function statusPage(locale: Locale, title: string, lines: string[], action: string): string {
  const t = translator(locale);
  return documentHtml({
    lang: locale,
    title: `${title} | ${t('app.name')}`,
    head: '<meta name="robots" content="noindex">',
    css: themeCss(DEFAULT_THEME),
    body:
      `<main class="state"><h1>${esc(title)}</h1>` +
      lines.map((line, i) => `<p${i > 0 ? ' class="muted"' : ''}>${esc(line)}</p>`).join('') +
      `${action}</main>`,
  });
}

export function renderNotFoundPage(locale: Locale): string {
  const t = translator(locale);
  return statusPage(
    locale,
    t('publicProfile.notFoundTitle'),
    [t('publicProfile.notFound'), t('publicProfile.notFoundHint')],
    `<a class="btn" href="/ui">${esc(t('publicProfile.home'))}</a>`,
  );
}

/** The database is away for a moment: the same address again is the way back. */
export function renderUnavailablePage(locale: Locale, retryUrl: string): string {
  const t = translator(locale);
  return statusPage(
    locale,
    t('publicProfile.loadError'),
    [t('publicProfile.loadErrorDetail')],
    `<a class="btn" href="${esc(retryUrl)}">${esc(t('actions.retry'))}</a>`,
  );
}
