import { defaultTheme } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useProfile } from '../profile.queries';
import { buildProfile, fakeProfileApi } from '../testing/fakeProfileApi';
import { renderProfile } from '../testing/renderProfile';
import { ThemeEditor } from './ThemeEditor';
import { onDesktop } from '../../../test/session';
import { SLOW } from '../../../test/waits';

const custom = { backgroundColor: '#fff8e7', surfaceColor: '#aa3355' };

function Theme() {
  const profile = useProfile();
  return profile.data ? <ThemeEditor profile={profile.data} /> : null;
}

async function renderTheme(theme = custom) {
  const api = fakeProfileApi(buildProfile({ theme }));
  renderProfile(<Theme />);
  await screen.findByRole('img', { name: 'Preview of your public profile' }, SLOW);
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const header = () => screen.getByTestId('theme-preview-header');

onDesktop();
describe('the theme editor', { timeout: 30_000 }, () => {
  it('resets to the defaults at once: saved, shown in fields and preview', async () => {
    const api = await renderTheme();
    const user = userEvent.setup({ delay: null });
    expect(field('Header colour')).toHaveValue('#aa3355');
    expect(header()).toHaveStyle({ backgroundColor: '#aa3355' });

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));

    expect(await screen.findByText('Theme reset to defaults', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/profile/theme', body: defaultTheme },
    ]);
    expect(field('Header colour')).toHaveValue(defaultTheme.surfaceColor);
    expect(field('Background colour')).toHaveValue(defaultTheme.backgroundColor);
    expect(header()).toHaveStyle({ backgroundColor: defaultTheme.surfaceColor });
    // Nothing left to reset or save.
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save theme' })).toBeDisabled();
  });

  it('has nothing to reset when the defaults are saved', async () => {
    await renderTheme(defaultTheme);
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  });

  it('previews colours while typing and saves them', async () => {
    const api = await renderTheme(defaultTheme);
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Header colour'));
    await user.type(field('Header colour'), '#0e7c66');
    expect(header()).toHaveStyle({ backgroundColor: '#0e7c66' });
    expect(screen.getByLabelText('Header colour: colour picker')).toHaveValue('#0e7c66');

    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Theme saved', {}, SLOW)).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({ ...defaultTheme, surfaceColor: '#0e7c66' });
  });

  it('keeps the saved colour in the preview while a colour is half typed', async () => {
    await renderTheme();
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Header colour'));
    await user.type(field('Header colour'), '#12');
    expect(header()).toHaveStyle({ backgroundColor: '#aa3355' });
    await waitFor(() =>
      expect(screen.getByText('Header colour must be a colour like #4169e1')).toBeInTheDocument(),
    );
  });
});
