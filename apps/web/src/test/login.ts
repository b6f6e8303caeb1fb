import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';
import { SLOW } from './waits';

/**
 * Opens the login page (`path`, by default the plain one) and sends its form
 * with these credentials; `wait` is how long the page may take to show.
 * Returns the rendered app with its router and the user-event instance.
 */
export async function submitLogin(
  username: string,
  password: string,
  { path = '/ui/login', wait = SLOW }: { path?: string; wait?: { timeout: number } } = {},
) {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, wait);
  await user.type(screen.getByLabelText(/^Username or e-mail\W*$/), username);
  await user.type(screen.getByLabelText(/^Password\W*$/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...view, user };
}
