import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';
import { testStyles } from './styles';

/** The whole app (providers, shell, lazy pages) at a browser path such as '/ui/privacy'. */
export function renderApp(path = '/ui') {
  const router = createMemoryRouter(buildRoutes(), { basename: '/ui', initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <CacheProvider value={testStyles}>
      <App router={router} queryClient={queryClient} />
    </CacheProvider>,
  );
  return { ...view, router, queryClient };
}
