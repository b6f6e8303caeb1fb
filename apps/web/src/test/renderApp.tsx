import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';

/**
 * MUI's styles inserted as CSS rules, as in production, not as text appended
 * to a style element: jsdom parses such an element's whole text again on
 * every append, and the tests spent about a fifth of their time in it.
 */
const styles = createCache({ key: 'css', speedy: true });

/** The whole app (providers, shell, lazy pages) at a browser path such as '/ui/privacy'. */
export function renderApp(path = '/ui') {
  const router = createMemoryRouter(buildRoutes(), { basename: '/ui', initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <CacheProvider value={styles}>
      <App router={router} queryClient={queryClient} />
    </CacheProvider>,
  );
  return { ...view, router, queryClient };
}
