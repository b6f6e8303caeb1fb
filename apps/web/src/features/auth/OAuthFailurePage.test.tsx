import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { linkTarget } from '../../test/links';
import { stubApi } from '../../test/api';
import { onDesktop } from '../../test/session';

onDesktop();
beforeEach(() => {
  stubApi({});
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);

describe('external login failure page', { timeout: 40_000 }, () => {
  it('says the external login failed and leads back to the login', async () => {
    renderApp('/ui/login/oauth-failure?reason=failed');
    expect(await heading('Login with external account failed')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again, or log in with your username and password.'),
    ).toBeInTheDocument();
    expect(linkTarget('Back to login')).toBe('/ui/login');
  });

  it('tells a user who cancelled at the provider', async () => {
    renderApp('/ui/login/oauth-failure?reason=denied');
    await heading('Login with external account failed');
    expect(screen.getByText('You cancelled the login at the provider.')).toBeInTheDocument();
  });

  it('leads a failed link back to the account page', async () => {
    renderApp('/ui/login/oauth-failure?reason=linked_elsewhere');
    await heading('Login with external account failed');
    expect(
      screen.getByText('This external account is already linked to another account.'),
    ).toBeInTheDocument();
    expect(linkTarget('Back to account')).toBe('/ui/account');
  });

  it('treats a missing or unknown reason as a plain failure, in German too', async () => {
    await i18n.changeLanguage('de');
    renderApp('/ui/login/oauth-failure?reason=<script>');
    expect(await heading('Anmeldung mit externem Konto fehlgeschlagen')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bitte versuchen Sie es erneut oder melden Sie sich mit Benutzername und Passwort an.',
      ),
    ).toBeInTheDocument();
  });
});
