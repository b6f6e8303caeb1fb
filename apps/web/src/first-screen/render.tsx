import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  type FirstScreen,
  type FirstScreenData,
  type FirstScreenPath,
  type RenderFirstScreen,
} from '@cv/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { i18n, i18nReady } from '../app/i18n';
import { BASENAME } from '../app/paths';
import { routeFor } from '../app/routes';
import { buildRoutes } from '../app/router';
import { documentTitle } from '../app/shell/useDocumentTitle';
import { firstScreenQueries, untilRouterReady } from './firstScreen';

/**
 * The app's markup at `path` for a visitor without a session, as the
 * browser's first render of the same page will be (the whole app, shell
 * included), its styles going into `cache`.
 */
export async function renderAppMarkup(
  path: FirstScreenPath,
  data: FirstScreenData,
  cache: EmotionCache,
): Promise<string> {
  const router = createMemoryRouter(buildRoutes(), {
    basename: BASENAME,
    initialEntries: [path],
  });
  await Promise.all([untilRouterReady(router), i18nReady]);
  // Renders run one at a time, and renderToString is synchronous: the
  // language set here is the one the render reads.
  await i18n.changeLanguage(data.locale);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App router={router} queryClient={firstScreenQueries(data)} />
      </StrictMode>
    </CacheProvider>,
  );
  router.dispose();
  return markup;
}

/**
 * The server's render of a first screen (built as its own module, see
 * vite.config.ts): the markup the browser hydrates instead of drawing the
 * page again, with the style elements of every rule it uses. Rendered once
 * per page and language and kept by the server.
 */
export const renderFirstScreen: RenderFirstScreen = async (path, data) => {
  // The key the browser's default cache has, so that it adopts these styles.
  const cache = createCache({ key: 'css' });
  // Made before the render: it switches the cache to keeping the styles for it to
  // extract, instead of rendering a style element beside each component.
  const emotion = createEmotionServer(cache);
  const markup = await renderAppMarkup(path, data, cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  const t = i18n.getFixedT(data.locale);
  return {
    markup,
    styles,
    title: documentTitle(t, routeFor(path.slice(BASENAME.length) || '/')?.titleKey),
    description: t('app.description'),
  } satisfies FirstScreen;
};
