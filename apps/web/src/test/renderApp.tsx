import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { buildRoutes } from '../app/router';
import { SLOW } from './waits';

/** The whole app (providers, shell, lazy pages) at a browser path such as '/ui/privacy'. */
export function renderApp(path = '/ui') {
  const router = createMemoryRouter(buildRoutes(), { basename: '/ui', initialEntries: [path] });
  const queryClient = createQueryClient();
  // Its styles go to the tests' one emotion cache (setup.ts, styles.ts).
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}

/** The app at `path`, once the page's heading (h1) `heading` shows. */
export async function renderPage(path: string, heading: string, wait = SLOW) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, wait);
  return view;
}

/** `renderPage`, with a user-event instance (set up first) to drive the page. */
export async function renderPageWithUser(path: string, heading: string, wait = SLOW) {
  const user = userEvent.setup({ delay: null });
  const view = await renderPage(path, heading, wait);
  return { ...view, user };
}

/** The app at `path`, and there the card (a SectionCard, h2) titled `title`, once it shows. */
export async function renderCard(path: string, title: string, wait = SLOW) {
  renderApp(path);
  const heading = await screen.findByRole('heading', { level: 2, name: title }, wait);
  return heading.closest('section') as HTMLElement;
}
