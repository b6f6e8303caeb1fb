import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';

/** The whole app (providers, shell, lazy pages) at a browser path such as '/ui/privacy'. */
export function renderApp(path = '/ui') {
  const router = createMemoryRouter(buildRoutes(), { basename: '/ui', initialEntries: [path] });
  const queryClient = createQueryClient();
  // Its styles go to the tests' one emotion cache (setup.ts, styles.ts).
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
