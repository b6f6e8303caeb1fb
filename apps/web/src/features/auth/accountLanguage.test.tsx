import { STORAGE_KEYS } from '@cv/shared';
import { resources } from '@cv/shared/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { submitLogin } from '../../test/login';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { asVerifiedUserOnDesktop, onDesktop } from '../../test/session';

const de = resources.de.translation;

describe('the account language on a new device', { timeout: 40_000 }, () => {
  onDesktop();

  it('shows a German account in German after a login from an English browser', async () => {
    // A new device: nothing stored, and the browser speaks English.
    expect(navigator.language).toMatch(/^en/);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    const account = buildAccount({ locale: 'de' });
    stubApi({
      'POST /api/auth/login': {
        status: 200,
        body: { accountId: account.id, username: 'ada', status: 'VERIFIED', locale: 'de' },
      },
      'GET /api/account': { status: 200, body: account },
    });
    const { router } = await submitLogin('ada', 'Secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(
      await screen.findByRole('button', { name: `${de.nav.language}: Deutsch` }, SLOW),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    // The next visit on this device opens in German too, before any login.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
  });
});

describe('the language switch of a logged-in user', { timeout: 40_000 }, () => {
  asVerifiedUserOnDesktop();

  it("makes the choice the account's language", async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'POST /api/account/language': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/account');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/account/language')?.body).toEqual({
        locale: 'de',
      }),
    );
    expect(document.documentElement.lang).toBe('de');
  });
});
