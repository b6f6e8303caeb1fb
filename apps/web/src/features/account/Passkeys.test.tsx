import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, markLoggedIn } from '../../app/session';
import { mockViewport } from '../../test/matchMedia';
import { renderApp, renderCard } from '../../test/renderApp';
import { SLOW } from '../../test/waits';
import { refusal, stubApi } from '../../test/api';
import { dialogsClosed } from '../../test/dialogs';
import { buildAccount } from '../../test/fixtures';

vi.mock(import('@simplewebauthn/browser'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserSupportsWebAuthn: vi.fn(),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const LAPTOP = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Work laptop',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-04T10:00:00.000Z',
  backedUp: false,
};
const PHONE = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Phone',
  createdAt: '2026-03-02T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};
const OPTIONS = { status: 200, body: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } };
const REAUTH = refusal(403, 'reauthentication_required', 'Please confirm it is you');
const REGISTRATION = { id: 'abc', rawId: 'abc', type: 'public-key' } as RegistrationResponseJSON;
const ASSERTION = { id: 'abc', rawId: 'abc', type: 'public-key' } as AuthenticationResponseJSON;

beforeEach(() => {
  mockViewport({ width: 1440 });
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true);
  vi.mocked(startRegistration).mockResolvedValue(REGISTRATION);
  vi.mocked(startAuthentication).mockResolvedValue(ASSERTION);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startRegistration).mockReset();
  vi.mocked(startAuthentication).mockReset();
});

async function passkeysCard() {
  markLoggedIn('VERIFIED');
  const card = await renderCard('/ui/account', 'Passkeys');
  await within(card).findByRole('button', { name: /Add a passkey/ }, SLOW);
  return card;
}

describe('passkeys on the account page', { timeout: 30_000 }, () => {
  it('lists each passkey with its dates and whether it is synced', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [LAPTOP, PHONE] },
    });
    const card = await passkeysCard();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work laptop');
    expect(items[0]).toHaveTextContent('Added 01/03/2026 · Last used 04/03/2026');
    expect(within(items[0] as HTMLElement).queryByText('Synced')).toBeNull();
    expect(items[1]).toHaveTextContent('Added 02/03/2026 · Not used yet');
    expect(within(items[1] as HTMLElement).getByText('Synced')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Remove the passkey Work laptop' }),
    ).toBeEnabled();
  });

  it('says when there is none yet', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [] },
    });
    const card = await passkeysCard();
    expect(within(card).getByText('You have no passkeys yet.')).toBeVisible();
    expect(within(card).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('adds a named passkey through the browser', async () => {
    let stored: unknown[] = [];
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': () => ({ status: 200, body: stored }),
      'POST /api/account/passkeys/registration-options': OPTIONS,
      'POST /api/account/passkeys': () => {
        stored = [LAPTOP];
        return { status: 201, body: LAPTOP };
      },
    });
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).not.toHaveValue('');
    await user.clear(name);
    await user.type(name, 'Work laptop{Enter}');

    expect(await screen.findByText('The passkey has been added', {}, SLOW)).toBeVisible();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS.body });
    expect(
      calls.find((c) => c.path === '/api/account/passkeys' && c.method === 'POST')?.body,
    ).toEqual({ name: 'Work laptop', response: REGISTRATION });
    expect(await within(card).findByText('Work laptop')).toBeVisible();
    await dialogsClosed();
  });

  it('asks to confirm it is you first when the login lies back', async () => {
    let optionCalls = 0;
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [] },
      'POST /api/account/passkeys/registration-options': () =>
        ++optionCalls === 1 ? REAUTH : OPTIONS,
      'POST /api/auth/reauthenticate': { status: 204 },
      'POST /api/account/passkeys': { status: 201, body: LAPTOP },
    });
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const reauth = await screen.findByRole('dialog', { name: 'Confirm it is you' }, SLOW);
    // No passkey yet: the password it is.
    expect(within(reauth).queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await user.type(within(reauth).getByLabelText(/^Password/), 'Correct-h0rse{Enter}');
    expect(await screen.findByText('The passkey has been added', {}, SLOW)).toBeVisible();
    expect(startRegistration).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.path.endsWith('/registration-options'))).toHaveLength(2);
  });

  it('tells the user when the browser dialog was cancelled, and stores nothing', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [] },
      'POST /api/account/passkeys/registration-options': OPTIONS,
    });
    vi.mocked(startRegistration).mockRejectedValue(
      new WebAuthnError({
        message: 'cancelled',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
        name: 'NotAllowedError',
        cause: new Error('cancelled'),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The passkey request was cancelled or timed out.', {}, SLOW),
    ).toBeVisible();
    expect(calls.some((c) => c.path === '/api/account/passkeys' && c.method === 'POST')).toBe(
      false,
    );
    // The dialog stays for another try.
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBeVisible();
  });

  it('shows the server refusal under the name', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [] },
      'POST /api/account/passkeys/registration-options': OPTIONS,
      'POST /api/account/passkeys': refusal(400, 'validation', 'Invalid', {
        name: ['Name is too long'],
      }),
    });
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Name is too long', {}, SLOW)).toBeVisible();
  });

  it('removes a passkey after confirming, re-authenticating with a passkey', async () => {
    let deletes = 0;
    let stored: unknown[] = [LAPTOP, PHONE];
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount({ hasPassword: false }) },
      'GET /api/account/passkeys': () => ({ status: 200, body: stored }),
      [`DELETE /api/account/passkeys/${PHONE.id}`]: () => {
        if (++deletes === 1) return REAUTH;
        stored = [LAPTOP];
        return { status: 204 };
      },
      'POST /api/auth/reauthenticate/passkey/options': OPTIONS,
      'POST /api/auth/reauthenticate/passkey': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Remove the passkey Phone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the passkey "Phone"?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    const reauth = await screen.findByRole('dialog', { name: 'Confirm it is you' }, SLOW);
    await user.click(await within(reauth).findByRole('button', { name: 'Use a passkey' }, SLOW));
    expect(await screen.findByText('The passkey has been removed', {}, SLOW)).toBeVisible();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS.body });
    expect(
      calls.find((c) => c.path === '/api/auth/reauthenticate/passkey' && c.method === 'POST')?.body,
    ).toEqual({ response: ASSERTION });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    await vi.waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps the passkey when the removal is cancelled', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [LAPTOP] },
    });
    const user = userEvent.setup({ delay: null });
    const card = await passkeysCard();
    await user.click(within(card).getByRole('button', { name: 'Remove the passkey Work laptop' }));
    const confirm = await screen.findByRole('dialog', { name: /Remove the passkey/ });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('offers no adding where the browser cannot use passkeys', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': { status: 200, body: [LAPTOP] },
    });
    markLoggedIn('VERIFIED');
    const card = await renderCard('/ui/account', 'Passkeys');
    expect(
      await within(card).findByText('This browser cannot create passkeys.', {}, SLOW),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    // Removing works without the browser's help.
    expect(within(card).getByRole('button', { name: /Remove the passkey/ })).toBeEnabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/account/passkeys': refusal(500, 'internal', 'Oops'),
    });
    markLoggedIn('VERIFIED');
    renderApp('/ui/account');
    expect(await screen.findByText('Failed to load your passkeys', {}, SLOW)).toBeVisible();
  });
});

describe('logging in with a passkey', { timeout: 30_000 }, () => {
  it('logs in without a username and goes to the account', async () => {
    const calls = stubApi({
      'POST /api/auth/passkey/options': OPTIONS,
      'POST /api/auth/passkey/login': {
        status: 200,
        body: { accountId: buildAccount().id, username: 'ada', status: 'VERIFIED' },
      },
      'GET /api/account': { status: 200, body: buildAccount() },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/ui/login');
    await user.click(await screen.findByRole('button', { name: 'Log in with a passkey' }, SLOW));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ui/account'), SLOW);
    expect(getSession()).toMatchObject({ loggedIn: true, status: 'VERIFIED' });
    expect(calls.find((c) => c.path === '/api/auth/passkey/login')?.body).toEqual({
      response: ASSERTION,
    });
  });

  it('says why a refused passkey did not log in, and stays on the page', async () => {
    stubApi({
      'POST /api/auth/passkey/options': OPTIONS,
      'POST /api/auth/passkey/login': refusal(
        401,
        'passkey_invalid',
        'This passkey is not known here',
      ),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/ui/login');
    await user.click(await screen.findByRole('button', { name: 'Log in with a passkey' }, SLOW));
    expect(await screen.findByText('Login with a passkey failed', {}, SLOW)).toBeVisible();
    expect(screen.getByText('This passkey is not known here')).toBeVisible();
    expect(router.state.location.pathname).toBe('/ui/login');
    expect(getSession().loggedIn).toBe(false);
  });

  it('hides the button where the browser cannot use passkeys', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    stubApi({});
    renderApp('/ui/login');
    await screen.findByRole('button', { name: 'Log in' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
  });
});

describe('defaultPasskeyName', () => {
  it('names browser and system, or whichever is known', async () => {
    const { defaultPasskeyName } = await import('../auth/passkeys');
    const chromeLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edgeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    expect(defaultPasskeyName(chromeLinux)).toBe('Chrome on Linux');
    expect(defaultPasskeyName(safariIphone)).toBe('Safari on iOS');
    expect(defaultPasskeyName(edgeWindows)).toBe('Edge on Windows');
    expect(defaultPasskeyName('curl/8')).toBe('My passkey');
  });
});
